// Entry point of `npm run newsletter:export` (bundled to dist/newsletter-export.js).
import { runNewsletterExportCommand } from './newsletter-export-command.ts';

runNewsletterExportCommand(process.argv.slice(2), {
  env: process.env,
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  log: (message) => console.log(message),
  error: (message) => console.error(message),
  write: (text) => process.stdout.write(text),
}).then(
  ({ exitCode }) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    console.error('Newsletter export failed:', error);
    process.exitCode = 1;
  },
);
