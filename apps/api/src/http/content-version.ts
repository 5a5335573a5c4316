import { createHash } from 'node:crypto';
import { STALE_VERSION_MESSAGE } from '@shop/contracts';
import { HttpError } from './http-error.ts';

/**
 * The version of an editable resource: a digest of what it says (its admin view without derived fields), so
 * any change gives another version and no column or migration is needed. A PATCH that names the version it
 * was edited from is refused with 409 when the resource changed since (someone else saved in between), so
 * one editor's save never silently overwrites another's.
 */
export function contentVersion(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);
}

/** 409 STALE_VERSION_MESSAGE when the caller's version (if it gave one) is not the current one. */
export function assertCurrentVersion(given: string | undefined, current: string): void {
  if (given !== undefined && given !== current) throw new HttpError(409, STALE_VERSION_MESSAGE);
}
