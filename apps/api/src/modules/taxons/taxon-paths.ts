/**
 * Category addresses: each translation's `slug` is the FULL path in its locale ("kudikiams/vezimeliai"),
 * the parent's path plus the category's own segment. These pure helpers work out the paths of a category
 * and every category under it after a move or a rename.
 */

/** The category's own part of a full path: "kudikiams/vezimeliai" -> "vezimeliai". */
export function ownSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function joinPath(parentPath: string | null, segment: string): string {
  return parentPath ? `${parentPath}/${segment}` : segment;
}

export interface TreeLink {
  id: number;
  parentId: number | null;
}

/** The ids of a category and of everything under it, parents before their children. */
export function subtreeIds(links: readonly TreeLink[], rootId: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const link of links) {
    if (link.parentId === null) continue;
    const siblings = childrenOf.get(link.parentId) ?? [];
    siblings.push(link.id);
    childrenOf.set(link.parentId, siblings);
  }
  const ids: number[] = [];
  const seen = new Set<number>();
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    queue.push(...(childrenOf.get(id) ?? []));
  }
  return ids;
}

/** Path per taxon id and locale. */
export type PathTable = Map<number, Map<string, string>>;

/**
 * New paths of a moved or renamed category's descendants: each keeps its own segment under its parent's
 * new path (a descendant translated into a locale its parent is not keeps just its segment there).
 * `newPaths` holds the paths already decided (the category's own) and receives the descendants'.
 */
export function rewriteDescendantPaths(
  links: readonly TreeLink[],
  rootId: number,
  oldPaths: PathTable,
  newPaths: PathTable,
): void {
  const parentOf = new Map(links.map((link) => [link.id, link.parentId]));
  for (const id of subtreeIds(links, rootId).slice(1)) {
    const parentId = parentOf.get(id) ?? null;
    const parentPaths = parentId === null ? undefined : newPaths.get(parentId);
    const paths = new Map<string, string>();
    for (const [locale, path] of oldPaths.get(id) ?? []) {
      paths.set(locale, joinPath(parentPaths?.get(locale) ?? null, ownSegment(path)));
    }
    newPaths.set(id, paths);
  }
}

/**
 * Sibling order after placing `id` among `siblings` (ids in their current order, `id` may be among
 * them) at `position` (omitted or past the end: last). Positions are the indexes of the result.
 */
export function placeAmongSiblings(
  siblings: readonly number[],
  id: number,
  position: number | undefined,
): number[] {
  const others = siblings.filter((sibling) => sibling !== id);
  const index = Math.min(position ?? others.length, others.length);
  return [...others.slice(0, index), id, ...others.slice(index)];
}
