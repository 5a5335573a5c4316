// Entry point of `npm run catalogue:import -- --file <path> …` (bundled to dist/catalogue-import.js).
import { runCatalogueImportCommand } from './catalogue-import-command.ts';

runCatalogueImportCommand(process.argv.slice(2), {
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
    console.error('The catalogue import failed:', error);
    process.exitCode = 1;
  },
);
