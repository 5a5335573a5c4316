// Entry point of `npm run admin:create` (bundled to dist/admin-create.js).
import { runAdminCreateCommand } from './admin-create-command.ts';

runAdminCreateCommand(process.argv.slice(2), {
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
    console.error('Creating the administrator failed:', error);
    process.exitCode = 1;
  },
);
