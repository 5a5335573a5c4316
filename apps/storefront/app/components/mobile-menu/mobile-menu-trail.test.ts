import { describe, expect, it } from 'vitest';
import { menuItem, taxonRef } from '../testing/fixtures.ts';
import { LANGUAGE_SCREEN, offersViewAllProducts, resolveMobileMenuScreen } from './mobile-menu-trail.ts';

const strollers = menuItem({ name: 'Strollers', type: 'taxon', ref: taxonRef(3, 'strollers') });
const prams = menuItem({ name: 'Prams', type: 'taxon', ref: taxonRef(2, 'prams'), children: [strollers] });
const babies = menuItem({
  name: 'Babies',
  type: 'taxon_tree',
  ref: taxonRef(1, 'babies'),
  children: [prams],
});
const contacts = menuItem({ name: 'Contacts', type: 'page' });
const top = [babies, contacts];

describe('resolveMobileMenuScreen', () => {
  it('shows the top items when nothing is opened', () => {
    expect(resolveMobileMenuScreen(top, [])).toEqual({ kind: 'top', items: top });
  });

  it('follows the trail down to the opened item and its children', () => {
    expect(resolveMobileMenuScreen(top, [babies.id, prams.id])).toEqual({
      kind: 'item',
      item: prams,
      items: [strollers],
    });
  });

  it('stops at the deepest valid screen when an id is gone (the menu changed)', () => {
    expect(resolveMobileMenuScreen(top, [babies.id, 999_999])).toEqual({
      kind: 'item',
      item: babies,
      items: [prams],
    });
  });

  it('never opens an item without children as a screen', () => {
    expect(resolveMobileMenuScreen(top, [contacts.id])).toEqual({ kind: 'top', items: top });
  });

  it('opens the language screen', () => {
    expect(resolveMobileMenuScreen(top, [LANGUAGE_SCREEN])).toEqual({ kind: 'language' });
  });
});

describe('offersViewAllProducts', () => {
  it('is offered for taxon-type items only', () => {
    expect(offersViewAllProducts(babies)).toBe(true);
    expect(offersViewAllProducts(prams)).toBe(true);
    expect(offersViewAllProducts(menuItem({ name: 'Sale', type: 'discounted_products_taxon_tree' }))).toBe(
      true,
    );
    expect(offersViewAllProducts(contacts)).toBe(false);
    expect(offersViewAllProducts(menuItem({ name: 'Info', type: 'group' }))).toBe(false);
  });
});
