import { UNKNOWN_LOCALE_MESSAGE, type Violation } from '@shop/contracts';
import type { Database } from '../../db/database.ts';
import { listLocaleCodes } from './service.ts';

/**
 * A violation for every translation in a locale the shop does not have (its texts could not be stored):
 * `groups` maps a property path ("translations", "values[0].translations") to the translations there.
 */
export async function unknownLocaleViolations(
  db: Database,
  groups: ReadonlyArray<readonly [string, object | undefined]>,
): Promise<Violation[]> {
  const known = new Set(await listLocaleCodes(db));
  return groups.flatMap(([path, translations]) =>
    Object.keys(translations ?? {})
      .filter((locale) => !known.has(locale))
      .map((locale) => ({ propertyPath: `${path}.${locale}`, message: UNKNOWN_LOCALE_MESSAGE })),
  );
}
