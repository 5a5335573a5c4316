import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-range.ts';

describe('paginationItems', () => {
  it('lists every page when they all fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts one gap near the far end while the current page is close to the start', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('shows the current page with its neighbours between two gaps in the middle', () => {
    expect(paginationItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
  });

  it('puts one gap near the start while the current page is close to the end', () => {
    expect(paginationItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of items on every page of a long list', () => {
    for (let page = 1; page <= 30; page += 1) expect(paginationItems(page, 30)).toHaveLength(7);
  });

  it('clamps a page outside the list', () => {
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
    expect(paginationItems(0, 20)).toEqual(paginationItems(1, 20));
  });
});
