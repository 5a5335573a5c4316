// Entry point of `npm run catalogue:export -- --out <file>` (bundled to dist/catalogue-export.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('catalogue:export');
