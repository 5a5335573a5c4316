// Entry point of `npm run openapi:lint` (run with tsx: a development tool, not part of the server bundle).
import { runOpenApiLintCommand } from './openapi-command.ts';

runOpenApiLintCommand({
  cwd: process.env.INIT_CWD ?? process.cwd(),
  log: (message) => console.log(message),
  error: (message) => console.error(message),
}).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    console.error('OpenAPI lint failed:', error);
    process.exitCode = 1;
  },
);
