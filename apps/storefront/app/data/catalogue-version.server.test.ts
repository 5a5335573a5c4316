import { describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION_CHECK_MS, createCatalogueVersionWatch } from './catalogue-version.server.ts';

function setUp(versions: (number | Error)[]) {
  let now = 0;
  let requests = 0;
  let changes = 0;
  const watch = createCatalogueVersionWatch({
    fetchVersion: async () => {
      const next = versions[Math.min(requests, versions.length - 1)];
      requests += 1;
      if (next instanceof Error) throw next;
      return { version: next ?? 0 };
    },
    onChange: () => {
      changes += 1;
    },
    now: () => now,
  });
  return {
    watch,
    advance: (ms: number) => {
      now += ms;
    },
    counts: () => ({ requests, changes }),
  };
}

describe('the catalogue version watch (storefront caches follow the back office)', () => {
  it('empties the caches once when the version moves on, asking at most every half second', async () => {
    const { watch, advance, counts } = setUp([7, 7, 8, 8]);
    await watch.sync();
    expect(counts()).toEqual({ requests: 1, changes: 0 });
    await watch.sync();
    advance(CATALOGUE_VERSION_CHECK_MS - 1);
    await watch.sync();
    expect(counts()).toEqual({ requests: 1, changes: 0 });
    advance(1);
    await watch.sync();
    expect(counts()).toEqual({ requests: 2, changes: 0 });
    advance(CATALOGUE_VERSION_CHECK_MS);
    await watch.sync();
    expect(counts()).toEqual({ requests: 3, changes: 1 });
    advance(CATALOGUE_VERSION_CHECK_MS);
    await watch.sync();
    expect(counts()).toEqual({ requests: 4, changes: 1 });
  });

  it('shares one request among concurrent callers', async () => {
    const { watch, counts } = setUp([1]);
    await Promise.all([watch.sync(), watch.sync(), watch.sync()]);
    expect(counts().requests).toBe(1);
  });

  it('keeps the caches while the API does not answer, and asks again on the next request', async () => {
    const { watch, advance, counts } = setUp([3, new Error('down'), 4]);
    await watch.sync();
    advance(CATALOGUE_VERSION_CHECK_MS);
    await watch.sync();
    expect(counts()).toEqual({ requests: 2, changes: 0 });
    await watch.sync();
    expect(counts()).toEqual({ requests: 3, changes: 1 });
  });
});
