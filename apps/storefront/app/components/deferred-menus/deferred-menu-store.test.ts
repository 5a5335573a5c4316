import { afterEach, describe, expect, it, vi } from 'vitest';
import { menu, menuItem } from '../testing/fixtures.ts';
import { createDeferredMenuStore } from './deferred-menu-store.ts';

const megaLt = menu('mega', [menuItem({ name: 'Kūdikiams' })]);
const megaEn = menu('mega', [menuItem({ name: 'For babies' })]);

/** A fake network: answers each URL from `answers`, one answer per call, and records the calls. */
function fakeFetch(answers: Record<string, Array<() => Response>>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    calls.push(url);
    const next = answers[url]?.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  return { fetch, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('deferred menu store', () => {
  it('is idle until asked, loading while the request runs, then holds the menu', async () => {
    const network = fakeFetch({ '/resources/menus/mega': [() => Response.json(megaLt)] });
    const store = createDeferredMenuStore(network.fetch);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get('/resources/menus/mega').status));

    expect(store.get('/resources/menus/mega')).toEqual({ status: 'idle' });
    const loading = store.load('/resources/menus/mega');
    expect(store.get('/resources/menus/mega')).toEqual({ status: 'loading' });
    await loading;
    expect(store.get('/resources/menus/mega')).toEqual({ status: 'loaded', menu: megaLt });
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('asks once per address however often the menu is wanted, and keeps each locale apart', async () => {
    const network = fakeFetch({
      '/resources/menus/mega': [() => Response.json(megaLt)],
      '/en/resources/menus/mega': [() => Response.json(megaEn)],
    });
    const store = createDeferredMenuStore(network.fetch);
    await Promise.all([store.load('/resources/menus/mega'), store.load('/resources/menus/mega')]);
    await store.load('/resources/menus/mega');
    await store.load('/en/resources/menus/mega');
    expect(network.calls).toEqual(['/resources/menus/mega', '/en/resources/menus/mega']);
    expect(store.get('/en/resources/menus/mega')).toEqual({ status: 'loaded', menu: megaEn });
  });

  it('reports a failed request or an error answer, and tries again when asked again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const network = fakeFetch({
      '/resources/menus/mobile': [
        () => Response.json({ code: 500, message: 'down' }, { status: 500 }),
        () => Response.json(megaLt),
      ],
    });
    const store = createDeferredMenuStore(network.fetch);
    await store.load('/resources/menus/mobile');
    expect(store.get('/resources/menus/mobile')).toEqual({ status: 'error' });
    await store.load('/resources/menus/mobile');
    expect(store.get('/resources/menus/mobile')).toEqual({ status: 'loaded', menu: megaLt });

    await store.load('/resources/menus/mega');
    expect(store.get('/resources/menus/mega')).toEqual({ status: 'error' });
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const network = fakeFetch({ '/resources/menus/mega': [() => Response.json(megaLt)] });
    const store = createDeferredMenuStore(network.fetch);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    await store.load('/resources/menus/mega');
    expect(listener).not.toHaveBeenCalled();
  });
});
