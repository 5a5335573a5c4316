import {
  CODE_TAKEN_MESSAGE,
  SLUG_FROM_NAME_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  VALUE_TRANSLATION_REQUIRED_MESSAGE,
  attributeValueInUseMessage,
  type AdminAttributeValue,
  type AdminAttributeValueInput,
  type AdminAttributeValuePatch,
  type Violation,
} from '@shop/contracts';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attributeValues, attributeValueTranslations } from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';
import { slugFromName } from '../../i18n/slug-from-name.ts';
import { recordAudit } from '../admin/audit.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { sanitizeMenuHtml } from '../menus/sanitize-menu-html.ts';
import { countProductsByAttributeValue } from '../products/catalogue-links.ts';
import {
  attributeByCode,
  attributeValueByCode,
  changedFields,
  getAdminAttributeValue,
  type AttributeValueRow,
} from './admin-attribute-reads.ts';

type ValueTexts = AdminAttributeValueInput['translations'];

export interface AttributeValueWriteResult {
  value: AdminAttributeValue;
  /** The value whose products' search documents (cards: badges, brand names) are outdated now. */
  touchedValueIds: number[];
}

/** Badge content is inline HTML: sanitised as the shop shows it. */
function sanitiseContent(html: string | null | undefined): string | null {
  return html ? sanitizeMenuHtml(html) || null : null;
}

async function slugOrViolation(
  db: Database,
  attributeId: number,
  exceptValueId: number | null,
  given: string | undefined,
  translations: ValueTexts,
  violations: Violation[],
): Promise<string> {
  const firstName = Object.values(translations).find((text) => text !== undefined)?.name ?? '';
  const slug = given || slugFromName(firstName);
  if (!slug) {
    violations.push({ propertyPath: 'slug', message: SLUG_FROM_NAME_MESSAGE });
    return slug;
  }
  const [taken] = await db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(
      and(
        eq(attributeValues.attributeId, attributeId),
        eq(attributeValues.slug, slug),
        exceptValueId === null ? undefined : ne(attributeValues.id, exceptValueId),
      ),
    );
  if (taken) violations.push({ propertyPath: 'slug', message: SLUG_TAKEN_MESSAGE });
  return slug;
}

/** Upserts texts per locale; an omitted display value keeps the current one ("true": show the name). */
async function writeTexts(
  tx: Database,
  valueId: number,
  translations: ValueTexts,
  current: AdminAttributeValue['translations'],
): Promise<void> {
  for (const [locale, text] of Object.entries(translations)) {
    if (!text) continue;
    const existing = current[locale as keyof typeof current];
    const values = {
      name: text.name,
      value: text.value || existing?.value || 'true',
      content: text.content === undefined ? (existing?.content ?? null) : sanitiseContent(text.content),
    };
    await tx
      .insert(attributeValueTranslations)
      .values({ attributeValueId: valueId, locale, ...values })
      .onConflictDoUpdate({
        target: [attributeValueTranslations.attributeValueId, attributeValueTranslations.locale],
        set: values,
      });
  }
}

/** The badge and display columns a body sets (omitted ones are left alone). */
function displayColumns(input: AdminAttributeValuePatch): Partial<AttributeValueRow> {
  const columns: Partial<AttributeValueRow> = {};
  if (input.numericValue !== undefined) columns.numericValue = input.numericValue;
  if (input.color !== undefined) columns.color = input.color;
  if (input.iconColor !== undefined) columns.iconColor = input.iconColor;
  if (input.backgroundColor !== undefined) columns.backgroundColor = input.backgroundColor;
  if (input.placements !== undefined) columns.placements = [...new Set(input.placements)];
  if (input.showInProductList !== undefined) columns.showInProductList = input.showInProductList;
  if (input.showInProductListOnImage !== undefined) {
    columns.showInProductListOnImage = input.showInProductListOnImage;
  }
  if (input.position !== undefined) columns.position = input.position;
  return columns;
}

/** POST /product-attributes/{code}/values: a value (a brand, a badge, an age...). */
export async function createAttributeValue(
  db: Database,
  attributeCode: string,
  input: AdminAttributeValueInput,
  administratorId: number,
): Promise<AdminAttributeValue> {
  return db.transaction(async (tx) => {
    const attribute = await attributeByCode(tx, attributeCode, true);
    const violations: Violation[] = [];
    const [taken] = await tx
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .where(and(eq(attributeValues.attributeId, attribute.id), eq(attributeValues.code, input.code)));
    if (taken) violations.push({ propertyPath: 'code', message: CODE_TAKEN_MESSAGE });
    if (Object.keys(input.translations).length === 0) {
      violations.push({ propertyPath: 'translations', message: VALUE_TRANSLATION_REQUIRED_MESSAGE });
    }
    violations.push(...(await unknownLocaleViolations(tx, [['translations', input.translations]])));
    const slug = await slugOrViolation(tx, attribute.id, null, input.slug, input.translations, violations);
    if (violations.length > 0) throw new ViolationError(violations);

    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, attribute.id));
    const [row] = await tx
      .insert(attributeValues)
      .values({
        position: Number(total),
        ...displayColumns(input),
        attributeId: attribute.id,
        code: input.code,
        slug,
      })
      .returning({ id: attributeValues.id });
    await writeTexts(tx, row?.id as number, input.translations, {});
    const saved = await getAdminAttributeValue(tx, attributeCode, input.code);
    await recordAudit(tx, {
      administratorId,
      action: 'productAttributeValue.create',
      subjectType: 'productAttributeValue',
      subjectId: `${attributeCode}/${input.code}`,
      summary: `Value ${input.code} of attribute ${attributeCode} created`,
      details: { after: saved },
    });
    return saved;
  });
}

/** PATCH /product-attributes/{code}/values/{valueCode}: texts, slug, badge colours and placements. */
export async function updateAttributeValue(
  db: Database,
  attributeCode: string,
  valueCode: string,
  patch: AdminAttributeValuePatch,
  administratorId: number,
): Promise<AttributeValueWriteResult> {
  return db.transaction(async (tx) => {
    const attribute = await attributeByCode(tx, attributeCode, true);
    const row = await attributeValueByCode(tx, attribute.id, valueCode);
    const before = await getAdminAttributeValue(tx, attributeCode, valueCode);
    const violations: Violation[] = [];
    violations.push(...(await unknownLocaleViolations(tx, [['translations', patch.translations]])));
    let slug = row.slug;
    if (patch.slug !== undefined) {
      const names = { ...before.translations, ...patch.translations } as ValueTexts;
      slug = await slugOrViolation(tx, attribute.id, row.id, patch.slug, names, violations);
    }
    if (violations.length > 0) throw new ViolationError(violations);

    await tx
      .update(attributeValues)
      .set({ ...displayColumns(patch), slug })
      .where(eq(attributeValues.id, row.id));
    await writeTexts(tx, row.id, patch.translations ?? {}, before.translations);
    const saved = await getAdminAttributeValue(tx, attributeCode, valueCode);
    const diff = changedFields({ ...before, productCount: 0 }, { ...saved, productCount: 0 });
    await recordAudit(tx, {
      administratorId,
      action: 'productAttributeValue.update',
      subjectType: 'productAttributeValue',
      subjectId: `${attributeCode}/${valueCode}`,
      summary: `Value ${valueCode} of attribute ${attributeCode} changed`,
      details: diff,
    });
    return { value: saved, touchedValueIds: Object.keys(diff.after).length > 0 ? [row.id] : [] };
  });
}

/** DELETE /product-attributes/{code}/values/{valueCode}: refused while products carry it. */
export async function deleteAttributeValue(
  db: Database,
  attributeCode: string,
  valueCode: string,
  administratorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const attribute = await attributeByCode(tx, attributeCode, true);
    const row = await attributeValueByCode(tx, attribute.id, valueCode);
    const products = (await countProductsByAttributeValue(tx, [row.id])).get(row.id) ?? 0;
    if (products > 0) {
      throw new ViolationError([
        { propertyPath: '', message: attributeValueInUseMessage(products), code: 'ATTRIBUTE_VALUE_IN_USE' },
      ]);
    }
    const before = await getAdminAttributeValue(tx, attributeCode, valueCode);
    await tx.delete(attributeValues).where(eq(attributeValues.id, row.id));
    await recordAudit(tx, {
      administratorId,
      action: 'productAttributeValue.delete',
      subjectType: 'productAttributeValue',
      subjectId: `${attributeCode}/${valueCode}`,
      summary: `Value ${valueCode} of attribute ${attributeCode} deleted`,
      details: { before },
    });
  });
}
