import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import {
  addGeneratedProducts,
  DEMO_SEED,
  ensureDemoData,
  type GenerateProductsResult,
} from '../demo/index.ts';
import { createMediaStorage } from '../modules/media-storage/index.ts';
import { GENERATE_USAGE, parseGenerateArgs, UsageError } from './generate-args.ts';

export interface GenerateCommandIo {
  env: Record<string, string | undefined>;
  /** Relative --data-dir and DATA_DIR values are resolved against this folder. */
  cwd: string;
  log: (message: string) => void;
  error: (message: string) => void;
}

/**
 * The catalogue generator: opens the database like the API does (DATABASE_URL or PGlite in the data
 * folder), migrates it, makes sure the demo shop exists, then adds the requested number of products.
 * Returns the process exit code.
 */
export async function runGenerateCommand(
  argv: string[],
  io: GenerateCommandIo,
): Promise<{ exitCode: number; result?: GenerateProductsResult }> {
  let args;
  let config;
  try {
    args = parseGenerateArgs(argv);
    config = loadConfig({ ...io.env, ...(args.dataDir ? { DATA_DIR: args.dataDir } : {}) }, io.cwd);
  } catch (error) {
    if (error instanceof UsageError) {
      io.error(`${error.message}\n\n${GENERATE_USAGE}`);
      return { exitCode: 2 };
    }
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    throw error;
  }

  const database = await openDatabase(config);
  const storage = createMediaStorage(config);
  try {
    io.log(`Database: ${database.kind === 'pglite' ? `PGlite in ${config.pgDataDir}` : 'PostgreSQL'}`);
    await migrateDatabase(database);
    await ensureDemoData({
      db: database.db,
      storage,
      log: io.log,
      onlinePayment: config.stripe !== null,
    });
    const result = await addGeneratedProducts(database.db, {
      count: args.products,
      seed: args.seed ?? DEMO_SEED,
      log: io.log,
    });
    io.log(
      `Added ${result.added} products (${result.firstCode}…${result.lastCode}) in ${result.seconds.toFixed(1)} s: ` +
        `${Math.round(result.productsPerSecond)} products/s.`,
    );
    return { exitCode: 0, result };
  } finally {
    storage.close?.();
    await database.close();
  }
}
