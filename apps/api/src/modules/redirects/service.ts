import type { Redirect } from '@shop/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { redirects } from '../../db/schema/index.ts';

/**
 * The path a redirect source is matched on: without query string or fragment, and without a trailing
 * slash (except the root), so "/old/?utm=x" finds a redirect stored as "/old" or "/old/".
 */
export function normaliseRedirectPath(source: string): string {
  const path = source.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The enabled redirect for this path in the channel; a channel's own redirect beats a global one. */
export async function findRedirect(
  db: Database,
  channelId: number,
  source: string,
): Promise<Redirect | null> {
  const path = normaliseRedirectPath(source);
  const candidates = path === '/' ? ['/'] : [path, `${path}/`];
  const rows = await db
    .select()
    .from(redirects)
    .where(
      and(
        eq(redirects.enabled, true),
        inArray(redirects.source, candidates),
        or(eq(redirects.channelId, channelId), isNull(redirects.channelId)),
      ),
    );
  // Channel-specific first, then the exact spelling before the trailing-slash one.
  const [best] = rows.sort(
    (a, b) =>
      Number(a.channelId === null) - Number(b.channelId === null) ||
      candidates.indexOf(a.source) - candidates.indexOf(b.source),
  );
  if (!best) return null;
  return {
    source: best.source,
    destination: best.destination,
    permanent: best.permanent,
    only404: best.only404,
  };
}
