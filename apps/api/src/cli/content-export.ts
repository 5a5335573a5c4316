// Entry point of `npm run content:export` (bundled to dist/content-export.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('content:export');
