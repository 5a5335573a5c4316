import type { SearchOrderField, SearchProductsQuery } from '@shop/contracts';
import type { FacetColumns } from './facet-columns.ts';
import type { FacetCounts } from './facet-counts.ts';
import { countDocuments, maskDocuments } from './facet-memory-counts.ts';
import type { ResolvedSearch } from './search-filters.ts';
import { textRanker } from './text-rank.ts';
import type { QueryOperand } from './tsvector-text.ts';
import { matchDocuments, type WordIndex } from './word-index.ts';

/** A text search answered from the facet columns and their word index (ADR 0070). */
export interface ColumnSearch {
  /** The page's product ids in order. */
  pageIds: number[];
  counts: FacetCounts;
  /** Whether the words matched any document of the scope, whatever the filters. */
  wordsMatched: boolean;
}

/** Whether the search can be answered from the columns: stemmed words, no code list. */
export function searchableInColumns(search: ResolvedSearch): boolean {
  return search.textMatch?.kind === 'words' && search.codes === null;
}

/** Whether document `index` is in category `taxonId` (or a subcategory: taxon_ids holds the ancestors). */
function inCategory(columns: FacetColumns, index: number, taxonId: number): boolean {
  for (let at = columns.taxonStart[index]!; at < columns.taxonStart[index + 1]!; at += 1) {
    if (columns.taxons[at] === taxonId) return true;
  }
  return false;
}

/** The sort keys of the order[...] fields, in the columns. */
function orderKey(columns: FacetColumns, field: SearchOrderField): ArrayLike<number> {
  if (field === 'price') return columns.price;
  if (field === 'discount_percentage') return columns.discountPercentage;
  return columns.createdAt;
}

/**
 * The page and the counts of a text search from the columns and their word index, as the shared scan
 * (search-scan.ts) and countFromColumns answer them in SQL: the documents holding every word (and in the
 * category, when one is given), each with the mask of the filter groups it passes, documents failing two
 * or more dropped; the page is the documents passing every group in the order[...] fields' order or by
 * relevance (ts_rank), the product id breaking ties.
 */
export function searchColumns(
  columns: FacetColumns,
  words: WordIndex,
  search: ResolvedSearch,
  operands: readonly QueryOperand[],
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
  mainTaxonLimit: number,
): ColumnSearch {
  let matched = matchDocuments(words, operands);
  if (search.taxonId !== null) {
    const taxonId = search.taxonId;
    matched = matched.filter((index) => inCategory(columns, index, taxonId));
  }
  const { positions, masks } = maskDocuments(columns, search, matched);
  const counts = countDocuments(columns, search, positions, masks, mainTaxonLimit);
  const full = (1 << search.groups.length) - 1;
  const passing = [...positions].filter((_, row) => masks[row] === full);

  const explicit = fields.flatMap((field) => {
    const direction = query.order?.[field];
    return direction ? [{ key: orderKey(columns, field), sign: direction === 'asc' ? 1 : -1 }] : [];
  });
  // Column positions ascend with the product id, the tie-breaker of every order.
  if (explicit.length > 0) {
    passing.sort((a, b) => {
      for (const { key, sign } of explicit) {
        const difference = key[a]! - key[b]!;
        if (difference !== 0) return sign * difference;
      }
      return a - b;
    });
  } else {
    const ranker = textRanker(words, operands);
    const ranks = new Map(passing.map((index) => [index, ranker.rank(index)]));
    passing.sort((a, b) => ranks.get(b)! - ranks.get(a)! || a - b);
  }
  const offset = (query.page - 1) * query.itemsPerPage;
  return {
    pageIds: passing.slice(offset, offset + query.itemsPerPage).map((index) => columns.productIds[index]!),
    counts,
    wordsMatched: matched.length > 0,
  };
}
