// Entry point of `npm run admin:create` (bundled to dist/admin-create.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('admin:create');
