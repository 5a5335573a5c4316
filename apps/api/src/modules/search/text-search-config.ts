import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from './sql-rows.ts';

/** The stemming configuration wanted per locale; the others (and missing ones) use 'simple'. */
const WANTED: Record<string, string> = { lt: 'lithuanian', en: 'english', et: 'estonian', ru: 'russian' };

export interface TextSearchConfigs {
  /** The configuration for a locale that this server has. */
  forLocale(locale: string): string;
  /** Locale -> configuration for every locale with a stemming configuration (others are 'simple'). */
  entries(): Array<[string, string]>;
  /** True when the locale's words are stemmed by the server (else the query side strips endings). */
  stems(locale: string): boolean;
}

const cache = new WeakMap<Database, Promise<TextSearchConfigs>>();

/**
 * The text search configurations the server has. PostgreSQL 15 has no 'lithuanian' (snowball added it
 * in 16; PGlite is newer and has it), so Lithuanian falls back to 'simple' there and the query side
 * stems instead (see lithuanian-stem.ts). Looked up once per database handle.
 */
export function textSearchConfigs(db: Database): Promise<TextSearchConfigs> {
  let configs = cache.get(db);
  if (!configs) {
    configs = loadConfigs(db);
    cache.set(db, configs);
    configs.catch(() => cache.delete(db));
  }
  return configs;
}

async function loadConfigs(db: Database): Promise<TextSearchConfigs> {
  const rows = await queryRows<{ cfgname: string }>(
    db,
    sql`SELECT cfgname FROM pg_ts_config WHERE cfgname IN (${sql.join(
      Object.values(WANTED).map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  const present = new Set(rows.map((row) => row.cfgname));
  const available = Object.entries(WANTED).filter(([, name]) => present.has(name));
  const byLocale = new Map(available);
  return {
    forLocale: (locale) => byLocale.get(locale) ?? 'simple',
    entries: () => available,
    stems: (locale) => byLocale.has(locale),
  };
}
