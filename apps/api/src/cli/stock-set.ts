// Entry point of `npm run stock:set -- --variant <code> --quantity <n>` (bundled to dist/stock-set.js).
import { runStockSetCommand } from './stock-set-command.ts';

runStockSetCommand(process.argv.slice(2), {
  env: process.env,
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  log: (message) => console.log(message),
  error: (message) => console.error(message),
}).then(
  ({ exitCode }) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    console.error('Setting the stock failed:', error);
    process.exitCode = 1;
  },
);
