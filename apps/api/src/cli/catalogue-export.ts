// Entry point of `npm run catalogue:export -- --out <file>` (bundled to dist/catalogue-export.js).
import { runCatalogueExportCommand } from './catalogue-export-command.ts';

runCatalogueExportCommand(process.argv.slice(2), {
  env: process.env,
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  log: (message) => console.log(message),
  error: (message) => console.error(message),
  stdout: process.stdout,
}).then(
  ({ exitCode }) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    console.error('The catalogue export failed:', error);
    process.exitCode = 1;
  },
);
