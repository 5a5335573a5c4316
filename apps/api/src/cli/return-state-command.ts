import { parseArgs } from 'node:util';
import { RETURN_STATES, type ReturnState } from '@shop/contracts/constants';
import { eq } from 'drizzle-orm';
import { channels, returns } from '../db/schema/index.ts';
import { HttpError, ViolationError } from '../http/http-error.ts';
import { changeReturnState } from '../modules/returns/return-service.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const RETURN_STATE_USAGE = `Usage: npm run return:state -- --number <return number> --to <state> [--refuse <item ids>] [--data-dir <folder>]

Moves a customer's return to another state, until the back office exists (docs/adr/0027-returns.md):
initiated -> requested | processed | cancelled; requested -> processed | cancelled;
processed -> money_returned | money_could_not_be_returned; money_could_not_be_returned -> money_returned |
fulfilled; money_returned -> fulfilled. The customer is mailed each change.
  --number <number>    the return number, e.g. R000000042-1
  --to <state>         ${RETURN_STATES.join(', ')}
  --refuse <ids>       with --to processed: comma-separated return item ids to refuse (the rest are accepted)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's.`;

function parseState(value: string | undefined): ReturnState {
  const state = RETURN_STATES.find((candidate) => candidate === value?.trim());
  if (!state) throw new Error(`--to must be one of ${RETURN_STATES.join(', ')}`);
  return state;
}

function parseIds(value: string | undefined): number[] {
  if (!value?.trim()) return [];
  return value.split(',').map((part) => {
    const id = Number(part.trim());
    if (!Number.isSafeInteger(id) || id < 1) throw new Error(`--refuse takes item ids, not "${part}"`);
    return id;
  });
}

/** `npm run return:state`: the shop owner moves a return along its states. */
export async function runReturnStateCommand(argv: string[], io: CommandIo): Promise<{ exitCode: number }> {
  let number: string;
  let to: ReturnState;
  let refused: number[];
  let config;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        number: { type: 'string' },
        to: { type: 'string' },
        refuse: { type: 'string' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    number = values.number?.trim() ?? '';
    if (!number) throw new Error('--number is required');
    to = parseState(values.to);
    refused = parseIds(values.refuse);
    config = commandConfig(io, values['data-dir']);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${RETURN_STATE_USAGE}`);
    return { exitCode: 2 };
  }
  return withCommandDatabase(config, io, async (database) => {
    const found = await database.db
      .select({ id: returns.id, channelCode: channels.code })
      .from(returns)
      .innerJoin(channels, eq(channels.id, returns.channelId))
      .where(eq(returns.number, number));
    if (found.length !== 1 || !found[0]) {
      io.error(
        found.length === 0
          ? `No return has the number ${number}.`
          : `Several returns have the number ${number}.`,
      );
      return { exitCode: 1 };
    }
    try {
      await changeReturnState(database.db, {
        returnId: found[0].id,
        to,
        refusedItemIds: refused,
        now: new Date(),
      });
      io.log(`Return ${number} (${found[0].channelCode}) is now ${to}.`);
      return { exitCode: 0 };
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
