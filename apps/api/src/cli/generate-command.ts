import {
  addGeneratedProducts,
  DEMO_SEED,
  ensureDemoData,
  type GenerateProductsResult,
} from '../demo/index.ts';
import { createMediaStorage } from '../modules/media-storage/index.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';
import { GENERATE_USAGE, parseGenerateArgs, UsageError } from './generate-args.ts';

/** The commands' io, named after the first command (kept for the commands that import it by this name). */
export type GenerateCommandIo = CommandIo;

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
    config = commandConfig(io, args.dataDir);
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

  const products = args.products;
  const seed = args.seed ?? DEMO_SEED;
  const storage = createMediaStorage(config);
  try {
    return await withCommandDatabase(config, io, async (database) => {
      io.log(
        `Database: ${database.kind === 'pglite' ? `PGlite in ${config.pgDataDir}` : 'PostgreSQL'}${io.database ? " (the running API's)" : ''}`,
      );
      await ensureDemoData({
        db: database.db,
        storage,
        log: io.log,
        onlinePayment: config.stripe !== null,
      });
      const result = await addGeneratedProducts(database.db, { count: products, seed, log: io.log });
      io.log(
        `Added ${result.added} products (${result.firstCode}…${result.lastCode}) in ${result.seconds.toFixed(1)} s: ` +
          `${Math.round(result.productsPerSecond)} products/s.`,
      );
      return { exitCode: 0, result };
    });
  } finally {
    storage.close?.();
  }
}
