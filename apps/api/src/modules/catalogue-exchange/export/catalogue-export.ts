import { Readable } from 'node:stream';
import { CATALOGUE_FORMAT_EXTENSIONS, type CatalogueFormat } from '@shop/contracts';
import type { Database } from '../../../db/database.ts';
import { violation } from '../../../http/http-error.ts';
import { slugFromName } from '../../../i18n/slug-from-name.ts';
import {
  exportProductPage,
  loadExportProducts,
  type ExportProduct,
} from '../../products/admin/export-reads.ts';
import {
  adminProductConditions,
  type AdminProductFilter,
} from '../../products/admin/product-admin-filter.ts';
import { loadExportContext, type ExportContext, type ExportSettings } from './export-context.ts';
import { shopCsvLayout } from './shop-csv.ts';
import { SHOP_JSON_FORMAT, SHOP_JSON_VERSION, shopJsonProductText } from './shop-json.ts';
import { SHOPIFY_HEADER, shopifyRowsOf } from './shopify-csv.ts';

/** Products read per page: one page's rows are in memory at a time, never the catalogue. */
export const EXPORT_BATCH_SIZE = 500;

export interface CatalogueExportRequest {
  format: CatalogueFormat;
  filter: AdminProductFilter;
  /** Shopify's file: the language of its texts (default: the default channel's). */
  locale?: string | undefined;
  /** Shopify's file: the channel of its prices (default: the default channel). */
  channel?: string | undefined;
}

export interface CatalogueExport {
  fileName: string;
  contentType: string;
  /** The file, produced as it is read: a slow reader slows the reading of products (back-pressure). */
  stream: Readable;
}

export interface ExportOptions {
  batchSize?: number;
  /** Told about each page of products as it is loaded (tests count them; the CLI reports progress). */
  onBatch?: (products: number) => void;
  /** A failure after the first bytes were sent: the file is cut short, so say why somewhere. */
  onError?: (error: Error) => void;
}

/**
 * The products the filter selects, page by page in id order (keyset pagination: each page asks for ids after
 * the last one), each page with everything its products carry. An async generator: a page is handed over only
 * when the consumer asks for more, so a slow client holds the export back instead of filling memory. One page
 * is read ahead while the consumer writes the current one (the database works while this process formats), so
 * at most two pages are in memory.
 */
export async function* exportedProducts(
  db: Database,
  filter: AdminProductFilter,
  options: ExportOptions = {},
): AsyncGenerator<ExportProduct[]> {
  const conditions = await adminProductConditions(db, filter);
  if (conditions === null) return;
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const read = async (afterId: number) => {
    const page = await exportProductPage(db, conditions, afterId, batchSize);
    return { page, products: await loadExportProducts(db, page) };
  };
  let next = read(0);
  for (;;) {
    const { page, products } = await next;
    if (page.length === 0) return;
    const more = page.length === batchSize;
    if (more) {
      next = read(page[page.length - 1]!.id);
      // Handled when awaited; until then a failure must not count as unhandled (the consumer may stop first).
      next.catch(() => {});
    }
    options.onBatch?.(products.length);
    yield products;
    if (!more) return;
  }
}

function fileNameOf(context: ExportContext, format: CatalogueFormat, now: Date): string {
  const shop = slugFromName(context.shopName) || 'shop';
  const kind = format === 'shopify-csv' ? 'shopify-products' : 'catalogue';
  return `${shop}-${kind}-${now.toISOString().slice(0, 10)}.${CATALOGUE_FORMAT_EXTENSIONS[format]}`;
}

/**
 * Starts an export: checks the request against the shop (an unknown locale or channel is a 422 naming the
 * parameter, before any byte is sent), then answers the file as a stream. CSVs are UTF-8 with a byte order mark
 * (Excel then reads the letters right), comma-separated, CRLF line ends (RFC 4180), quoted where needed.
 */
export async function startCatalogueExport(
  db: Database,
  request: CatalogueExportRequest,
  settings: ExportSettings & { now?: Date },
  options: ExportOptions = {},
): Promise<CatalogueExport> {
  const context = await loadExportContext(db, settings);
  const locale = request.locale ?? context.defaultChannel.defaultLocale;
  if (!context.locales.includes(locale)) {
    throw violation('locale', `The shop has no locale "${locale}". Known: ${context.locales.join(', ')}.`);
  }
  const channel = request.channel
    ? context.channels.find((candidate) => candidate.code === request.channel)
    : context.defaultChannel;
  if (!channel) {
    throw violation(
      'channel',
      `The shop has no channel "${request.channel}". Known: ${context.channels.map((known) => known.code).join(', ')}.`,
    );
  }
  const fileName = fileNameOf(context, request.format, settings.now ?? new Date());
  const batches = exportedProducts(db, request.filter, options);

  if (request.format === 'shop-json') {
    async function* json(): AsyncGenerator<string> {
      yield `{"format":${JSON.stringify(SHOP_JSON_FORMAT)},"version":${SHOP_JSON_VERSION},"products":[`;
      let separator = '\n';
      for await (const products of batches) {
        const pieces = new ChunkCollector();
        for (const product of products) {
          const chunk = pieces.add(`${separator}${shopJsonProductText(product, context)}`);
          if (chunk) yield chunk;
          separator = ',\n';
        }
        const rest = pieces.rest();
        if (rest) yield rest;
      }
      yield '\n]}\n';
    }
    return {
      fileName,
      contentType: 'application/json; charset=utf-8',
      stream: Readable.from(json(), { objectMode: false }),
    };
  }

  let header: readonly string[];
  let rowsOf: (product: ExportProduct) => string[][];
  if (request.format === 'shopify-csv') {
    header = SHOPIFY_HEADER;
    rowsOf = (product) => shopifyRowsOf(product, context, { locale, channelId: channel.id });
  } else {
    const layout = shopCsvLayout(context);
    header = layout.header;
    rowsOf = layout.rowsOf;
  }
  // Chunks of many rows (ChunkCollector), not one per row: a stream step per row cost more than reading the rows
  // (docs/adr/0047-catalogue-export.md, "Speed").
  async function* chunks(): AsyncGenerator<string> {
    yield `${CSV_BOM}${csvLine(header)}`;
    for await (const products of batches) {
      const lines = new ChunkCollector();
      for (const product of products) {
        for (const row of rowsOf(product)) {
          const chunk = lines.add(csvLine(row));
          if (chunk) yield chunk;
        }
      }
      const rest = lines.rest();
      if (rest) yield rest;
    }
  }
  const csv = Readable.from(chunks(), { objectMode: false });
  csv.on('error', (error) => options.onError?.(error));
  return { fileName, contentType: 'text/csv; charset=utf-8', stream: csv };
}

/** Characters per chunk handed to the stream (about 64 KB of text). */
const CHUNK_CHARACTERS = 64 * 1024;

/**
 * Collects a page's lines into chunks of about CHUNK_CHARACTERS, each joined once. A chunk per line cost a stream
 * step per line; a chunk per page (megabytes) made strings and buffers too large for V8's young generation, so
 * each page outlived several collections and went through the expensive old-space ones
 * (docs/adr/0047-catalogue-export.md, "Speed").
 */
class ChunkCollector {
  private lines: string[] = [];
  private characters = 0;

  /** Adds a line; returns a chunk when enough has been collected. */
  add(line: string): string | null {
    this.lines.push(line);
    this.characters += line.length;
    return this.characters >= CHUNK_CHARACTERS ? this.rest() : null;
  }

  /** What has been collected since the last chunk ('' when nothing). */
  rest(): string {
    const chunk = this.lines.join('');
    this.lines = [];
    this.characters = 0;
    return chunk;
  }
}

const CSV_BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;

/**
 * One CSV record with its CRLF (RFC 4180): a cell with a comma, a quote or a line break is quoted, its quotes
 * doubled; other cells as they are. Written here rather than by csv-stringify: its per-cell option handling cost
 * more than the rest of a row, and with a record delimiter given it left cells with a bare line break (HTML
 * descriptions) unquoted, which split them into broken records (docs/adr/0047-catalogue-export.md, "Speed").
 */
export function csvLine(cells: readonly string[]): string {
  const quoted = new Array<string>(cells.length);
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index]!;
    quoted[index] = NEEDS_QUOTES.test(cell) ? `"${cell.replace(QUOTES, '""')}"` : cell;
  }
  return `${quoted.join(',')}\r\n`;
}
