import type { MenuItem, MenuItemTargetRef } from '@shop/contracts';

let nextId = 1;

/** A menu item as the API sends it, with only what a test cares about spelled out. */
export function menuItem(overrides: Partial<MenuItem> & { name: string }): MenuItem {
  return {
    id: nextId++,
    htmlLabel: null,
    type: 'url',
    content: null,
    link: null,
    externalLink: null,
    target: '_self',
    image: null,
    highlighted: false,
    sale: false,
    ref: null,
    children: [],
    ...overrides,
  };
}

export function taxonRef(id: number, slug: string): MenuItemTargetRef {
  return { kind: 'taxon', id, code: slug.toUpperCase(), slug };
}

/** `count` third-level taxon items named "{prefix} 1".."{prefix} n". */
export function taxonItems(prefix: string, count: number): MenuItem[] {
  return Array.from({ length: count }, (_, index) =>
    menuItem({ name: `${prefix} ${index + 1}`, type: 'taxon', ref: taxonRef(1000 + nextId, `x-${nextId}`) }),
  );
}
