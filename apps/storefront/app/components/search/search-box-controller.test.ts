import type { SearchSuggestions } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecentSearchStore } from '~/lib/recent-searches.ts';
import {
  createSearchBoxController,
  dropdownView,
  searchOptions,
  type SearchBoxController,
} from './search-box-controller.ts';

const answer: SearchSuggestions = {
  taxons: [
    {
      id: 12,
      code: 'strollers',
      slug: 'kudikiams/vezimeliai',
      name: 'Vežimėliai',
      image: null,
      parentName: 'Kūdikiams',
    },
  ],
  products: [
    {
      id: 5,
      code: 'STROLLER-1',
      slug: 'vezimelis-gandras',
      name: 'Vežimėlis Gandras',
      image: 'p/1.jpg',
      onlySellInBundle: false,
      prices: null,
    },
    {
      id: 6,
      code: 'WHEEL-1',
      slug: 'ratukas',
      name: 'Vežimėlio ratukas',
      image: null,
      onlySellInBundle: true,
      prices: null,
    },
  ],
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

let box: SearchBoxController;
let load: ReturnType<typeof vi.fn<(query: string, signal: AbortSignal) => Promise<SearchSuggestions>>>;

function setup(initialQuery = '') {
  load = vi.fn(async () => answer);
  box = createSearchBoxController({
    initialQuery,
    loadSuggestions: load,
    recentSearches: createRecentSearchStore(memoryStorage()),
  });
}

async function typeAndSettle(text: string) {
  box.input(text);
  await vi.advanceTimersByTimeAsync(300);
}

beforeEach(() => {
  vi.useFakeTimers();
  setup();
});
afterEach(() => {
  box.dispose();
  vi.useRealTimers();
});

describe('search box: opening and closing (spec section 4)', () => {
  it('opens on focus', () => {
    box.focus();
    expect(box.getState().open).toBe(true);
  });

  it('opens when the query changes while focused, even after being dismissed', () => {
    box.focus();
    box.dismiss();
    box.input('v');
    expect(box.getState().open).toBe(true);
  });

  it('closes on an outside click or Escape (dismiss)', () => {
    box.focus();
    box.dismiss();
    expect(box.getState().open).toBe(false);
  });

  it('closes on navigation and shows the new page’s query without asking for suggestions', async () => {
    await typeAndSettle('lova');
    load.mockClear();
    box.navigated('kėdutė');
    await vi.advanceTimersByTimeAsync(1000);
    expect(box.getState()).toMatchObject({ open: false, query: 'kėdutė' });
    expect(box.getState().suggestions.status).toBe('INIT');
    expect(load).not.toHaveBeenCalled();
  });

  it('closes on clear and empties the box and the suggestions', async () => {
    await typeAndSettle('lova');
    box.clear();
    expect(box.getState()).toMatchObject({ open: false, query: '' });
    expect(box.getState().suggestions.data).toBeNull();
  });

  it('closes on submit and hands back the trimmed query', () => {
    box.focus();
    box.input('  vežimėlis ');
    expect(box.submit()).toBe('vežimėlis');
    expect(box.getState().open).toBe(false);
  });
});

describe('search box: submitting', () => {
  it('does not search for an empty or blank query, and keeps the dropdown as it was', () => {
    box.focus();
    expect(box.submit()).toBeNull();
    box.input('   ');
    expect(box.submit()).toBeNull();
    expect(box.getState().open).toBe(true);
    expect(box.getState().recent).toEqual([]);
  });

  it('saves a submitted query to the recent searches, shown next time the box is focused', () => {
    box.input('lova');
    box.submit();
    box.input('');
    box.focus();
    expect(dropdownView(box.getState())).toEqual({ kind: 'recent', recent: ['lova'] });
  });
});

describe('search box: what the dropdown shows', () => {
  it('shows recent searches while the query is short, nothing when there are none', () => {
    box.focus();
    expect(dropdownView(box.getState())).toEqual({ kind: 'none' });
    box.input('lova');
    box.submit();
    box.input('lo');
    expect(dropdownView(box.getState())).toEqual({ kind: 'recent', recent: ['lova'] });
  });

  it('shows the skeleton while processing, then the suggestions without bundle-only products', async () => {
    box.focus();
    box.input('vežim');
    expect(dropdownView(box.getState()).kind).toBe('loading');
    await vi.advanceTimersByTimeAsync(300);
    const view = dropdownView(box.getState());
    expect(view.kind).toBe('results');
    expect(searchOptions(view).map((option) => option.kind)).toEqual(['taxon', 'product', 'all']);
  });

  it('says "no result" when both lists are empty and nothing is processing', async () => {
    load.mockResolvedValue({ taxons: [], products: [] });
    await typeAndSettle('zzzz');
    expect(dropdownView(box.getState())).toEqual({ kind: 'empty', query: 'zzzz' });
  });

  it('loads suggestions on focus for a query that came with the page', async () => {
    setup('vežimėlis');
    box.focus();
    await vi.advanceTimersByTimeAsync(300);
    expect(load).toHaveBeenCalledWith('vežimėlis', expect.any(AbortSignal));
  });

  it('clears the recent searches', () => {
    box.input('lova');
    box.submit();
    box.focus();
    box.clearRecent();
    expect(box.getState().recent).toEqual([]);
    box.focus();
    expect(box.getState().recent).toEqual([]);
  });
});

describe('search box: keyboard', () => {
  it('walks the options with the arrow keys, wrapping around', async () => {
    await typeAndSettle('vežim');
    box.move(1);
    expect(box.activeOption()).toMatchObject({ kind: 'taxon' });
    box.move(1);
    expect(box.activeOption()).toMatchObject({ kind: 'product' });
    box.move(1);
    expect(box.activeOption()).toEqual({ kind: 'all', query: 'vežim' });
    box.move(1);
    expect(box.activeOption()).toMatchObject({ kind: 'taxon' });
    box.move(-1);
    expect(box.activeOption()).toMatchObject({ kind: 'all' });
  });

  it('starts from the last option going up, and an arrow key opens a dismissed dropdown first', async () => {
    await typeAndSettle('vežim');
    box.dismiss();
    box.move(-1);
    expect(box.getState().open).toBe(true);
    expect(box.activeOption()).toBeNull();
    box.move(-1);
    expect(box.activeOption()).toMatchObject({ kind: 'all' });
  });

  it('forgets the active option when the suggestions change', async () => {
    await typeAndSettle('vežim');
    box.move(1);
    await typeAndSettle('vežimėl');
    expect(box.activeOption()).toBeNull();
  });

  it('choosing a recent search runs it again and moves it to the top', () => {
    for (const query of ['lova', 'kėdutė']) {
      box.input(query);
      box.submit();
    }
    box.input('');
    box.focus();
    box.move(1);
    box.move(1);
    const option = box.activeOption();
    expect(option).toEqual({ kind: 'recent', query: 'lova' });
    box.chose(option!);
    expect(box.getState()).toMatchObject({ open: false, query: 'lova', recent: ['lova', 'kėdutė'] });
  });
});
