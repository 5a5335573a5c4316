import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { setVariantStock, StockChangeRefused } from '../modules/products/stock.ts';
import type { GenerateCommandIo } from './generate-command.ts';

export const STOCK_SET_USAGE = `Usage: npm run stock:set -- --variant <code> --quantity <n> [--data-dir <folder>]

Sets a variant's stock on hand. When its product comes back in stock, everyone who asked to be told
gets one email (queued; the API's job worker sends it).
  --variant <code>     the variant code (required)
  --quantity <n>       units on hand, 0 or more (required)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's. With the embedded database (no
DATABASE_URL) stop the API first: one process at a time may open the data folder.`;

/** `npm run stock:set`: the shop owner's stock count until the back office (issue 8). */
export async function runStockSetCommand(
  argv: string[],
  io: GenerateCommandIo,
): Promise<{ exitCode: number; notified?: number }> {
  let values: { variant?: string; quantity?: string; 'data-dir'?: string };
  let config;
  let quantity: number;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        variant: { type: 'string' },
        quantity: { type: 'string' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
    if (!values.variant?.trim()) throw new Error('--variant is required (the variant code)');
    quantity = Number(values.quantity);
    if (!values.quantity?.trim() || !Number.isInteger(quantity) || quantity < 0) {
      throw new Error('--quantity must be a whole number of 0 or more');
    }
    const dataDir = values['data-dir']?.trim();
    config = loadConfig({ ...io.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) }, io.cwd);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${STOCK_SET_USAGE}`);
    return { exitCode: 2 };
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const change = await setVariantStock(database.db, values.variant.trim(), quantity);
    io.log(
      `${values.variant.trim()}: ${change.onHand} on hand; ${change.productCode} is ${change.inStock ? 'in stock' : 'out of stock'}` +
        (change.notified > 0 ? `; ${change.notified} back-in-stock emails queued.` : '.'),
    );
    return { exitCode: 0, notified: change.notified };
  } catch (error) {
    if (error instanceof StockChangeRefused) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    throw error;
  } finally {
    await database.close();
  }
}
