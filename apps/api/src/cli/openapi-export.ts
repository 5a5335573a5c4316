// Entry point of `npm run openapi:export` (run with tsx: a development tool, not part of the server bundle).
import { runOpenApiExportCommand } from './openapi-command.ts';

runOpenApiExportCommand(process.argv.slice(2), {
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  log: (message) => console.log(message),
  error: (message) => console.error(message),
}).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    console.error('OpenAPI export failed:', error);
    process.exitCode = 1;
  },
);
