// Entry point of `npm run return:state` (bundled to dist/return-state.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('return:state');
