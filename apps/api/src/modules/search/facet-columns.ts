import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows, toIntList, toNumber } from './sql-rows.ts';
import { loadSearchReference, type SearchReference } from './search-reference.ts';
import { readWordIndex, type WordIndex } from './word-index.ts';

/**
 * The columns the facet counts read, for every search document of one channel and locale, kept in the
 * API process (ADR 0065): typed arrays in product id order, the attribute values and promotions of
 * document i at `values[valueStart[i]] ... values[valueStart[i + 1] - 1]` (attribute values as dense
 * numbers: `valueIds[n]` is the id of value n, `valueAttributes[n]` its attribute). `version` is the
 * search_documents_version of the snapshot they were read in, so they count exactly the documents a
 * statement read when the statement saw the same version.
 */
export interface FacetColumns {
  version: number;
  productIds: Int32Array;
  price: Int32Array;
  discountPercentage: Int32Array;
  inStock: Uint8Array;
  /** 0 when the document has no main category. */
  mainTaxonId: Int32Array;
  /** created_at in microseconds since 1970 (exact in a double), for the newest-first order. */
  createdAt: Float64Array;
  /** The documents' search_vector (ADR 0070): text searches are answered here when it is read. */
  words: WordIndex | null;
  /** The attributes, promotions and categories a search names, of the same snapshot (ADR 0070). */
  reference: SearchReference | null;
  valueStart: Int32Array;
  values: Int32Array;
  promotionStart: Int32Array;
  promotions: Int32Array;
  /** The categories of each document with their ancestors (taxon_ids), as the values. */
  taxonStart: Int32Array;
  taxons: Int32Array;
  /** The documents of a category, filled on first use (see documentsOf). */
  taxonMembers: Map<number, Int32Array>;
  /** The attribute of every attribute value (the counts join attribute_values: unknown ids count nowhere). */
  valueIds: Int32Array;
  /** 0 for an id attribute_values does not hold (it counts nowhere, as the SQL counts join that table). */
  valueAttributes: Int32Array;
  /** Bytes held by the arrays and the map (estimated for the map), for the bound and the figures. */
  bytes: number;
}

/** The positions of the documents in category `taxonId` (or its subcategories), kept with the columns. */
export function documentsOf(columns: FacetColumns, taxonId: number): Int32Array {
  let members = columns.taxonMembers.get(taxonId);
  if (!members) {
    const found: number[] = [];
    for (let index = 0; index < columns.productIds.length; index += 1) {
      for (let at = columns.taxonStart[index]!; at < columns.taxonStart[index + 1]!; at += 1) {
        if (columns.taxons[at] === taxonId) {
          found.push(index);
          break;
        }
      }
    }
    members = Int32Array.from(found);
    columns.taxonMembers.set(taxonId, members);
    columns.bytes += members.byteLength;
  }
  return members;
}

/** Position of `productId` in the sorted ids, or -1. */
export function documentIndex(columns: FacetColumns, productId: number): number {
  const ids = columns.productIds;
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const id = ids[middle]!;
    if (id === productId) return middle;
    if (id < productId) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

interface DocumentRow {
  product_id: unknown;
  price: unknown;
  discount_percentage: unknown;
  in_stock: unknown;
  main_taxon_id: unknown;
  created_us: unknown;
  attribute_value_ids: unknown;
  promotion_ids: unknown;
  taxon_ids: unknown;
}

/** An int[] column of every row as one Int32Array with offsets (document i at start[i] ... start[i + 1] - 1). */
function packLists(
  rows: readonly DocumentRow[],
  column: 'attribute_value_ids' | 'promotion_ids' | 'taxon_ids',
) {
  const lists = rows.map((row) => toIntList(row[column]));
  const start = new Int32Array(rows.length + 1);
  let total = 0;
  lists.forEach((list, index) => {
    start[index] = total;
    total += list.length;
  });
  start[rows.length] = total;
  const values = new Int32Array(total);
  lists.forEach((list, index) => values.set(list, start[index]!));
  return { start, values };
}

/**
 * Replaces the attribute value ids in `values` by dense numbers (in place), in order of first use, and returns
 * each number's id and attribute (0 when attribute_values has no such id).
 */
function numberValues(
  values: Int32Array,
  attributeOf: ReadonlyMap<number, number>,
): { ids: Int32Array; attributes: Int32Array } {
  const numbers = new Map<number, number>();
  const ids: number[] = [];
  for (let at = 0; at < values.length; at += 1) {
    const id = values[at]!;
    let number = numbers.get(id);
    if (number === undefined) {
      number = ids.length;
      numbers.set(id, number);
      ids.push(id);
    }
    values[at] = number;
  }
  return {
    ids: Int32Array.from(ids),
    attributes: Int32Array.from(ids, (id) => attributeOf.get(id) ?? 0),
  };
}

/** Typed columns from the documents' rows (in product id order). */
export function buildFacetColumns(
  version: number,
  rows: readonly DocumentRow[],
  valueRows: ReadonlyArray<{ id: unknown; attribute_id: unknown }>,
): FacetColumns {
  const count = rows.length;
  const productIds = new Int32Array(count);
  const price = new Int32Array(count);
  const discountPercentage = new Int32Array(count);
  const inStock = new Uint8Array(count);
  const mainTaxonId = new Int32Array(count);
  const createdAt = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const row = rows[index]!;
    productIds[index] = toNumber(row.product_id);
    price[index] = toNumber(row.price);
    discountPercentage[index] = toNumber(row.discount_percentage);
    inStock[index] = row.in_stock === true || row.in_stock === 't' ? 1 : 0;
    mainTaxonId[index] = row.main_taxon_id === null ? 0 : toNumber(row.main_taxon_id);
    createdAt[index] = toNumber(row.created_us);
  }
  const { start: valueStart, values } = packLists(rows, 'attribute_value_ids');
  const attributeOf = new Map(valueRows.map((row) => [toNumber(row.id), toNumber(row.attribute_id)]));
  const { ids: valueIds, attributes: valueAttributes } = numberValues(values, attributeOf);
  const { start: promotionStart, values: promotions } = packLists(rows, 'promotion_ids');
  const { start: taxonStart, values: taxons } = packLists(rows, 'taxon_ids');
  const arrays = [productIds, price, discountPercentage, inStock, mainTaxonId, createdAt, valueStart, values];
  const bytes = [...arrays, valueIds, valueAttributes, promotionStart, promotions, taxonStart, taxons].reduce(
    (sum, array) => sum + array.byteLength,
    0,
  );
  return {
    version,
    productIds,
    price,
    discountPercentage,
    inStock,
    mainTaxonId,
    createdAt,
    words: null,
    reference: null,
    valueStart,
    values,
    promotionStart,
    promotions,
    taxonStart,
    taxons,
    taxonMembers: new Map(),
    valueIds,
    valueAttributes,
    bytes,
  };
}

/**
 * Reads the columns of one channel and locale, with the documents' version and the reference rows
 * (attributes and their values, promotions, categories), in one read-only snapshot; then builds the
 * word index from the documents' search_vector (ADR 0070).
 */
export async function loadFacetColumns(
  db: Database,
  channelId: number,
  locale: string,
): Promise<FacetColumns> {
  const { columns, vectors } = await db.transaction(
    async (tx) => {
      const [versionRow] = await queryRows<{ version: unknown }>(
        tx,
        sql`SELECT version FROM search_documents_version WHERE id = 1`,
      );
      const rows = await queryRows<DocumentRow & { words: string }>(
        tx,
        sql`SELECT product_id, price, discount_percentage, in_stock, main_taxon_id, attribute_value_ids, promotion_ids,
            taxon_ids, (extract(epoch FROM created_at) * 1000000)::bigint AS created_us, search_vector::text AS words
          FROM product_search_documents
          WHERE channel_id = ${channelId} AND locale = ${locale}
          ORDER BY product_id`,
      );
      const reference = await loadSearchReference(tx);
      const valueRows = [...reference.values.values()].map((value) => ({
        id: value.id,
        attribute_id: value.attributeId,
      }));
      const columns = buildFacetColumns(toNumber(versionRow?.version ?? 0), rows, valueRows);
      columns.reference = reference;
      return { columns, vectors: rows.map((row) => row.words) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // After the snapshot's transaction: the index is built from what it read, between requests.
  columns.words = await readWordIndex(vectors);
  columns.bytes += columns.words.bytes;
  return columns;
}

/** Channels and locales whose columns are kept at most (least recently used dropped beyond). */
export const FACET_COLUMN_ENTRIES = 8;

/**
 * Bytes the kept columns may take together (least recently used dropped beyond; the one just read is always
 * kept): with their word indexes (ADR 0070), 100,000 documents take about 31 MiB per channel and locale.
 */
export const FACET_COLUMN_MAX_BYTES = 256 * 1_048_576;

/** A channel and locale's columns are read again at most this often while the documents keep changing. */
export const FACET_COLUMN_REBUILD_INTERVAL_MS = 5_000;

interface Entry {
  columns: FacetColumns | null;
  /** A statement saw another version than the columns': they are read again (when the interval allows). */
  stale: boolean;
  builtAt: number;
}

/**
 * The facet columns of the channels and locales searched lately, read in the background (one read at a
 * time, never on a shopper's request): a search uses them only when they exist, are not known to be out
 * of date, and its own statement saw their version; else it counts in SQL as before.
 */
export class FacetColumnStore {
  /**
   * Searches whose counts came from the columns, text searches answered wholly from them and their word
   * index (ADR 0070), and searches that found them out of date (bench, tests).
   */
  readonly counted = { fromColumns: 0, fromWords: 0, outdated: 0 };
  readonly #entries = new Map<string, Entry>();
  #building: Promise<void> = Promise.resolve();
  #queued = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly options: {
      /** Failures (searches keep counting in SQL). */
      log: (message: string) => void;
      /** Each read: documents, bytes and time (the bench's figures). */
      info?: (message: string) => void;
      clock?: () => number;
      maxEntries?: number;
      maxBytes?: number;
      rebuildIntervalMs?: number;
    },
  ) {}

  #now(): number {
    return (this.options.clock ?? Date.now)();
  }

  /** Columns believed current for the channel and locale, or null (then they are read in the background). */
  current(channelId: number, locale: string): FacetColumns | null {
    const key = `${channelId}/${locale}`;
    const entry = this.#entries.get(key);
    if (entry) {
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    if (entry?.columns && !entry.stale) return entry.columns;
    this.#schedule(key, channelId, locale, entry);
    return null;
  }

  /** A statement of the channel and locale read the documents at `version`, not the columns' one. */
  outdated(channelId: number, locale: string, version: number): void {
    const key = `${channelId}/${locale}`;
    const entry = this.#entries.get(key);
    if (!entry?.columns || entry.columns.version === version) return;
    this.counted.outdated += 1;
    entry.stale = true;
    this.#schedule(key, channelId, locale, entry);
  }

  #schedule(key: string, channelId: number, locale: string, entry: Entry | undefined): void {
    if (this.#queued.has(key)) return;
    const interval = this.options.rebuildIntervalMs ?? FACET_COLUMN_REBUILD_INTERVAL_MS;
    if (entry && this.#now() - entry.builtAt < interval) return;
    this.#queued.add(key);
    this.#building = this.#building.then(async () => {
      const started = this.#now();
      try {
        const columns = await loadFacetColumns(this.db, channelId, locale);
        this.options.info?.(
          `Facet columns of ${key} read: ${columns.productIds.length} documents, ` +
            `${(columns.bytes / 1_048_576).toFixed(2)} MiB (of which the word index ` +
            `${((columns.words?.bytes ?? 0) / 1_048_576).toFixed(2)} MiB, ${columns.words?.lexemes.length ?? 0} ` +
            `lexemes), ${Math.round(this.#now() - started)} ms ` +
            `(documents version ${columns.version})`,
        );
        this.#entries.delete(key);
        this.#entries.set(key, { columns, stale: false, builtAt: started });
        const max = this.options.maxEntries ?? FACET_COLUMN_ENTRIES;
        const maxBytes = this.options.maxBytes ?? FACET_COLUMN_MAX_BYTES;
        const kept = () =>
          [...this.#entries.values()].reduce((sum, kept) => sum + (kept.columns?.bytes ?? 0), 0);
        for (const oldest of this.#entries.keys()) {
          if (oldest === key || (this.#entries.size <= max && kept() <= maxBytes)) break;
          this.#entries.delete(oldest);
        }
      } catch (error) {
        // Searches keep counting in SQL; the next one after the interval tries again.
        this.#entries.set(key, { columns: entry?.columns ?? null, stale: true, builtAt: started });
        this.options.log(
          `Reading the facet columns of ${key} failed: ${error instanceof Error ? error.message : error}`,
        );
      } finally {
        this.#queued.delete(key);
      }
    });
  }

  /** Waits for the reads started so far (the app's close, tests). */
  settle(): Promise<void> {
    return this.#building;
  }

  /** The columns kept now, by channel and locale (the bench's memory figure, tests). */
  entries(): Array<{ key: string; version: number; documents: number; bytes: number }> {
    return [...this.#entries].flatMap(([key, entry]) =>
      entry.columns
        ? [
            {
              key,
              version: entry.columns.version,
              documents: entry.columns.productIds.length,
              bytes: entry.columns.bytes,
            },
          ]
        : [],
    );
  }
}
