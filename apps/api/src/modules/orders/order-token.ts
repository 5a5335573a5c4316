import { randomBytes } from 'node:crypto';

/** 24 random bytes as 32 URL-safe characters: the cart's only key for a guest, so unguessable. */
export function newOrderToken(): string {
  return randomBytes(24).toString('base64url');
}
