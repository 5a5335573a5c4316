import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { redirects } from '../../db/schema/index.ts';

/** A page of a channel that now lives at another path (a category moved or renamed). */
export interface MovedPath {
  channelId: number;
  from: string;
  to: string;
}

/**
 * Keeps old addresses working after pages move: a permanent redirect from each old path to its new one,
 * followed only when nothing else answers the old path (`only404`, so a page that later takes the old
 * address wins). Redirects that led to an old path now lead straight to the new one (no chains), and a
 * fallback redirect away from a path that is live again is dropped. Call it in the move's transaction.
 */
export async function redirectMovedPaths(tx: Database, moves: readonly MovedPath[]): Promise<void> {
  for (const { channelId, from, to } of moves) {
    if (from === to) continue;
    await tx
      .update(redirects)
      .set({ destination: to })
      .where(and(eq(redirects.channelId, channelId), eq(redirects.destination, from)));
    await tx
      .delete(redirects)
      .where(and(eq(redirects.channelId, channelId), eq(redirects.source, to), eq(redirects.only404, true)));
    await tx
      .insert(redirects)
      .values({ channelId, source: from, destination: to, permanent: true, only404: true, enabled: true })
      .onConflictDoUpdate({
        target: [redirects.channelId, redirects.source],
        set: { destination: to, permanent: true, only404: true, enabled: true },
      });
  }
}
