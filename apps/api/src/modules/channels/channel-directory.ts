import type { ChannelSummary } from './service.ts';

/** Channels rarely change: each instance keeps them in memory and reloads at most this often. */
export const CHANNEL_CACHE_TTL_MS = 30_000;

export interface ChannelDirectory {
  /** The channel with this code, or undefined. May be up to the TTL stale (GUIDE: bounded staleness). */
  find(code: string): Promise<ChannelSummary | undefined>;
}

/**
 * Caches the whole channel list (a handful of rows) for `ttlMs`. Unknown codes are answered from the
 * cached list too, so a flood of made-up channel headers cannot reach the database.
 */
export function createChannelDirectory(
  load: () => Promise<ChannelSummary[]>,
  { ttlMs = CHANNEL_CACHE_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): ChannelDirectory {
  let cached: { byCode: Map<string, ChannelSummary>; loadedAt: number } | undefined;
  let loading: Promise<Map<string, ChannelSummary>> | undefined;

  async function channelsByCode(): Promise<Map<string, ChannelSummary>> {
    if (cached && now() - cached.loadedAt < ttlMs) return cached.byCode;
    // Concurrent requests after expiry share one reload.
    loading ??= load()
      .then((channels) => {
        const byCode = new Map(channels.map((channel) => [channel.code, channel]));
        cached = { byCode, loadedAt: now() };
        return byCode;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async find(code) {
      return (await channelsByCode()).get(code);
    },
  };
}
