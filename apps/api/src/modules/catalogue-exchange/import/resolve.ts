import { catalogueCodeSchema, slugSchema, type ImportProblem } from '@shop/contracts';
import type { ImportProductState, ImportTexts } from '../../products/admin/import-state.ts';
import {
  productChanges,
  type ImportProductWrite,
  type ImportVariantWrite,
} from '../../products/admin/import-changes.ts';
import { sanitizePageHtml } from '../../pages/sanitize-page-html.ts';
import {
  ATTRIBUTE_PREFIX,
  CATEGORY_PATH_SEPARATOR,
  OPTION_PREFIX,
  PRODUCT_COLUMN,
} from '../format/shop-columns.ts';
import type { ImportedProduct, ImportedTexts } from './model.ts';
import { col, resolveVariant } from './resolve-variant.ts';
import { languageName, type ShopStructure } from './structure.ts';

export type Outcome = 'new' | 'updated' | 'unchanged' | 'failed';

/** What the file knows across products: SKUs met so far (row), slugs per locale (product). */
export interface FileMemory {
  skus: Map<string, number>;
  slugs: Map<string, string>;
}

export function newFileMemory(): FileMemory {
  return { skus: new Map(), slugs: new Map() };
}

/** Where a problem of each field is reported (our column names; the Shopify reader overrides them). */
export interface ResolveContext {
  structure: ShopStructure;
  state: ImportProductState | null;
  /** SKU → product code owning it in the shop. */
  skuOwners: Map<string, string>;
  memory: FileMemory;
  /** Slug owner by `locale:slug` among the shop's other products (null: free); asked only for new slugs. */
  slugOwner: (
    locale: string,
    slug: string,
    channelIds: number[],
    productId: number | null,
  ) => Promise<string | null>;
}

export interface Resolution {
  outcome: Outcome;
  problems: ImportProblem[];
  /** The product as the import leaves it (null when it failed); pictures are added by the caller. */
  write: ImportProductWrite | null;
  /** New picture sources (not on the product yet), in order. */
  newPictures: ImportedProduct['images'];
}

type TextKey = 'shortDescription' | 'description' | 'metaTitle' | 'metaDescription';

function resolveCategory(structure: ShopStructure, path: string): number | undefined {
  return path.includes(CATEGORY_PATH_SEPARATOR)
    ? structure.taxonByPath.get(path)
    : structure.taxonByCode.get(path);
}

/**
 * Checks one product of a file against the shop's structure and its current state, and builds what writing it
 * means. Every problem has its row, column and product; a product with any problem is not written.
 */
export async function resolveProduct(product: ImportedProduct, context: ResolveContext): Promise<Resolution> {
  const { structure, state, memory } = context;
  const problems: ImportProblem[] = [...product.problems];
  const problem = (row: number, column: string | null, message: string) =>
    problems.push({ row, column, product: product.code, message });
  const first = product.row;

  if (!catalogueCodeSchema.safeParse(product.code).success) {
    problem(
      first,
      col(product, 'code', PRODUCT_COLUMN.code),
      `The product code "${product.code}" may hold only letters, digits, dashes and underscores (up to 64).`,
    );
  }
  if (state?.isBundle) {
    problem(
      first,
      col(product, 'code', PRODUCT_COLUMN.code),
      `The product "${product.code}" is a bundle: bundles are changed in the back office, not by import.`,
    );
  }

  // Categories.
  let mainTaxonId = state?.mainTaxonId ?? null;
  if (product.mainCategory !== undefined) {
    mainTaxonId = null;
    if (product.mainCategory !== null) {
      const id = resolveCategory(structure, product.mainCategory);
      if (id === undefined)
        problem(
          first,
          col(product, 'mainCategory', PRODUCT_COLUMN.mainCategory),
          `There is no category with the code path "${product.mainCategory}".`,
        );
      else mainTaxonId = id;
    }
  }
  let taxonIds = state ? [...state.taxonIds] : [];
  if (product.categories !== undefined) {
    taxonIds = [];
    for (const path of product.categories) {
      const id = resolveCategory(structure, path);
      if (id === undefined)
        problem(
          first,
          col(product, 'categories', PRODUCT_COLUMN.categories),
          `There is no category with the code path "${path}".`,
        );
      else if (!taxonIds.includes(id)) taxonIds.push(id);
    }
  }
  if (mainTaxonId !== null && !taxonIds.includes(mainTaxonId)) taxonIds.push(mainTaxonId);

  // Channels.
  let channelIds = state ? [...state.channelIds] : [...structure.allChannelIds];
  if (product.channels !== undefined) {
    channelIds = [];
    for (const code of product.channels) {
      const id = structure.channels.get(code);
      if (id === undefined)
        problem(
          first,
          col(product, 'channels', PRODUCT_COLUMN.channels),
          `There is no channel with the code "${code}".`,
        );
      else if (!channelIds.includes(id)) channelIds.push(id);
    }
  }
  channelIds.sort((a, b) => a - b);

  // Attributes: the values of the attributes the file names replace theirs; the others stay.
  let attributeValueIds = state ? [...state.attributeValueIds] : [];
  if (product.attributes) {
    const named = new Set<number>();
    const given: number[] = [];
    for (const [attributeCode, valueCodes] of Object.entries(product.attributes)) {
      const column = col(product, `attribute:${attributeCode}`, `${ATTRIBUTE_PREFIX}:${attributeCode}`);
      const attribute = structure.attributes.get(attributeCode);
      if (!attribute) {
        problem(first, column, `There is no attribute with the code "${attributeCode}".`);
        continue;
      }
      named.add(attribute.id);
      for (const valueCode of valueCodes) {
        const id = attribute.values.get(valueCode);
        if (id === undefined)
          problem(
            first,
            column,
            `The attribute "${attributeCode}" has no value with the code "${valueCode}".`,
          );
        else if (!given.includes(id)) given.push(id);
      }
    }
    attributeValueIds = [
      ...attributeValueIds.filter((id) => !named.has(structure.valueAttribute.get(id) ?? -1)),
      ...given,
    ];
  }
  attributeValueIds = [...new Set(attributeValueIds)].sort((a, b) => a - b);

  // Texts.
  const translations: Record<string, ImportTexts> = { ...(state?.translations ?? {}) };
  for (const [locale, given] of Object.entries(product.translations)) {
    const nameColumn = col(product, `name:${locale}`, `name:${locale}`);
    if (!structure.locales.has(locale)) {
      problem(
        first,
        nameColumn,
        `The shop has no language "${locale}" (column ${nameColumn}): add it first, or remove the column.`,
      );
      continue;
    }
    const before = state?.translations[locale];
    const hasText = Object.values(given).some(
      (value) => value !== undefined && value !== null && value !== '',
    );
    if (!before && !hasText) continue;
    const name = given.name ?? before?.name;
    if (!name) {
      problem(
        first,
        nameColumn,
        `The name in ${languageName(locale)} (${nameColumn}) is missing: the other texts of this language need it.`,
      );
      continue;
    }
    const merged: ImportTexts = {
      name,
      slug: given.slug ?? before?.slug ?? '',
      shortDescription: pick(given, before, 'shortDescription'),
      description: pick(given, before, 'description'),
      metaTitle: pick(given, before, 'metaTitle'),
      metaDescription: pick(given, before, 'metaDescription'),
    };
    if (merged.description) merged.description = sanitizePageHtml(merged.description);
    if (given.slug !== undefined) {
      const slugColumn = col(product, `slug:${locale}`, `slug:${locale}`);
      if (!slugSchema.safeParse(given.slug).success) {
        problem(
          first,
          slugColumn,
          `The address "${given.slug}" may hold only lower-case letters, digits and dashes.`,
        );
      } else {
        // Addresses are unique per locale among the products of a channel (ADR 0031).
        const keys = [...channelIds].map((channelId) => `${channelId}:${locale}:${given.slug}`);
        const inFile = keys
          .map((key) => memory.slugs.get(key))
          .find((code) => code !== undefined && code !== product.code);
        if (inFile !== undefined) {
          problem(
            first,
            slugColumn,
            `The address "${given.slug}" is also given to the product "${inFile}" in this file.`,
          );
        } else {
          for (const key of keys) memory.slugs.set(key, product.code);
          if (given.slug !== before?.slug) {
            const owner = await context.slugOwner(locale, given.slug, channelIds, state?.id ?? null);
            if (owner)
              problem(first, slugColumn, `The address "${given.slug}" is used by the product "${owner}".`);
          }
        }
      }
    }
    translations[locale] = merged;
  }
  if (!state && !translations[structure.defaultLocale]) {
    const locale = structure.defaultLocale;
    problem(
      first,
      col(product, `name:${locale}`, `name:${locale}`),
      `The name in ${languageName(locale)} (name:${locale}) is missing: a new product needs it.`,
    );
  }

  // Variants.
  const variants: ImportVariantWrite[] = [];
  const combinations = new Map<string, number>();
  if (product.variants.length === 0 && !state)
    problem(first, null, 'A new product needs at least one variant row.');
  for (const [index, variant] of product.variants.entries()) {
    const written = resolveVariant(product, variant, index, context, channelIds, problem);
    if (!written) continue;
    const combination = [...written.optionValueIds].sort((a, b) => a - b).join(',');
    if (written.optionValueIds.length > 0) {
      const other = combinations.get(combination);
      if (other !== undefined)
        problem(
          variant.row,
          OPTION_PREFIX,
          `This variant has the same option values as the one on row ${other}.`,
        );
      else combinations.set(combination, variant.row);
    }
    variants.push(written);
  }

  const known = new Set(state?.imageSources ?? []);
  const newPictures = (product.images ?? []).filter((picture) => {
    if (known.has(picture.source)) return false;
    known.add(picture.source);
    return true;
  });

  if (problems.length > 0) return { outcome: 'failed', problems, write: null, newPictures: [] };
  const write: ImportProductWrite = {
    code: product.code,
    enabled: product.enabled ?? state?.enabled ?? true,
    requiresLogin: product.requiresLogin ?? state?.requiresLogin ?? false,
    mainTaxonId,
    taxonIds,
    channelIds,
    attributeValueIds,
    translations,
    variants,
    pictures: [],
  };
  if (!state) return { outcome: 'new', problems, write, newPictures };
  const changed = productChanges(write, state).length > 0 || newPictures.length > 0;
  return { outcome: changed ? 'updated' : 'unchanged', problems, write, newPictures };
}

function pick(given: ImportedTexts, before: ImportTexts | undefined, key: TextKey): string | null {
  const value = given[key];
  if (value !== undefined) return value === '' ? null : value;
  return before?.[key] ?? null;
}
