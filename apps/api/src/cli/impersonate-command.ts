import { userInfo } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ImpersonationRefused,
  impersonationUrl,
  mintImpersonationToken,
} from '../modules/auth/impersonation.ts';
import { resolveJwtSecret } from '../modules/auth/jwt-secret.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const IMPERSONATE_USAGE = `Usage: npm run impersonate -- --email <address> [--channel <code>] [--by <name>] [--data-dir <folder>]

Prints a storefront URL that signs the browser in as the customer for 15 minutes (?x-auth=…).
  --email <address>    the customer's account email (required)
  --channel <code>     the channel to sign in to (default: DEFAULT_CHANNEL_CODE)
  --by <name>          who impersonates, recorded in the token (default: cli:<system user>)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database and JWT secret are the API's: DATABASE_URL/JWT_SECRET, else the data folder's.`;

interface ImpersonateArgs {
  email: string;
  channel: string | null;
  by: string | null;
  dataDir: string | null;
}

class UsageError extends Error {}

function parseImpersonateArgs(argv: string[]): ImpersonateArgs {
  let values: { email?: string; channel?: string; by?: string; 'data-dir'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        channel: { type: 'string' },
        by: { type: 'string' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const email = values.email?.trim();
  if (!email) throw new UsageError('--email is required (the customer to sign in as)');
  return {
    email,
    channel: values.channel?.trim() || null,
    by: values.by?.trim() || null,
    dataDir: values['data-dir']?.trim() || null,
  };
}

/**
 * `npm run impersonate`: mints an impersonation token for a customer (modules/auth/impersonation.ts) and
 * prints the storefront URL carrying it. Returns the exit code and, for tests, the URL.
 */
export async function runImpersonateCommand(
  argv: string[],
  io: CommandIo,
): Promise<{ exitCode: number; url?: string }> {
  let args;
  let config;
  try {
    args = parseImpersonateArgs(argv);
    config = commandConfig(io, args.dataDir);
  } catch (error) {
    if (error instanceof UsageError) {
      io.error(`${error.message}\n\n${IMPERSONATE_USAGE}`);
      return { exitCode: 2 };
    }
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    throw error;
  }
  const channelCode = args.channel ?? config.defaultChannelCode;
  const storefrontUrl = config.storefrontUrls[channelCode];
  if (!storefrontUrl) {
    io.error(`No STOREFRONT_URLS entry for channel "${channelCode}"`);
    return { exitCode: 1 };
  }
  const secret = await resolveJwtSecret(config.jwtSecret, join(config.dataDir, 'jwt-secret'), io.error);
  return withCommandDatabase(config, io, async (database) => {
    const minted = await mintImpersonationToken(database.db, {
      secret,
      email: args.email,
      channelCode,
      impersonatedBy: args.by ?? `cli:${userInfo().username}`,
    });
    const url = impersonationUrl(storefrontUrl, { token: minted.token });
    io.error(`Signs in as ${args.email} in ${channelCode} until ${minted.expiresAt.toISOString()}:`);
    io.log(url);
    return { exitCode: 0, url };
  }).catch((error: unknown) => {
    if (error instanceof ImpersonationRefused) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    throw error;
  });
}
