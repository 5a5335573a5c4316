import {
  contrastRatio,
  PROMOTION_CHANNELS_MESSAGE,
  PROMOTION_COLOR_MESSAGE,
  PROMOTION_CONTRAST_MESSAGE,
  SALE_DATES_MESSAGE,
  SALE_LABEL_MESSAGE,
  PROMOTION_SCOPE_MESSAGE,
  UNKNOWN_BRAND_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  UNKNOWN_PRODUCT_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  type AdminCataloguePromotionInput,
  type Violation,
} from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attributes, attributeValues, channels, locales, products, taxons } from '../../db/schema/index.ts';

/** Everything a sale is made of, as the request gives it (a PATCH merged over the saved one). */
export type PromotionDraft = Omit<AdminCataloguePromotionInput, 'code'>;

/** A draft with its codes turned into ids, ready to be written. */
export interface ResolvedPromotion {
  channelIds: number[];
  productIds: number[];
  taxonIds: number[];
  attributeValueIds: number[];
  labels: Array<{ locale: string; label: string }>;
}

/** Ids by code of the given codes; a violation per unknown one, naming it, at `path[index]`. */
async function idsByCode(
  codes: readonly string[],
  load: (codes: string[]) => Promise<Array<{ id: number; code: string }>>,
  path: string,
  message: string,
  violations: Violation[],
): Promise<number[]> {
  if (codes.length === 0) return [];
  const found = new Map((await load([...new Set(codes)])).map((row) => [row.code, row.id]));
  const ids: number[] = [];
  codes.forEach((code, index) => {
    const id = found.get(code);
    if (id === undefined)
      violations.push({ propertyPath: `${path}[${index}]`, message: `${message} ("${code}")` });
    else ids.push(id);
  });
  return [...new Set(ids)];
}

/**
 * Checks a sale and resolves its codes; collects every problem (unknown products, categories, brands,
 * channels and languages by name, the dates' order, no scope, no channel, no label, unreadable badge
 * colours) and throws them together (the form shows them all at once).
 */
export async function resolvePromotion(
  db: Database,
  draft: PromotionDraft,
  violations: Violation[],
): Promise<ResolvedPromotion> {
  const [productIds, taxonIds, attributeValueIds, channelIds] = await Promise.all([
    idsByCode(
      draft.scopes.products,
      (codes) =>
        db
          .select({ id: products.id, code: products.code })
          .from(products)
          .where(inArray(products.code, codes)),
      'scopes.products',
      UNKNOWN_PRODUCT_MESSAGE,
      violations,
    ),
    idsByCode(
      draft.scopes.taxons,
      (codes) =>
        db.select({ id: taxons.id, code: taxons.code }).from(taxons).where(inArray(taxons.code, codes)),
      'scopes.taxons',
      UNKNOWN_TAXON_MESSAGE,
      violations,
    ),
    idsByCode(
      draft.scopes.brands,
      (codes) =>
        db
          .select({ id: attributeValues.id, code: attributeValues.code })
          .from(attributeValues)
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(and(eq(attributes.code, 'brand'), inArray(attributeValues.code, codes))),
      'scopes.brands',
      UNKNOWN_BRAND_MESSAGE,
      violations,
    ),
    idsByCode(
      draft.channels,
      (codes) =>
        db
          .select({ id: channels.id, code: channels.code })
          .from(channels)
          .where(inArray(channels.code, codes)),
      'channels',
      UNKNOWN_CHANNEL_MESSAGE,
      violations,
    ),
  ]);
  const scopeCount = draft.scopes.products.length + draft.scopes.taxons.length + draft.scopes.brands.length;
  if (scopeCount === 0) violations.push({ propertyPath: 'scopes', message: PROMOTION_SCOPE_MESSAGE });
  if (draft.channels.length === 0)
    violations.push({ propertyPath: 'channels', message: PROMOTION_CHANNELS_MESSAGE });
  if (draft.startsAt && draft.endsAt && Date.parse(draft.endsAt) <= Date.parse(draft.startsAt)) {
    violations.push({ propertyPath: 'endsAt', message: SALE_DATES_MESSAGE });
  }

  const knownLocales = new Set(
    (await db.select({ code: locales.code }).from(locales)).map((row) => row.code),
  );
  const labels: ResolvedPromotion['labels'] = [];
  for (const [locale, text] of Object.entries(draft.translations)) {
    if (!text) continue;
    if (!knownLocales.has(locale)) {
      violations.push({ propertyPath: `translations.${locale}`, message: UNKNOWN_LOCALE_MESSAGE });
    } else if (text.label !== '') labels.push({ locale, label: text.label });
  }
  if (labels.length === 0 && !violations.some((v) => v.propertyPath.startsWith('translations'))) {
    violations.push({ propertyPath: 'translations', message: SALE_LABEL_MESSAGE });
  }

  const { backgroundColor, color } = draft;
  if ((backgroundColor === null) !== (color === null)) {
    violations.push({
      propertyPath: backgroundColor === null ? 'backgroundColor' : 'color',
      message: PROMOTION_COLOR_MESSAGE,
    });
  } else if (backgroundColor !== null && color !== null && contrastRatio(backgroundColor, color) < 4.5) {
    violations.push({ propertyPath: 'color', message: PROMOTION_CONTRAST_MESSAGE });
  }
  return { channelIds, productIds, taxonIds, attributeValueIds, labels };
}
