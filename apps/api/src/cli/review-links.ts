// Entry point of `npm run review-links -- --order <number>` (bundled to dist/review-links.js).
import { runReviewLinksCommand } from './review-links-command.ts';

runReviewLinksCommand(process.argv.slice(2), {
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
    console.error('Creating review links failed:', error);
    process.exitCode = 1;
  },
);
