import type { ImportProblem } from '@shop/contracts';
import { z } from 'zod';
import { parseEuros } from '../format/shop-columns.ts';
import type { ImportedProduct, ImportedVariant } from './model.ts';
import { cellMessages } from './shop-csv.ts';
import type { FileSource } from './read-csv.ts';
import { readJsonItems } from './read-json.ts';

/** A euro amount: `"12.90"`, `"12,90"` or the number 12.9. */
const euros = z.union([z.string(), z.number()]);
const texts = z
  .object({
    name: z.string().optional(),
    slug: z.string().optional(),
    shortDescription: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    metaTitle: z.string().nullable().optional(),
    metaDescription: z.string().nullable().optional(),
  })
  .strict();
const variantSchema = z
  .object({
    code: z.string(),
    enabled: z.boolean().optional(),
    translations: z.record(z.string(), z.object({ name: z.string() }).strict()).optional(),
    options: z.record(z.string(), z.string()).optional(),
    gtin: z.string().nullable().optional(),
    tracked: z.boolean().optional(),
    maxQuantityPerOrder: z.number().int().min(1).nullable().optional(),
    prices: z
      .record(
        z.string(),
        z.object({ price: euros.nullable(), originalPrice: euros.nullable().optional() }).strict(),
      )
      .optional(),
    /** Units on hand: a number for a product without warehouses, else per warehouse code. */
    stock: z.union([z.number().int().min(0), z.record(z.string(), z.number().int().min(0))]).optional(),
  })
  .strict();
/** One product of our JSON format (docs/catalogue-format.md): the CSV's content, one object per product. */
export const jsonProductSchema = z
  .object({
    code: z.string(),
    enabled: z.boolean().optional(),
    mainCategory: z.string().nullable().optional(),
    categories: z.array(z.string()).optional(),
    channels: z.array(z.string()).optional(),
    requiresLogin: z.boolean().optional(),
    translations: z.record(z.string(), texts).optional(),
    attributes: z.record(z.string(), z.array(z.string())).optional(),
    images: z
      .array(z.object({ src: z.string(), alt: z.record(z.string(), z.string()).optional() }).strict())
      .optional(),
    variants: z.array(variantSchema),
  })
  .strict();
type JsonProduct = z.infer<typeof jsonProductSchema>;

function euroValue(value: string | number): number | null {
  return parseEuros(typeof value === 'number' ? String(value) : value);
}

function toProduct(item: JsonProduct, row: number, path: string): ImportedProduct {
  const problems: ImportProblem[] = [];
  const variants: ImportedVariant[] = item.variants.map((variant, index) => {
    const prices: NonNullable<ImportedVariant['prices']> = {};
    for (const [channel, price] of Object.entries(variant.prices ?? {})) {
      // No price in that channel (the export writes null there).
      if (price.price === null) continue;
      const amount = euroValue(price.price);
      const original =
        price.originalPrice === undefined || price.originalPrice === null
          ? null
          : euroValue(price.originalPrice);
      if (amount === null) {
        problems.push({
          row,
          column: `${path}.variants[${index}].prices.${channel}.price`,
          product: item.code,
          message: cellMessages.euros(String(price.price)),
        });
      } else if (price.originalPrice !== undefined && price.originalPrice !== null && original === null) {
        problems.push({
          row,
          column: `${path}.variants[${index}].prices.${channel}.originalPrice`,
          product: item.code,
          message: cellMessages.euros(String(price.originalPrice)),
        });
      } else prices[channel] = { price: amount, originalPrice: original };
    }
    return {
      row,
      code: variant.code,
      enabled: variant.enabled,
      gtin: variant.gtin,
      tracked: variant.tracked,
      maxPerOrder: variant.maxQuantityPerOrder,
      stock: typeof variant.stock === 'number' ? variant.stock : undefined,
      warehouseStock: typeof variant.stock === 'object' ? variant.stock : undefined,
      names:
        variant.translations &&
        Object.fromEntries(Object.entries(variant.translations).map(([locale, { name }]) => [locale, name])),
      options: variant.options,
      prices,
    };
  });
  return {
    code: item.code,
    row,
    lastRow: row,
    enabled: item.enabled,
    mainCategory: item.mainCategory,
    categories: item.categories,
    channels: item.channels,
    requiresLogin: item.requiresLogin,
    translations: item.translations ?? {},
    attributes: item.attributes,
    images: item.images?.map((image) => ({
      source: image.src,
      alt: image.alt ?? {},
      row,
      column: `${path}.images`,
    })),
    variants,
    columns: {
      code: `${path}.code`,
      mainCategory: `${path}.mainCategory`,
      categories: `${path}.categories`,
      channels: `${path}.channels`,
      variant: `${path}.variants[].code`,
      gtin: `${path}.variants[].gtin`,
      price: `${path}.variants[].prices`,
      originalPrice: `${path}.variants[].prices`,
      stock: `${path}.variants[].stock`,
      ...Object.fromEntries(
        Object.keys(item.translations ?? {}).flatMap((locale) => [
          [`name:${locale}`, `${path}.translations.${locale}.name`],
          [`slug:${locale}`, `${path}.translations.${locale}.slug`],
        ]),
      ),
      ...Object.fromEntries(
        Object.keys(item.attributes ?? {}).map((code) => [`attribute:${code}`, `${path}.attributes.${code}`]),
      ),
      ...Object.fromEntries(
        item.variants
          .flatMap((variant) => Object.keys(variant.options ?? {}))
          .map((code) => [`option:${code}`, `${path}.variants[].options.${code}`]),
      ),
    },
    problems,
  };
}

export type JsonItem = { product: ImportedProduct } | { problems: ImportProblem[]; row: number };

/**
 * The products of our JSON file `{"products": [...]}` (or a bare array), streamed one at a time (read-json.ts).
 * Rows are the item's index + 1; an item that does not have the format's shape is a problem with its JSON path,
 * never a failed file.
 */
export async function* readShopJson(source: FileSource): AsyncGenerator<JsonItem, void, undefined> {
  for await (const { index, path, value: item } of readJsonItems(source)) {
    const row = index + 1;
    const parsed = jsonProductSchema.safeParse(item);
    if (parsed.success) {
      yield { product: toProduct(parsed.data, row, path) };
      continue;
    }
    const code =
      typeof item === 'object' && item !== null && typeof (item as { code?: unknown }).code === 'string'
        ? (item as { code: string }).code
        : null;
    yield {
      row,
      problems: parsed.error.issues.map((issue) => ({
        row,
        column: [
          path,
          ...issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)),
        ].join(''),
        product: code,
        message: `This item does not have the shape of a product: ${issue.message}.`,
      })),
    };
  }
}
