import { describe, expect, it } from 'vitest';
import { createChannelDirectory } from '../src/modules/channels/channel-directory.ts';
import type { ChannelSummary } from '../src/modules/channels/service.ts';

const web: ChannelSummary = {
  id: 1,
  code: 'web',
  defaultLocale: 'lt',
  currencyCode: 'EUR',
  locales: ['lt', 'en'],
  requiresLogin: false,
};
const b2b: ChannelSummary = {
  id: 2,
  code: 'b2b',
  defaultLocale: 'lt',
  currencyCode: 'EUR',
  locales: ['lt'],
  requiresLogin: true,
};

describe('channel directory (in-memory channel cache)', () => {
  it('serves channels from memory for the TTL, then reloads', async () => {
    let clock = 0;
    let stored = [web];
    let loads = 0;
    const directory = createChannelDirectory(
      async () => {
        loads += 1;
        return stored;
      },
      { ttlMs: 30_000, now: () => clock },
    );

    expect(await directory.find('web')).toEqual(web);
    stored = [web, b2b];
    clock = 29_999;
    expect(await directory.find('b2b')).toBeUndefined();
    expect(await directory.find('unknown')).toBeUndefined();
    expect(loads).toBe(1);

    clock = 30_000;
    expect(await directory.find('b2b')).toEqual(b2b);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent lookups and retries after a failed load', async () => {
    let loads = 0;
    let fail = true;
    const directory = createChannelDirectory(async () => {
      loads += 1;
      if (fail) throw new Error('database down');
      return [web];
    });
    await expect(Promise.all([directory.find('web'), directory.find('web')])).rejects.toThrow(
      'database down',
    );
    expect(loads).toBe(1);
    fail = false;
    expect(await directory.find('web')).toEqual(web);
    expect(loads).toBe(2);
  });
});
