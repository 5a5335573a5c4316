// @ts-check
import path from 'node:path';
import { repoRoot } from './repo.mjs';

const useColour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
/** ANSI colours per log prefix, so the three interleaved logs are easy to tell apart. */
const COLOURS = /** @type {Record<string, number>} */ ({
  start: 1,
  api: 36,
  web: 32,
  b2b: 35,
  build: 33,
  stripe: 34,
});

/** @param {string} name */
export function colourPrefix(name) {
  const label = `[${name}]`;
  const colour = COLOURS[name];
  return useColour && colour !== undefined ? `\u001b[${colour}m${label}\u001b[0m` : label;
}

/**
 * @param {string} absolutePath
 * @returns {string} the path relative to the repository when inside it, for shorter messages
 */
function displayPath(absolutePath) {
  const relative = path.relative(repoRoot, absolutePath);
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolutePath : relative;
}

/**
 * The "what to open" message printed once everything is ready.
 * @param {{ apiPort: number, webPort: number, b2bPort: number, dataDir: string, smtpUrl: string | undefined, fakeStripeUrl: string | null }} settings
 */
export function printBanner({ apiPort, webPort, b2bPort, dataDir, smtpUrl, fakeStripeUrl }) {
  const mail =
    smtpUrl && smtpUrl.trim() !== ''
      ? `sent through SMTP_URL (${new URL(smtpUrl).host})`
      : `written as .eml files to ${displayPath(path.join(dataDir, 'outbox'))}/ (set SMTP_URL to send real mail)`;
  const lines = [
    '',
    'The Gandras shop is running. Open:',
    `  Shop (channel web)        http://localhost:${webPort}   (English: http://localhost:${webPort}/en)`,
    `  Business shop (b2b)       http://localhost:${b2bPort}   (sign-in required)`,
    `  API                       http://localhost:${apiPort}/api/v2/shop   (OpenAPI: http://localhost:${apiPort}/api/v2/docs)`,
    `  Mail                      ${mail}`,
    `  Online payment            ${fakeStripeUrl ? `a local fake of Stripe Checkout (${fakeStripeUrl}); set STRIPE_SECRET_KEY for real` : 'Stripe (STRIPE_SECRET_KEY)'}`,
    `  Data                      ${displayPath(dataDir)}/ (database and images; delete it to start afresh)`,
    'Demo accounts: demo@gandras.lt / Demo1234 (shop), b2b@gandras.lt / Demo1234 (business shop).',
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}
