// Entry point of `npm run content:import` (bundled to dist/content-import.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('content:import');
