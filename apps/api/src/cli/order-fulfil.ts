// Entry point of `npm run order:fulfil` (bundled to dist/order-fulfil.js).
import { runOrderFulfilCommand } from './order-fulfil-command.ts';

runOrderFulfilCommand(process.argv.slice(2), {
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
    console.error('Order fulfilment failed:', error);
    process.exitCode = 1;
  },
);
