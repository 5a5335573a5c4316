import { parseArgs } from 'node:util';
import { findOrderIdByNumber } from '../modules/orders/ordered-products.ts';
import { createReviewLinksForOrder } from '../modules/reviews/service.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const REVIEW_LINKS_USAGE = `Usage: npm run review-links -- --order <number> [--data-dir <folder>]

Creates the review links of a placed order (one per product it bought, valid 60 days) and queues the
mail that sends them to the order's email in its language; the API's job worker sends it. Products that
already have a link from this order get none again.
  --order <number>     the order number (required)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's. Works while the shop runs: with the
embedded database the running API does the work.`;

/** `npm run review-links`: review links for an order until fulfilment in the back office sends them. */
export async function runReviewLinksCommand(
  argv: string[],
  io: CommandIo,
): Promise<{ exitCode: number; links?: number }> {
  let values: { order?: string; 'data-dir'?: string };
  let config;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { order: { type: 'string' }, 'data-dir': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
    if (!values.order?.trim()) throw new Error('--order is required (the order number)');
    config = commandConfig(io, values['data-dir']);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${REVIEW_LINKS_USAGE}`);
    return { exitCode: 2 };
  }
  const number = values.order.trim();
  return withCommandDatabase(config, io, async (database) => {
    const orderId = await findOrderIdByNumber(database.db, number);
    if (orderId === null) {
      io.error(`There is no order with the number "${number}".`);
      return { exitCode: 1 };
    }
    const links = await createReviewLinksForOrder(database.db, orderId, new Date());
    io.log(
      links.length > 0
        ? `${links.length} review links of order ${number} created; the API mails them.`
        : `Order ${number} has no product without a review link (or no email, or it is not placed).`,
    );
    return { exitCode: 0, links: links.length };
  });
}
