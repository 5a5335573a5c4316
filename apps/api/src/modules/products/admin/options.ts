import {
  CODE_TAKEN_MESSAGE,
  DUPLICATE_VALUE_CODE_MESSAGE,
  OPTION_TRANSLATION_REQUIRED_MESSAGE,
  UNKNOWN_OPTION_MESSAGE,
  VALUE_TRANSLATION_REQUIRED_MESSAGE,
  optionInUseMessage,
  optionValueInUseMessage,
  type AdminOption,
  type AdminOptionInput,
  type AdminOptionPatch,
  type List,
  type Violation,
} from '@shop/contracts';
import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  productOptions,
  productOptionTranslations,
  productOptionValues,
  productOptionValueTranslations,
  productVariantOptionValues,
} from '../../../db/schema/index.ts';
import { notFound, ViolationError } from '../../../http/http-error.ts';
import { paginate, type PageRequest } from '../../../http/lists.ts';
import { recordAudit } from '../../admin/audit.ts';
import { unknownLocaleViolations } from '../../locales/locale-violations.ts';

/**
 * Product options (colour, size) and their values for the back office: texts per locale, the values
 * edited with their option in one body. A value a variant uses is never removed.
 */

type OptionValueInput = AdminOptionInput['values'][number];

async function loadOptions(db: Database, codes?: readonly string[]): Promise<AdminOption[]> {
  const optionRows = await db
    .select()
    .from(productOptions)
    .where(codes ? inArray(productOptions.code, [...codes]) : undefined)
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  if (optionRows.length === 0) return [];
  const optionIds = optionRows.map((row) => row.id);
  // One query after the other: inside a transaction they share one connection.
  const names = await db
    .select()
    .from(productOptionTranslations)
    .where(inArray(productOptionTranslations.optionId, optionIds));
  const values = await db
    .select()
    .from(productOptionValues)
    .where(inArray(productOptionValues.optionId, optionIds))
    .orderBy(asc(productOptionValues.position), asc(productOptionValues.id));
  const valueTexts =
    values.length === 0
      ? []
      : await db
          .select()
          .from(productOptionValueTranslations)
          .where(
            inArray(
              productOptionValueTranslations.optionValueId,
              values.map((value) => value.id),
            ),
          );
  return optionRows.map((option) => ({
    code: option.code,
    position: option.position,
    translations: Object.fromEntries(
      names.filter((row) => row.optionId === option.id).map((row) => [row.locale, { name: row.name }]),
    ),
    values: values
      .filter((value) => value.optionId === option.id)
      .map((value) => ({
        code: value.code,
        position: value.position,
        translations: Object.fromEntries(
          valueTexts
            .filter((row) => row.optionValueId === value.id)
            .map((row) => [row.locale, { value: row.value }]),
        ),
      })),
  }));
}

/** GET /product-options: by position, with their values. */
export async function listAdminOptions(db: Database, page: PageRequest): Promise<List<AdminOption>> {
  return paginate(await loadOptions(db), page);
}

/** GET /product-options/{code}; 404 for an unknown code. */
export async function getAdminOption(db: Database, code: string): Promise<AdminOption> {
  const [option] = await loadOptions(db, [code]);
  if (!option) throw notFound(UNKNOWN_OPTION_MESSAGE);
  return option;
}

/** Variants using each of these option values. */
async function variantCounts(db: Database, valueIds: readonly number[]): Promise<Map<number, number>> {
  if (valueIds.length === 0) return new Map();
  const rows = await db
    .select({ valueId: productVariantOptionValues.optionValueId, total: count() })
    .from(productVariantOptionValues)
    .where(inArray(productVariantOptionValues.optionValueId, [...valueIds]))
    .groupBy(productVariantOptionValues.optionValueId);
  return new Map(rows.map((row) => [row.valueId, Number(row.total)]));
}

/** Codes twice in the body, codes another option's values have, values without any text. */
async function valueViolations(
  db: Database,
  optionId: number | null,
  values: readonly OptionValueInput[],
): Promise<Violation[]> {
  const violations: Violation[] = await unknownLocaleViolations(
    db,
    values.map((value, index) => [`values[${index}].translations`, value.translations] as const),
  );
  const codes = values.map((value) => value.code);
  const elsewhere =
    codes.length === 0
      ? []
      : await db
          .select({ code: productOptionValues.code, optionId: productOptionValues.optionId })
          .from(productOptionValues)
          .where(inArray(productOptionValues.code, codes));
  const takenElsewhere = new Set(elsewhere.filter((row) => row.optionId !== optionId).map((row) => row.code));
  values.forEach((value, index) => {
    if (codes.indexOf(value.code) !== index) {
      violations.push({ propertyPath: `values[${index}].code`, message: DUPLICATE_VALUE_CODE_MESSAGE });
    } else if (takenElsewhere.has(value.code)) {
      violations.push({ propertyPath: `values[${index}].code`, message: CODE_TAKEN_MESSAGE });
    }
    if (Object.keys(value.translations).length === 0) {
      violations.push({
        propertyPath: `values[${index}].translations`,
        message: VALUE_TRANSLATION_REQUIRED_MESSAGE,
      });
    }
  });
  return violations;
}

async function writeOptionNames(
  tx: Database,
  optionId: number,
  translations: AdminOptionInput['translations'],
): Promise<void> {
  for (const [locale, text] of Object.entries(translations)) {
    if (!text) continue;
    await tx
      .insert(productOptionTranslations)
      .values({ optionId, locale, name: text.name })
      .onConflictDoUpdate({
        target: [productOptionTranslations.optionId, productOptionTranslations.locale],
        set: { name: text.name },
      });
  }
}

/** Inserts or updates the given values (their texts per locale replaced where given). */
async function writeValues(
  tx: Database,
  optionId: number,
  values: readonly OptionValueInput[],
): Promise<void> {
  const existing = new Map(
    (
      await tx
        .select({ id: productOptionValues.id, code: productOptionValues.code })
        .from(productOptionValues)
        .where(eq(productOptionValues.optionId, optionId))
    ).map((row) => [row.code, row.id]),
  );
  for (const [index, value] of values.entries()) {
    const position = value.position ?? index;
    let valueId = existing.get(value.code);
    if (valueId === undefined) {
      const [row] = await tx
        .insert(productOptionValues)
        .values({ optionId, code: value.code, position })
        .returning({ id: productOptionValues.id });
      valueId = row?.id as number;
    } else {
      await tx.update(productOptionValues).set({ position }).where(eq(productOptionValues.id, valueId));
    }
    for (const [locale, text] of Object.entries(value.translations)) {
      if (!text) continue;
      await tx
        .insert(productOptionValueTranslations)
        .values({ optionValueId: valueId, locale, value: text.value })
        .onConflictDoUpdate({
          target: [productOptionValueTranslations.optionValueId, productOptionValueTranslations.locale],
          set: { value: text.value },
        });
    }
  }
}

/** The fields that differ, before and after (the audit line's details). */
function changes(before: AdminOption | null, after: AdminOption): Record<string, unknown> {
  if (!before) return { after };
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of ['position', 'translations', 'values'] as const) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    diff.before[key] = before[key];
    diff.after[key] = after[key];
  }
  return diff;
}

/** POST /product-options: an option with its values. */
export async function createOption(
  db: Database,
  input: AdminOptionInput,
  administratorId: number,
): Promise<AdminOption> {
  return db.transaction(async (tx) => {
    const violations: Violation[] = [];
    const [taken] = await tx
      .select({ id: productOptions.id })
      .from(productOptions)
      .where(eq(productOptions.code, input.code));
    if (taken) violations.push({ propertyPath: 'code', message: CODE_TAKEN_MESSAGE });
    if (Object.keys(input.translations).length === 0) {
      violations.push({ propertyPath: 'translations', message: OPTION_TRANSLATION_REQUIRED_MESSAGE });
    }
    violations.push(...(await unknownLocaleViolations(tx, [['translations', input.translations]])));
    violations.push(...(await valueViolations(tx, null, input.values)));
    if (violations.length > 0) throw new ViolationError(violations);

    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(productOptions);
    const [row] = await tx
      .insert(productOptions)
      .values({ code: input.code, position: input.position ?? Number(total) })
      .returning({ id: productOptions.id });
    const optionId = row?.id as number;
    await writeOptionNames(tx, optionId, input.translations);
    await writeValues(tx, optionId, input.values);
    const saved = await getAdminOption(tx, input.code);
    await recordAudit(tx, {
      administratorId,
      action: 'productOption.create',
      subjectType: 'productOption',
      subjectId: input.code,
      summary: `Option ${input.code} created`,
      details: changes(null, saved),
    });
    return saved;
  });
}

/**
 * PATCH /product-options/{code}: texts and position; `values`, when given, is the whole list: values it
 * leaves out are removed unless variants use them (a violation per such value, with how many).
 */
export async function updateOption(
  db: Database,
  code: string,
  patch: AdminOptionPatch,
  administratorId: number,
): Promise<AdminOption> {
  return db.transaction(async (tx) => {
    const [option] = await tx
      .select()
      .from(productOptions)
      .where(eq(productOptions.code, code))
      .for('update');
    if (!option) throw notFound(UNKNOWN_OPTION_MESSAGE);
    const before = await getAdminOption(tx, code);
    const violations: Violation[] = [];
    violations.push(...(await unknownLocaleViolations(tx, [['translations', patch.translations]])));
    let removedIds: number[] = [];
    if (patch.values) {
      violations.push(...(await valueViolations(tx, option.id, patch.values)));
      const kept = new Set(patch.values.map((value) => value.code));
      const removed = (
        await tx
          .select({ id: productOptionValues.id, code: productOptionValues.code })
          .from(productOptionValues)
          .where(eq(productOptionValues.optionId, option.id))
      ).filter((value) => !kept.has(value.code));
      const used = await variantCounts(
        tx,
        removed.map((value) => value.id),
      );
      for (const value of removed) {
        const variants = used.get(value.id) ?? 0;
        if (variants > 0) {
          violations.push({ propertyPath: 'values', message: optionValueInUseMessage(value.code, variants) });
        }
      }
      removedIds = removed.map((value) => value.id);
    }
    if (violations.length > 0) throw new ViolationError(violations);

    if (patch.position !== undefined) {
      await tx
        .update(productOptions)
        .set({ position: patch.position })
        .where(eq(productOptions.id, option.id));
    }
    await writeOptionNames(tx, option.id, patch.translations ?? {});
    if (removedIds.length > 0) {
      await tx
        .delete(productOptionValues)
        .where(and(eq(productOptionValues.optionId, option.id), inArray(productOptionValues.id, removedIds)));
    }
    if (patch.values) await writeValues(tx, option.id, patch.values);
    const saved = await getAdminOption(tx, code);
    await recordAudit(tx, {
      administratorId,
      action: 'productOption.update',
      subjectType: 'productOption',
      subjectId: code,
      summary: `Option ${code} changed`,
      details: changes(before, saved),
    });
    return saved;
  });
}

/** DELETE /product-options/{code}: refused while variants use any of its values. */
export async function deleteOption(db: Database, code: string, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [option] = await tx
      .select()
      .from(productOptions)
      .where(eq(productOptions.code, code))
      .for('update');
    if (!option) throw notFound(UNKNOWN_OPTION_MESSAGE);
    const before = await getAdminOption(tx, code);
    const [used] = await tx
      .select({ total: countDistinct(productVariantOptionValues.variantId) })
      .from(productVariantOptionValues)
      .innerJoin(productOptionValues, eq(productOptionValues.id, productVariantOptionValues.optionValueId))
      .where(eq(productOptionValues.optionId, option.id));
    const variants = Number(used?.total ?? 0);
    if (variants > 0) {
      throw new ViolationError([
        { propertyPath: '', message: optionInUseMessage(variants), code: 'OPTION_IN_USE' },
      ]);
    }
    await tx.delete(productOptions).where(eq(productOptions.id, option.id));
    await recordAudit(tx, {
      administratorId,
      action: 'productOption.delete',
      subjectType: 'productOption',
      subjectId: code,
      summary: `Option ${code} deleted`,
      details: { before },
    });
  });
}
