// Entry point of `npm run review-links -- --order <number>` (bundled to dist/review-links.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('review-links');
