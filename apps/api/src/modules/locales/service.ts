import type { Locale } from '@shop/contracts';
import { isKnownLocale } from '@shop/locale';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { locales } from '../../db/schema/index.ts';

/** The locales with the given codes, with their names, in the order of `codes` (a channel's order). */
export async function findLocales(db: Database, codes: readonly string[]): Promise<Locale[]> {
  const known = codes.filter(isKnownLocale);
  if (known.length === 0) return [];
  const rows = await db.select().from(locales).where(inArray(locales.code, known));
  const nameByCode = new Map(rows.map((row) => [row.code, row.name]));
  return known.flatMap((code) => {
    const name = nameByCode.get(code);
    return name === undefined ? [] : [{ code, name }];
  });
}

/** Every locale code the shop has (content may be written in these). */
export async function listLocaleCodes(db: Database): Promise<string[]> {
  const rows = await db.select({ code: locales.code }).from(locales);
  return rows.map((row) => row.code).sort();
}
