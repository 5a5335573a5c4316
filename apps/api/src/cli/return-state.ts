// Entry point of `npm run return:state` (bundled to dist/return-state.js).
import { runReturnStateCommand } from './return-state-command.ts';

runReturnStateCommand(process.argv.slice(2), {
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
    console.error('Changing the return state failed:', error);
    process.exitCode = 1;
  },
);
