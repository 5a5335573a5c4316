// Entry point of `npm run content:export` (bundled to dist/content-export.js).
import { runContentExportCommand } from './content-command.ts';

runContentExportCommand(process.argv.slice(2), {
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
    console.error('Content export failed:', error);
    process.exitCode = 1;
  },
);
