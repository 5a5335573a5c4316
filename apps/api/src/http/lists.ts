import type { List } from '@shop/contracts';

export interface PageRequest {
  page: number;
  /** 0 asks only for the count (meta.totalItems), as the storefront does for badges. */
  itemsPerPage: number;
}

/** Cuts one page out of an already ordered list and wraps it in the `{data, meta}` envelope. */
export function paginate<T>(items: readonly T[], { page, itemsPerPage }: PageRequest): List<T> {
  const start = (page - 1) * itemsPerPage;
  return {
    data: items.slice(start, start + itemsPerPage),
    meta: {
      totalItems: items.length,
      page,
      itemsPerPage,
      lastPage: itemsPerPage > 0 ? Math.max(1, Math.ceil(items.length / itemsPerPage)) : 1,
    },
  };
}

/** The envelope for a collection that is always returned whole (locales, taxons-tree, redirects). */
export function wholeList<T>(items: readonly T[]): List<T> {
  return paginate(items, { page: 1, itemsPerPage: items.length });
}
