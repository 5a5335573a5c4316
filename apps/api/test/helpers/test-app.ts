import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { TestDatabase } from './test-database.ts';

/** The real app on a test database (logging off). Build it after inserting fixtures: channels are cached. */
export async function createTestApp(
  database: TestDatabase,
  config: Partial<Config> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...database.config, ...config }, database: database.handle });
  await app.ready();
  return app;
}
