import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { likelyNextPages, PREFETCH_IDLE_TIMEOUT_MS, prefetchAllowed, whenIdle } from './idle-prefetch.ts';

describe('prefetch conditions', () => {
  it('prefetches on a normal connection, or when the browser does not say', () => {
    expect(prefetchAllowed({ onLine: true, connection: { saveData: false, effectiveType: '4g' } })).toBe(
      true,
    );
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
  });

  it('skips offline, with the data saver and on 2g', () => {
    expect(prefetchAllowed({ onLine: false })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { saveData: true, effectiveType: '4g' } })).toBe(
      false,
    );
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });
});

describe('idle scheduling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for idle with a 2000 ms timeout', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const callback = vi.fn();
    const cancel = whenIdle(callback, {
      setTimeout,
      clearTimeout,
      requestIdleCallback,
      cancelIdleCallback,
    } as never);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 2000 });
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari), runs after 2000 ms unless cancelled', () => {
    const callback = vi.fn();
    whenIdle(callback, { setTimeout, clearTimeout } as never);
    vi.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, { setTimeout, clearTimeout } as never)();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('likely next pages', () => {
  const viewport = { width: 1440, height: 900 };
  const link = (href: string, top = 100) => ({
    href,
    getBoundingClientRect: () => ({ top, bottom: top + 300, left: 10, right: 300 }),
  });
  const options = { origin: 'http://shop.test', current: '/c/vezimeliai-1', viewport };

  it('takes the visible links in page order, this shop only, not the current page, no duplicates, at most four', () => {
    const pages = likelyNextPages(
      [
        link('http://shop.test/p/a'),
        link('http://shop.test/p/below', 2000),
        link('http://elsewhere.test/p/x'),
        link('http://shop.test/c/vezimeliai-1'),
        link('http://shop.test/p/a'),
        link('http://shop.test/p/b'),
        link('http://shop.test/p/c?variant=RED'),
        link('http://shop.test/p/d'),
        link('http://shop.test/krepselis'),
      ],
      options,
    );
    expect(pages).toEqual(['/p/a', '/p/b', '/p/c?variant=RED', '/p/d']);
  });
});
