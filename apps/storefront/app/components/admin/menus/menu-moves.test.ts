import type { AdminMenuItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { dropMove, keyboardMoves, placesOf } from './menu-moves.ts';

function item(id: number, children: AdminMenuItem[] = []): AdminMenuItem {
  return {
    id,
    parentId: null,
    position: 0,
    type: 'label',
    target: '_self',
    taxon: null,
    product: null,
    attributeValue: null,
    page: null,
    externalLink: null,
    image: null,
    highlighted: false,
    sale: false,
    enabled: true,
    targetName: null,
    translations: { lt: { name: `item ${id}`, htmlLabel: null, content: null, link: null } },
    version: 'v',
    children,
  };
}

// 1 (2, 3 (4)), 5
const tree = [item(1, [item(2), item(3, [item(4)])]), item(5)];
const places = placesOf(tree);

describe('the menu tree moves', () => {
  it('offers the keyboard moves that make sense where the item is', () => {
    expect(keyboardMoves(places, 2)).toEqual({
      up: null,
      down: { id: 2, parentId: 1, position: 1 },
      indent: null,
      outdent: { id: 2, parentId: null, position: 1 },
    });
    expect(keyboardMoves(places, 3)).toEqual({
      up: { id: 3, parentId: 1, position: 0 },
      down: null,
      indent: { id: 3, parentId: 2, position: 0 },
      outdent: { id: 3, parentId: null, position: 1 },
    });
    expect(keyboardMoves(places, 5)).toMatchObject({
      down: null,
      indent: { parentId: 1, position: 2 },
      outdent: null,
    });
  });

  it('turns a drop into a move, and refuses drops into the item itself or its sub-items', () => {
    expect(dropMove(places, 5, 'before:2')).toEqual({ id: 5, parentId: 1, position: 0 });
    expect(dropMove(places, 2, 'before:3')).toBeNull();
    expect(dropMove(places, 4, 'before:5')).toEqual({ id: 4, parentId: null, position: 1 });
    expect(dropMove(places, 5, 'into:3')).toEqual({ id: 5, parentId: 3, position: 1 });
    expect(dropMove(places, 2, 'end:root')).toEqual({ id: 2, parentId: null, position: 2 });
    expect(dropMove(places, 1, 'into:4')).toBeNull();
    expect(dropMove(places, 1, 'before:3')).toBeNull();
    expect(dropMove(places, 3, 'into:3')).toBeNull();
  });
});
