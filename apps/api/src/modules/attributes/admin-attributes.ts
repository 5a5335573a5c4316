import {
  ATTRIBUTE_TRANSLATION_REQUIRED_MESSAGE,
  CODE_TAKEN_MESSAGE,
  SLUG_FROM_NAME_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  attributeInUseMessage,
  type AdminAttribute,
  type AdminAttributeInput,
  type AdminAttributePatch,
  type Violation,
} from '@shop/contracts';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attributes, attributeTranslations, attributeValues } from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';
import { slugFromName } from '../../i18n/slug-from-name.ts';
import { recordAudit } from '../admin/audit.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { countProductsWithAttributeValues } from '../products/catalogue-links.ts';
import { attributeByCode, changedFields, getAdminAttribute } from './admin-attribute-reads.ts';

/** The slug to store: the given one, else one made from the first name; a violation when none can be. */
function chosenSlug(
  given: string | undefined,
  translations: AdminAttributeInput['translations'],
  violations: Violation[],
): string {
  const firstName = Object.values(translations).find((text) => text !== undefined)?.name ?? '';
  const slug = given || slugFromName(firstName);
  if (!slug && Object.keys(translations).length > 0) {
    violations.push({ propertyPath: 'slug', message: SLUG_FROM_NAME_MESSAGE });
  }
  return slug;
}

async function slugTaken(db: Database, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(
      exceptId === null
        ? eq(attributes.slug, slug)
        : and(eq(attributes.slug, slug), ne(attributes.id, exceptId)),
    );
  return row !== undefined;
}

async function writeNames(
  tx: Database,
  attributeId: number,
  translations: AdminAttributeInput['translations'],
): Promise<void> {
  for (const [locale, text] of Object.entries(translations)) {
    if (!text) continue;
    await tx
      .insert(attributeTranslations)
      .values({ attributeId, locale, name: text.name })
      .onConflictDoUpdate({
        target: [attributeTranslations.attributeId, attributeTranslations.locale],
        set: { name: text.name },
      });
  }
}

/** POST /product-attributes: an attribute without values yet (they are added under /values). */
export async function createAttribute(
  db: Database,
  input: AdminAttributeInput,
  administratorId: number,
): Promise<AdminAttribute> {
  return db.transaction(async (tx) => {
    const violations: Violation[] = [];
    const [taken] = await tx
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.code, input.code));
    if (taken) violations.push({ propertyPath: 'code', message: CODE_TAKEN_MESSAGE });
    if (Object.keys(input.translations).length === 0) {
      violations.push({ propertyPath: 'translations', message: ATTRIBUTE_TRANSLATION_REQUIRED_MESSAGE });
    }
    violations.push(...(await unknownLocaleViolations(tx, [['translations', input.translations]])));
    const slug = chosenSlug(input.slug, input.translations, violations);
    if (slug && (await slugTaken(tx, slug, null))) {
      violations.push({ propertyPath: 'slug', message: SLUG_TAKEN_MESSAGE });
    }
    if (violations.length > 0) throw new ViolationError(violations);

    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(attributes);
    const [row] = await tx
      .insert(attributes)
      .values({
        code: input.code,
        slug,
        filterType: input.filterType,
        position: input.position ?? Number(total),
      })
      .returning({ id: attributes.id });
    await writeNames(tx, row?.id as number, input.translations);
    const saved = await getAdminAttribute(tx, input.code);
    await recordAudit(tx, {
      administratorId,
      action: 'productAttribute.create',
      subjectType: 'productAttribute',
      subjectId: input.code,
      summary: `Attribute ${input.code} created`,
      details: { after: { ...saved, values: undefined } },
    });
    return saved;
  });
}

/** PATCH /product-attributes/{code}: slug, filter type, position, names per locale. */
export async function updateAttribute(
  db: Database,
  code: string,
  patch: AdminAttributePatch,
  administratorId: number,
): Promise<AdminAttribute> {
  return db.transaction(async (tx) => {
    const row = await attributeByCode(tx, code, true);
    const before = await getAdminAttribute(tx, code);
    const violations: Violation[] = [];
    violations.push(...(await unknownLocaleViolations(tx, [['translations', patch.translations]])));
    let slug = row.slug;
    if (patch.slug !== undefined) {
      const names = { ...before.translations, ...patch.translations };
      slug = chosenSlug(patch.slug, names, violations);
      if (slug && (await slugTaken(tx, slug, row.id))) {
        violations.push({ propertyPath: 'slug', message: SLUG_TAKEN_MESSAGE });
      }
    }
    if (violations.length > 0) throw new ViolationError(violations);

    await tx
      .update(attributes)
      .set({
        slug,
        filterType: patch.filterType ?? row.filterType,
        position: patch.position ?? row.position,
      })
      .where(eq(attributes.id, row.id));
    await writeNames(tx, row.id, patch.translations ?? {});
    const saved = await getAdminAttribute(tx, code);
    await recordAudit(tx, {
      administratorId,
      action: 'productAttribute.update',
      subjectType: 'productAttribute',
      subjectId: code,
      summary: `Attribute ${code} changed`,
      details: changedFields({ ...before, values: [] }, { ...saved, values: [] }),
    });
    return saved;
  });
}

/** DELETE /product-attributes/{code}: refused while products carry any of its values. */
export async function deleteAttribute(db: Database, code: string, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await attributeByCode(tx, code, true);
    const before = await getAdminAttribute(tx, code);
    const valueIds = (
      await tx
        .select({ id: attributeValues.id })
        .from(attributeValues)
        .where(eq(attributeValues.attributeId, row.id))
    ).map((value) => value.id);
    const products = await countProductsWithAttributeValues(tx, valueIds);
    if (products > 0) {
      throw new ViolationError([
        { propertyPath: '', message: attributeInUseMessage(products), code: 'ATTRIBUTE_IN_USE' },
      ]);
    }
    await tx.delete(attributes).where(eq(attributes.id, row.id));
    await recordAudit(tx, {
      administratorId,
      action: 'productAttribute.delete',
      subjectType: 'productAttribute',
      subjectId: code,
      summary: `Attribute ${code} deleted`,
      details: { before },
    });
  });
}
