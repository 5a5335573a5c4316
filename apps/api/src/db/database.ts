import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** The Drizzle handle every module receives: PGlite (embedded) or node-postgres, same schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
