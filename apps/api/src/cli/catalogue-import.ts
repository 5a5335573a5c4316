// Entry point of `npm run catalogue:import -- --file <path>` (bundled to dist/catalogue-import.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('catalogue:import');
