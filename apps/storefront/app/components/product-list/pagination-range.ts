export type PageItem = number | 'gap';

/**
 * The page links of a pager: always the first and last page, the current page with `siblings` on each
 * side, and a gap where pages are left out. A gap never hides a single page (1 … 3 becomes 1 2 3), so
 * the number of items stays the same on every page of a long list.
 */
export function paginationItems(current: number, lastPage: number, siblings = 1): PageItem[] {
  const last = Math.max(1, lastPage);
  const page = Math.min(Math.max(1, current), last);
  // first + last + current + siblings on both sides + two gaps
  const slots = 2 * siblings + 5;
  if (last <= slots) return Array.from({ length: last }, (_, index) => index + 1);

  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const sideLength = slots - 2; // pages shown next to an end when only one gap is needed
  if (page <= sideLength - siblings) return [...range(1, sideLength), 'gap', last];
  if (page >= last - sideLength + 1 + siblings) return [1, 'gap', ...range(last - sideLength + 1, last)];
  return [1, 'gap', ...range(page - siblings, page + siblings), 'gap', last];
}
