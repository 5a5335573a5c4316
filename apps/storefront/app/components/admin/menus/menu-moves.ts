import type { AdminMenuItem } from '@shop/contracts';

/** A move as the API takes it: the new parent (null: top level) and the place among the other siblings. */
export interface MenuMove {
  id: number;
  parentId: number | null;
  position: number;
}

/** Where an item sits: its parent, its siblings (itself included) and its index among them. */
export interface ItemPlace {
  item: AdminMenuItem;
  parent: AdminMenuItem | null;
  siblings: AdminMenuItem[];
  index: number;
}

export function placesOf(
  items: AdminMenuItem[],
  parent: AdminMenuItem | null = null,
  into = new Map<number, ItemPlace>(),
) {
  items.forEach((item, index) => {
    into.set(item.id, { item, parent, siblings: items, index });
    placesOf(item.children, item, into);
  });
  return into;
}

/** The keyboard moves of an item (null where the move is impossible: the first can't go up...). */
export function keyboardMoves(places: Map<number, ItemPlace>, id: number) {
  const place = places.get(id);
  if (!place) return { up: null, down: null, indent: null, outdent: null };
  const { parent, siblings, index } = place;
  const parentId = parent?.id ?? null;
  const previous = siblings[index - 1];
  const parentPlace = parent ? places.get(parent.id) : undefined;
  return {
    up: index > 0 ? { id, parentId, position: index - 1 } : null,
    down: index < siblings.length - 1 ? { id, parentId, position: index + 1 } : null,
    /** Into the previous sibling, as its last sub-item. */
    indent: previous ? { id, parentId: previous.id, position: previous.children.length } : null,
    /** Out of its parent, right after it. */
    outdent: parentPlace
      ? { id, parentId: parentPlace.parent?.id ?? null, position: parentPlace.index + 1 }
      : null,
  } satisfies Record<string, MenuMove | null>;
}

/** True when `candidate` is `id` or lies below it (where the item cannot be dropped). */
export function isWithin(places: Map<number, ItemPlace>, id: number, candidate: number): boolean {
  for (let current: number | undefined = candidate; current !== undefined;) {
    if (current === id) return true;
    current = places.get(current)?.parent?.id;
  }
  return false;
}

/**
 * The move a drop makes: "before:X" puts the item where X is, "into:X" makes it X's last sub-item,
 * "end:P" (P an id or "root") puts it last in P's list. Null when the drop changes nothing or would put the
 * item into itself.
 */
export function dropMove(places: Map<number, ItemPlace>, id: number, dropId: string): MenuMove | null {
  const [kind, target] = dropId.split(':');
  const targetId = target === 'root' ? null : Number(target);
  const place = places.get(id);
  if (!place || (targetId !== null && isWithin(places, id, targetId))) return null;
  if (kind === 'into' && targetId !== null) {
    const parent = places.get(targetId)?.item;
    if (!parent) return null;
    return { id, parentId: targetId, position: parent.children.filter((child) => child.id !== id).length };
  }
  if (kind === 'end') {
    const siblings =
      targetId === null
        ? [...places.values()].filter((p) => p.parent === null).map((p) => p.item)
        : (places.get(targetId)?.item.children ?? []);
    return { id, parentId: targetId, position: siblings.filter((item) => item.id !== id).length };
  }
  if (kind === 'before' && targetId !== null) {
    const before = places.get(targetId);
    if (!before) return null;
    const others = before.siblings.filter((item) => item.id !== id);
    const position = others.findIndex((item) => item.id === targetId);
    const parentId = before.parent?.id ?? null;
    if (parentId === (place.parent?.id ?? null) && position === place.index) return null;
    return { id, parentId, position };
  }
  return null;
}
