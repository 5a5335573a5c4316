import { parseArgs } from 'node:util';
import { HttpError, ViolationError } from '../http/http-error.ts';
import { findOrdersByNumber } from '../modules/orders/order-fulfilment.ts';
import { fulfilOrder } from '../modules/orders/order-state/index.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const ORDER_FULFIL_USAGE = `Usage: npm run order:fulfil -- --number <order number> [--channel <code>] [--data-dir <folder>]

Marks a placed order (state "new") as fulfilled and awards its customer's loyalty points, until the
back office exists.
  --number <number>    the order number, e.g. 000000042
  --channel <code>     the order's channel (needed when two channels have an order with this number)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's.`;

/** `npm run order:fulfil`: the shop owner fulfils an order by its number. */
export async function runOrderFulfilCommand(
  argv: string[],
  io: CommandIo,
): Promise<{ exitCode: number; loyaltyPointsAwarded?: number }> {
  let values: { number?: string; channel?: string; 'data-dir'?: string };
  let config;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { number: { type: 'string' }, channel: { type: 'string' }, 'data-dir': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
    if (!values.number?.trim()) throw new Error('--number is required');
    config = commandConfig(io, values['data-dir']);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${ORDER_FULFIL_USAGE}`);
    return { exitCode: 2 };
  }
  const number = values.number.trim();
  const channel = values.channel?.trim() || undefined;
  return withCommandDatabase(config, io, async (database) => {
    const found = await findOrdersByNumber(database.db, number, channel);
    if (found.length === 0) {
      io.error(`No order has the number ${number}.`);
      return { exitCode: 1 };
    }
    if (found.length > 1) {
      io.error(
        `Orders in several channels have the number ${number}: give --channel (${found.map((order) => order.channelCode).join(', ')}).`,
      );
      return { exitCode: 1 };
    }
    const [order] = found;
    if (!order) return { exitCode: 1 };
    try {
      const result = await fulfilOrder(database.db, {
        orderId: order.id,
        actor: { type: 'system', name: 'cli' },
        now: new Date(),
      });
      io.log(
        `Order ${number} (${order.channelCode}) fulfilled; ${result.loyaltyPointsAwarded} loyalty points awarded, ${result.reviewLinksSent} review links mailed.`,
      );
      return { exitCode: 0, loyaltyPointsAwarded: result.loyaltyPointsAwarded };
    } catch (error) {
      if (error instanceof HttpError) {
        io.error(
          error instanceof ViolationError
            ? error.violations.map((item) => item.message).join('\n')
            : error.message,
        );
        return { exitCode: 1 };
      }
      throw error;
    }
  });
}
