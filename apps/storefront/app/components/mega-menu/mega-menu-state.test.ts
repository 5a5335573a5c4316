import { describe, expect, it } from 'vitest';
import type { DeferredMenuState } from '../deferred-menus/deferred-menu-store.ts';
import { menu, menuItem, taxonRef } from '../testing/fixtures.ts';
import { matchingMegaRoot, megaMenuPanelState, megaMenuParts } from './mega-menu-state.ts';

const babies = menuItem({ name: 'Kūdikiams', type: 'taxon_tree', ref: taxonRef(1, 'kudikiams') });
const kids = menuItem({ name: 'Vaikams', type: 'taxon_tree', ref: taxonRef(2, 'vaikams') });
const picture = menuItem({ name: 'Akcija', type: 'image' });
const mega = menu('mega', [babies, picture, kids]);
const { roots } = megaMenuParts(mega.items);

const loaded: DeferredMenuState = { status: 'loaded', menu: mega };
const loading: DeferredMenuState = { status: 'loading' };
const failed: DeferredMenuState = { status: 'error' };

const barItem = (id: number, slug: string) =>
  menuItem({ name: slug, type: 'taxon', ref: taxonRef(id, slug) });

describe('megaMenuParts and matchingMegaRoot', () => {
  it('splits root links from root pictures', () => {
    expect(megaMenuParts(mega.items)).toEqual({ roots: [babies, kids], promotions: [picture] });
  });

  it('finds the root showing the same taxon as a category bar item', () => {
    expect(matchingMegaRoot(barItem(2, 'vaikams'), roots)).toBe(kids);
    expect(matchingMegaRoot(barItem(9, 'kita'), roots)).toBeUndefined();
    expect(matchingMegaRoot(menuItem({ name: 'DUK', type: 'url', link: '/duk' }), roots)).toBeUndefined();
  });
});

describe('megaMenuPanelState', () => {
  const asked = { requested: true, pinned: false, roots, awaitedItem: null };

  it('stays closed until asked for', () => {
    expect(megaMenuPanelState({ ...asked, requested: false, menu: loaded })).toBe('closed');
  });

  it('opens on hover once the menu has loaded, waiting quietly before that', () => {
    expect(megaMenuPanelState({ ...asked, menu: { status: 'idle' }, roots: [] })).toBe('closed');
    expect(megaMenuPanelState({ ...asked, menu: loading, roots: [] })).toBe('closed');
    expect(megaMenuPanelState({ ...asked, menu: loaded })).toBe('open');
  });

  it('shows a loading panel at once after a click, and a retry when loading failed', () => {
    expect(megaMenuPanelState({ ...asked, pinned: true, menu: loading, roots: [] })).toBe('loading');
    expect(megaMenuPanelState({ ...asked, pinned: true, menu: failed, roots: [] })).toBe('error');
    expect(megaMenuPanelState({ ...asked, pinned: true, menu: loaded })).toBe('open');
  });

  it('opens for a category bar item hovered before loading only if the menu has its taxon', () => {
    expect(megaMenuPanelState({ ...asked, menu: loaded, awaitedItem: barItem(1, 'kudikiams') })).toBe('open');
    expect(megaMenuPanelState({ ...asked, menu: loaded, awaitedItem: barItem(9, 'kita') })).toBe('closed');
  });

  it('has nothing to show for a menu without root links', () => {
    const onlyPictures = megaMenuParts([picture]).roots;
    expect(megaMenuPanelState({ ...asked, pinned: true, menu: loaded, roots: onlyPictures })).toBe('closed');
  });
});
