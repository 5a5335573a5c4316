// Entry point of `npm run demo:generate -- --products N` (bundled to dist/generate.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('demo:generate');
