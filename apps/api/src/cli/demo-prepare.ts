// Entry point of a first start's heavy work (bundled to dist/demo-prepare.js): creating and migrating the
// database and, with DEMO_DATA, the demo shop's pictures and catalogue. The API runs it as a child process
// (src/demo/prepare-in-child.ts) so that the memory the work takes goes back to the system.
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ensureDemoData } from '../demo/index.ts';
import { createMediaStorage } from '../modules/media-storage/index.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    if (!config.demoData) return;
    const storage = createMediaStorage(config);
    try {
      await ensureDemoData({
        db: database.db,
        storage,
        log: (message) => logger.info(message),
        onlinePayment: config.stripe !== null,
      });
    } finally {
      storage.close?.();
    }
  } finally {
    await database.close();
  }
}

main().then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    console.error('Preparing the demo shop failed:', error);
    process.exitCode = 1;
  },
);
