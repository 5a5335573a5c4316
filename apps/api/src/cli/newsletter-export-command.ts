import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { confirmedSubscribers, subscribersCsv } from '../modules/newsletter/service.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const NEWSLETTER_EXPORT_USAGE = `Usage: npm run newsletter:export -- [--channel <code>] [--out <file.csv>] [--data-dir <folder>]

Writes the confirmed newsletter subscribers (double opt-in done) as CSV: email, channel, locale,
confirmed_at, privacy_policy_accepted_at, terms_accepted_at.
  --channel <code>     only this channel's subscribers (default: every channel)
  --out <file.csv>     write to this file (default: standard output)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's.`;

/** `npm run newsletter:export`: the shop owner's list of confirmed subscribers. */
export async function runNewsletterExportCommand(
  argv: string[],
  io: CommandIo & { write: (text: string) => void },
): Promise<{ exitCode: number; count?: number }> {
  let values: { channel?: string; out?: string; 'data-dir'?: string };
  let config;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { channel: { type: 'string' }, out: { type: 'string' }, 'data-dir': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
    config = commandConfig(io, values['data-dir']);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${NEWSLETTER_EXPORT_USAGE}`);
    return { exitCode: 2 };
  }
  const channel = values.channel?.trim() || null;
  const out = values.out;
  return withCommandDatabase(config, io, async (database) => {
    const rows = await confirmedSubscribers(database.db, channel);
    const csv = subscribersCsv(rows);
    if (out) {
      const file = resolve(io.cwd, out);
      writeFileSync(file, csv, 'utf8');
      io.error(`${rows.length} confirmed subscribers written to ${file}`);
    } else {
      io.write(csv);
      io.error(`${rows.length} confirmed subscribers`);
    }
    return { exitCode: 0, count: rows.length };
  });
}
