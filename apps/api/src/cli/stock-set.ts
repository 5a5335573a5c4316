// Entry point of `npm run stock:set -- --variant <code> --quantity <n>` (bundled to dist/stock-set.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('stock:set');
