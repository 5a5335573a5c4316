import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/** What a command-line tool is given: where it runs, where its output goes, and what it may borrow. */
export interface CommandIo {
  env: Record<string, string | undefined>;
  /** Relative paths in argv (--dir, --out, --data-dir) and DATA_DIR are resolved against this folder. */
  cwd: string;
  log: (message: string) => void;
  error: (message: string) => void;
  /** Raw text to standard output (a CSV); commands that print one need it. */
  write?: (text: string) => void;
  /**
   * Inside the running API (docs/adr/0045-cli-on-a-running-shop.md): its open database, which the command
   * uses and never closes, and its configuration (mail, JWT secret, storage), used instead of the
   * environment's. Both unset: the command opens the database of the configuration it loads.
   */
  database?: DatabaseHandle;
  config?: Config;
}

/**
 * The command's configuration: the API's when it runs inside the API, else loaded from the environment with
 * `--data-dir` as DATA_DIR. Throws ConfigError for a bad environment.
 */
export function commandConfig(io: CommandIo, dataDir?: string | null): Config {
  if (io.config) return io.config;
  const folder = dataDir?.trim();
  return loadConfig({ ...io.env, ...(folder ? { DATA_DIR: folder } : {}) }, io.cwd);
}

export { ConfigError };

/**
 * Runs `work` with the command's database: the borrowed one as it is (never closed here), else the
 * configuration's, opened, migrated and closed afterwards.
 */
export async function withCommandDatabase<T>(
  config: Config,
  io: CommandIo,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  if (io.database) return work(io.database);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}
