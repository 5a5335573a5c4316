import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Bytes of a generated secret: HS256 wants at least 32. */
const GENERATED_SECRET_BYTES = 48;

/**
 * The key access tokens are signed with: JWT_SECRET when configured (every API instance must share it),
 * else a random secret kept in the data folder so tokens survive restarts of a single instance.
 */
export async function resolveJwtSecret(
  configured: string | null,
  secretFile: string,
  log: (message: string) => void,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  try {
    return new Uint8Array(await readFile(secretFile));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(GENERATED_SECRET_BYTES);
  await mkdir(dirname(secretFile), { recursive: true });
  // `wx`: two processes starting together keep the first one's secret.
  try {
    await writeFile(secretFile, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return new Uint8Array(await readFile(secretFile));
    throw error;
  }
  log(`No JWT_SECRET set: access tokens are signed with a secret generated in ${secretFile}.`);
  return new Uint8Array(secret);
}
