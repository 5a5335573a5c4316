// Entry point of `npm run impersonate -- --email <address>` (bundled to dist/impersonate.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('impersonate');
