import { trackConnections, type HttpDrain } from '@shop/http-drain';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { serveShopCommands, type CommandService } from './cli/command-service.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataFolderInUseError } from './db/data-folder-claim.ts';
import { migrateDatabase } from './db/migrate.ts';
import { demoPreparationPending, ensureDemoData } from './demo/index.ts';
import { missingDemoImages } from './demo/images/demo-images.ts';
import { prepareDemoShopInChild } from './demo/prepare-in-child.ts';
import { jobHandlers } from './jobs/job-handlers.ts';
import { startJobWorker, type JobWorker } from './jobs/job-queue.ts';
import { handleShutdownSignals } from './lifecycle/shutdown.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMediaStorage, type MediaStorage } from './modules/media-storage/index.ts';

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // An operator's mistake, not a crash: the message names every bad variable; a stack adds nothing.
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = pino({ level: config.logLevel });
  // Filled in as start-up progresses; a signal during start-up closes whatever is open so far.
  const running: {
    app?: FastifyInstance;
    connections?: HttpDrain;
    database?: DatabaseHandle;
    worker?: JobWorker;
    mailer?: Mailer;
    storage?: MediaStorage;
    /** The demo shop's first-start work, while it runs. */
    demoChild?: ChildProcess;
    /** The command-line tools run on the embedded database's control socket. */
    commands?: CommandService;
  } = {};

  handleShutdownSignals({
    log: (message) => logger.info(message),
    // Stop accepting and answer every request in flight (docs/adr/0038-graceful-shutdown.md), then the
    // app's own close hooks, the job worker (its running job finishes), the mailer and the database. A
    // command-line tool running inside the API finishes first, like a request (docs/adr/0045); closing the
    // embedded database then releases its data folder (the control socket goes away).
    shutdown: async () => {
      running.demoChild?.kill('SIGTERM');
      await Promise.all([running.connections?.drain(), running.commands?.drain()]);
      await running.app?.close();
      running.storage?.close?.();
      await running.worker?.stop();
      running.mailer?.close();
      await running.database?.close();
    },
  });

  const storage = createMediaStorage(config);
  running.storage = storage;
  logger.info(`Media: ${storage.description}`);
  // A first start's heavy work (creating the embedded database, drawing the demo pictures, the demo catalogue)
  // runs in a child process, whose memory goes back to the system when it exits (docs/adr/0043-api-memory.md).
  const prepareInChild = async () => {
    logger.info('Preparing the database and the demo shop in a separate process...');
    await prepareDemoShopInChild({
      onStart: (child) => {
        running.demoChild = child;
      },
    });
    running.demoChild = undefined;
  };
  const newEmbeddedDatabase =
    config.databaseUrl === null && !existsSync(join(config.pgDataDir, 'PG_VERSION'));
  if (newEmbeddedDatabase || (config.demoData && (await missingDemoImages(storage)).length > 0)) {
    await prepareInChild();
  }
  const owner = `the shop API (pid ${process.pid}, port ${config.port})`;
  let database = await openDatabase(config, { owner });
  running.database = database;
  logger.info(`Database: ${database.kind === 'pglite' ? `PGlite in ${config.pgDataDir}` : 'PostgreSQL'}`);
  await migrateDatabase(database);
  if (config.demoData && (await demoPreparationPending(database.db, storage))) {
    // A new PostgreSQL database, or a first start cut short: the same work in a child. The embedded database
    // takes one process at a time, so this one lets go of it meanwhile.
    await database.close();
    running.database = undefined;
    await prepareInChild();
    database = await openDatabase(config, { owner });
    running.database = database;
  }
  if (database.kind === 'pglite' && database.claim) {
    running.commands = serveShopCommands({
      claim: database.claim,
      database,
      config,
      log: (message) => logger.info(message),
    });
  }

  if (config.demoData) {
    await ensureDemoData({
      db: database.db,
      storage,
      log: (message) => logger.info(message),
      onlinePayment: config.stripe !== null,
    });
  }

  const app = await buildApp({ config, database, logger, storage });
  running.app = app;
  running.connections = trackConnections(app.server);
  await app.listen({ port: config.port, host: config.host });
  logger.info(`Shop API listening on http://localhost:${config.port} (docs: /api/v2/docs)`);

  // Emails and other deferred work (jobs table), in this process, on the background connections (on
  // PostgreSQL a pool of their own, so a long job cannot take the connections shoppers' requests need).
  const mailer = createMailer(config);
  running.mailer = mailer;
  const backgroundDb = database.backgroundDb();
  running.worker = startJobWorker({
    db: backgroundDb,
    handlers: jobHandlers({
      db: backgroundDb,
      mailer,
      config,
      storage,
      log: (message) => logger.warn(message),
    }),
    log: (message) => logger.warn(message),
    intervalMs: 2_000,
    leaseMs: config.jobLeaseMs,
  });
}

main().catch((error: unknown) => {
  if (error instanceof DataFolderInUseError) {
    // Another API (or a tool) holds the embedded database: a message, not a stack trace.
    console.error(`Shop API cannot start: ${error.message}`);
    process.exit(1);
  }
  console.error('Shop API failed to start:', error);
  process.exit(1);
});
