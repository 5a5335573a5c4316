import type { CartItem } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { products, productVariants } from '../../db/schema/index.ts';
import { pickTranslation } from '../../i18n/pick-translation.ts';

interface Translated {
  locale: string;
}

/** What a cart line shows of its product and variant, in every locale, as the lines' statement reads it. */
export interface CartLineTextRows {
  productTexts: Array<Translated & { name: string; slug: string }> | null;
  image: { path: string; type: string } | null;
  variantNames: Array<Translated & { name: string }> | null;
  options: Array<{
    optionCode: string;
    code: string;
    optionNames: Array<Translated & { text: string }> | null;
    values: Array<Translated & { text: string }> | null;
  }> | null;
}

/**
 * Columns for the cart lines' select: the product's names and slugs, its first picture, the variant's names
 * and option values with their texts, each as JSON, so that the order view reads its lines with what they
 * show in one statement instead of five (docs/adr/0049).
 */
export const cartLineTextColumns = {
  productTexts: sql<CartLineTextRows['productTexts']>`(SELECT json_agg(json_build_object('locale', pt.locale,
      'name', pt.name, 'slug', pt.slug)) FROM product_translations pt WHERE pt.product_id = ${products.id})`,
  image: sql<CartLineTextRows['image']>`(SELECT json_build_object('path', pi.path, 'type', pi.type)
      FROM product_images pi WHERE pi.product_id = ${products.id} ORDER BY pi.position, pi.id LIMIT 1)`,
  variantNames: sql<CartLineTextRows['variantNames']>`(SELECT json_agg(json_build_object('locale', vt.locale,
      'name', vt.name)) FROM product_variant_translations vt WHERE vt.variant_id = ${productVariants.id})`,
  options: sql<CartLineTextRows['options']>`(SELECT json_agg(json_build_object('optionCode', o.code,
      'code', ov.code,
      'optionNames', (SELECT json_agg(json_build_object('locale', ot.locale, 'text', ot.name))
        FROM product_option_translations ot WHERE ot.option_id = o.id),
      'values', (SELECT json_agg(json_build_object('locale', vv.locale, 'text', vv.value))
        FROM product_option_value_translations vv WHERE vv.option_value_id = ov.id))
      ORDER BY o.position, o.id, ov.position, ov.id)
    FROM product_variant_option_values pvo
    JOIN product_option_values ov ON ov.id = pvo.option_value_id
    JOIN product_options o ON o.id = ov.option_id
    WHERE pvo.variant_id = ${productVariants.id})`,
};

/** A line's product name and slug, variant name, picture and option values in the preferred locale. */
export interface CartLineTexts {
  productName: string | null;
  productSlug: string | null;
  variantName: string | null;
  image: { path: string; type: string } | null;
  optionValues: CartItem['variant']['optionValues'];
}

/** Picks a line's texts in the preferred locale (else any, by locale code), as the catalogue does. */
export function pickCartLineTexts(
  rows: CartLineTextRows,
  localePreference: readonly string[],
): CartLineTexts {
  const product = pickTranslation(rows.productTexts ?? [], localePreference);
  return {
    productName: product?.name ?? null,
    productSlug: product?.slug ?? null,
    variantName: pickTranslation(rows.variantNames ?? [], localePreference)?.name ?? null,
    image: rows.image,
    optionValues: (rows.options ?? []).map((option) => ({
      optionCode: option.optionCode,
      optionName: pickTranslation(option.optionNames ?? [], localePreference)?.text ?? option.optionCode,
      code: option.code,
      value: pickTranslation(option.values ?? [], localePreference)?.text ?? option.code,
    })),
  };
}
