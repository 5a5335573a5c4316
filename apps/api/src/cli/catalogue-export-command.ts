import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { adminCatalogueExportQuerySchema, CATALOGUE_FORMATS } from '@shop/contracts';
import { ViolationError } from '../http/http-error.ts';
import { startCatalogueExport } from '../modules/catalogue-exchange/export/catalogue-export.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const CATALOGUE_EXPORT_USAGE = `Usage: npm run catalogue:export -- --out <file|-> [--format shop-csv|shop-json|shopify-csv]
       [--locale <code>] [--channel <code>] [--category <code>] [--brand <code>] [--enabled yes|no]
       [--stock in|out] [--search <text>] [--data-dir <folder>]

Writes the catalogue (docs/catalogue-format.md) as the back office's Export does: every product, or those
the filters select as the products table would.
  --out <file|->       the file to write (- for standard output) (required)
  --format <format>    shop-csv (default: one row per variant, every locale and channel), shop-json, or
                       shopify-csv (Shopify's product CSV: one locale, one channel's prices)
  --locale <code>      Shopify's file: the language of its texts (default: the default channel's)
  --channel <code>     Shopify's file: the channel of its prices (default: the default channel)
  --category <code>    only products in this category or its sub-categories
  --brand <code>       only products of this brand (a value code of the brand attribute)
  --enabled yes|no     only enabled, or only disabled, products
  --stock in|out       only products in stock, or only sold-out ones
  --search <text>      only products whose code or name contains the text
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's. Picture URLs start with PUBLIC_URL.`;

const YES_NO: Record<string, 'true' | 'false'> = { yes: 'true', no: 'false', true: 'true', false: 'false' };
const STOCK: Record<string, 'inStock' | 'soldOut'> = { in: 'inStock', out: 'soldOut' };

/** `npm run catalogue:export`: the catalogue to a file, read page by page as the API's export does. */
export async function runCatalogueExportCommand(
  argv: string[],
  io: CommandIo & { stdout?: Writable },
): Promise<{ exitCode: number; products?: number }> {
  let query;
  let config;
  let out: string;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string' },
        format: { type: 'string' },
        locale: { type: 'string' },
        channel: { type: 'string' },
        category: { type: 'string' },
        brand: { type: 'string' },
        enabled: { type: 'string' },
        stock: { type: 'string' },
        search: { type: 'string' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (!values.out?.trim()) throw new Error('--out is required (a file name, or - for standard output)');
    out = values.out.trim();
    const format = values.format?.trim() || 'shop-csv';
    if (!(CATALOGUE_FORMATS as readonly string[]).includes(format)) {
      throw new Error(`--format must be one of ${CATALOGUE_FORMATS.join(', ')}`);
    }
    const enabled = values.enabled === undefined ? undefined : YES_NO[values.enabled.trim().toLowerCase()];
    if (values.enabled !== undefined && !enabled) throw new Error('--enabled must be yes or no');
    const stock = values.stock === undefined ? undefined : STOCK[values.stock.trim().toLowerCase()];
    if (values.stock !== undefined && !stock) throw new Error('--stock must be in or out');
    const parsed = adminCatalogueExportQuerySchema.safeParse({
      format,
      locale: values.locale?.trim(),
      channel: values.channel?.trim(),
      taxon: values.category?.trim(),
      brand: values.brand?.trim(),
      search: values.search,
      enabled,
      stock,
    });
    if (!parsed.success) {
      const names: Record<string, string> = { taxon: 'category' };
      throw new Error(
        parsed.error.issues
          .map((issue) => `--${names[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`)
          .join('\n'),
      );
    }
    query = parsed.data;
    config = commandConfig(io, values['data-dir']);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${CATALOGUE_EXPORT_USAGE}`);
    return { exitCode: 2 };
  }

  return withCommandDatabase(config, io, async (database) => {
    const { format, locale, channel, ...filter } = query;
    let products = 0;
    let exported;
    try {
      exported = await startCatalogueExport(
        database.db,
        { format, filter, locale, channel },
        { publicUrl: config.publicUrl, defaultChannelCode: config.defaultChannelCode },
        { onBatch: (count) => (products += count) },
      );
    } catch (error) {
      if (error instanceof ViolationError) {
        io.error(error.violations.map((found) => `--${found.propertyPath}: ${found.message}`).join('\n'));
        return { exitCode: 1 };
      }
      throw error;
    }
    if (out === '-') {
      await pipeline(exported.stream, standardOutput(io), { end: false });
      io.error(`${products} products exported as ${format}`);
    } else {
      // Written beside the target and renamed into place: a failed export never leaves half a file.
      const file = resolve(io.cwd, out);
      const partial = `${file}.partial`;
      try {
        await pipeline(exported.stream, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      io.error(`${products} products exported as ${format} to ${file}`);
    }
    return { exitCode: 0, products };
  });
}

/**
 * Where `--out -` writes: the terminal's standard output, or inside the running API (ADR 0045) the tool's
 * output lines, which the tool that asked prints.
 */
function standardOutput(io: CommandIo & { stdout?: Writable }): Writable {
  if (io.stdout) return io.stdout;
  const write = io.write;
  // Alone, straight to the terminal with its back-pressure; inside the API, through the tool's socket.
  if (!write || !io.database) return process.stdout;
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      write(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      done();
    },
  });
}
