import { createHash, randomBytes } from 'node:crypto';

/** How long the emailed confirmation link works. */
export const NEWSLETTER_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Tokens are 256 random bits: a plain SHA-256 is enough to store them. */
export function hashNewsletterToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newNewsletterToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashNewsletterToken(token) };
}
