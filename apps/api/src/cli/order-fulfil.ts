// Entry point of `npm run order:fulfil` (bundled to dist/order-fulfil.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('order:fulfil');
