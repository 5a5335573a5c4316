import { parseArgs } from 'node:util';
import { setVariantStock, StockChangeRefused } from '../modules/products/stock.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const STOCK_SET_USAGE = `Usage: npm run stock:set -- --variant <code> --quantity <n> [--data-dir <folder>]

Sets a variant's stock on hand. When its product comes back in stock, everyone who asked to be told
gets one email (queued; the API's job worker sends it).
  --variant <code>     the variant code (required)
  --quantity <n>       units on hand, 0 or more (required)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's. Works while the shop runs: with the
embedded database the running API does the work.`;

/** `npm run stock:set`: the shop owner's stock count until the back office (issue 8). */
export async function runStockSetCommand(
  argv: string[],
  io: CommandIo,
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
    config = commandConfig(io, values['data-dir']);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${STOCK_SET_USAGE}`);
    return { exitCode: 2 };
  }
  const variant = values.variant.trim();
  return withCommandDatabase(config, io, async (database) => {
    const change = await setVariantStock(database.db, variant, quantity);
    io.log(
      `${variant}: ${change.onHand} on hand; ${change.productCode} is ${change.inStock ? 'in stock' : 'out of stock'}` +
        (change.notified > 0 ? `; ${change.notified} back-in-stock emails queued.` : '.'),
    );
    return { exitCode: 0, notified: change.notified };
  }).catch((error: unknown) => {
    if (error instanceof StockChangeRefused) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    throw error;
  });
}
