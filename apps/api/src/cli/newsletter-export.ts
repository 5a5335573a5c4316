// Entry point of `npm run newsletter:export` (bundled to dist/newsletter-export.js).
// On the embedded database it runs inside the running API when there is one (docs/adr/0045).
import { runCommandLine } from './command-runner.ts';

runCommandLine('newsletter:export');
