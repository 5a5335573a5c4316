import { parseArgs } from 'node:util';

export interface GenerateArgs {
  products: number;
  seed: string | null;
  dataDir: string | null;
}

export const GENERATE_USAGE = `Usage: npm run demo:generate -- --products <N> [--seed <text>] [--data-dir <folder>]

Adds N generated products to the catalogue (after creating the demo shop when it is missing).
  --products <N>       how many products to add (a positive integer; required)
  --seed <text>        seed of the generator (default: the demo shop's seed)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: PostgreSQL when DATABASE_URL is set, else PGlite in the data folder.`;

/** 10 million products is far beyond anything a demo needs; larger numbers are surely a typo. */
const MAX_PRODUCTS = 10_000_000;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Parses the generator's command line; throws UsageError with a message saying what is wrong. */
export function parseGenerateArgs(argv: string[]): GenerateArgs {
  let values: { products?: string; seed?: string; 'data-dir'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        products: { type: 'string' },
        seed: { type: 'string' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const raw = values.products;
  if (raw === undefined) throw new UsageError('--products is required (how many products to add)');
  const products = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(products) || products < 1 || products > MAX_PRODUCTS) {
    throw new UsageError(`--products must be a positive integer up to ${MAX_PRODUCTS} (got "${raw}")`);
  }
  const seed = values.seed?.trim() || null;
  const dataDir = values['data-dir']?.trim() || null;
  return { products, seed, dataDir };
}
