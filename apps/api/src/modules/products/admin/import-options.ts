import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  productOptions,
  productOptionTranslations,
  productOptionValues,
  productOptionValueTranslations,
} from '../../../db/schema/index.ts';

/**
 * Makes the options and option values a Shopify import brings, where the shop has none with their codes
 * (names in `locale`), and answers every value's id by option code and value code.
 */
export async function ensureImportOptions(
  tx: Database,
  options: ReadonlyArray<{
    code: string;
    name: string;
    values: ReadonlyArray<{ code: string; name: string }>;
  }>,
  locale: string,
): Promise<Map<string, Map<string, number>>> {
  const ids = new Map<string, Map<string, number>>();
  for (const option of options) {
    await tx
      .insert(productOptions)
      .values({ code: option.code })
      .onConflictDoNothing({ target: productOptions.code });
    const [row] = await tx
      .select({ id: productOptions.id })
      .from(productOptions)
      .where(eq(productOptions.code, option.code));
    if (!row) throw new Error(`The option ${option.code} was not made`);
    await tx
      .insert(productOptionTranslations)
      .values({ optionId: row.id, locale, name: option.name })
      .onConflictDoNothing();
    const values = new Map<string, number>();
    for (const [position, value] of option.values.entries()) {
      const [made] = await tx
        .insert(productOptionValues)
        .values({ optionId: row.id, code: value.code, position })
        .onConflictDoNothing({ target: productOptionValues.code })
        .returning({ id: productOptionValues.id });
      if (made) {
        await tx
          .insert(productOptionValueTranslations)
          .values({ optionValueId: made.id, locale, value: value.name });
        values.set(value.code, made.id);
        continue;
      }
      const [existing] = await tx
        .select({ id: productOptionValues.id, optionId: productOptionValues.optionId })
        .from(productOptionValues)
        .where(eq(productOptionValues.code, value.code));
      if (existing?.optionId === row.id) values.set(value.code, existing.id);
    }
    ids.set(option.code, values);
  }
  return ids;
}
