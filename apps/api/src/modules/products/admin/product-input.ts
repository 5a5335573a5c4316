import {
  BUNDLE_PART_MESSAGE,
  UNKNOWN_ATTRIBUTE_MESSAGE,
  UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  UNKNOWN_WAREHOUSE_MESSAGE,
  type AdminProductPatch,
  type Violation,
} from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { products, productVariants, warehouses } from '../../../db/schema/index.ts';
import { findAttributeValueIds } from '../../attributes/attribute-codes.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { findTaxonIdsByCodes } from '../../taxons/taxon-codes.ts';

/** A product's fields as a POST or PATCH gives them (PATCH: only some). */
export type ProductFields = Omit<AdminProductPatch, 'version'>;

/** The codes of a request turned into ids; a field the request left out stays undefined. */
export interface ResolvedReferences {
  mainTaxonId?: number | null;
  taxonIds?: number[];
  attributeValueIds?: number[];
  channelIds?: number[];
  bundleParts?: Array<{ variantId: number; quantity: number }>;
  warehouseIds?: number[];
}

/**
 * Looks up every code a product request names (categories, attribute values, channels, warehouses, bundle
 * parts) and adds a violation with its path for each unknown one, so that one answer lists them all.
 */
export async function resolveProductReferences(
  db: Database,
  input: ProductFields,
  productId: number | null,
  violations: Violation[],
): Promise<ResolvedReferences> {
  const resolved: ResolvedReferences = {};
  const taxonCodes = [...(input.taxons ?? []), ...(input.mainTaxon ? [input.mainTaxon] : [])];
  const [taxonIds, attributeValues, channels, warehouseRows, partRows] = await Promise.all([
    findTaxonIdsByCodes(db, taxonCodes),
    findAttributeValueIds(db, Object.keys(input.attributes ?? {})),
    input.channels ? loadChannelSummaries(db) : Promise.resolve([]),
    input.warehouses && input.warehouses.length > 0
      ? db
          .select({ id: warehouses.id, code: warehouses.code })
          .from(warehouses)
          .where(inArray(warehouses.code, input.warehouses))
      : Promise.resolve([]),
    input.bundleParts && input.bundleParts.length > 0
      ? db
          .select({
            id: productVariants.id,
            code: productVariants.code,
            productId: productVariants.productId,
            isBundle: products.isBundle,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(
            inArray(
              productVariants.code,
              input.bundleParts.map((part) => part.variant),
            ),
          )
      : Promise.resolve([]),
  ]);

  if (input.mainTaxon !== undefined) {
    resolved.mainTaxonId = input.mainTaxon === null ? null : (taxonIds.get(input.mainTaxon) ?? null);
    if (input.mainTaxon !== null && !taxonIds.has(input.mainTaxon)) {
      violations.push({ propertyPath: 'mainTaxon', message: UNKNOWN_TAXON_MESSAGE, code: 'unknown_taxon' });
    }
  }
  if (input.taxons) {
    resolved.taxonIds = [];
    input.taxons.forEach((code, index) => {
      const id = taxonIds.get(code);
      if (id === undefined) {
        violations.push({
          propertyPath: `taxons[${index}]`,
          message: UNKNOWN_TAXON_MESSAGE,
          code: 'unknown_taxon',
        });
      } else if (!resolved.taxonIds?.includes(id)) resolved.taxonIds?.push(id);
    });
  }
  if (input.attributes) {
    const ids: number[] = [];
    for (const [attributeCode, valueCodes] of Object.entries(input.attributes)) {
      const values = attributeValues.get(attributeCode);
      if (!values) {
        violations.push({
          propertyPath: `attributes.${attributeCode}`,
          message: UNKNOWN_ATTRIBUTE_MESSAGE,
          code: 'unknown_attribute',
        });
        continue;
      }
      valueCodes.forEach((valueCode, index) => {
        const id = values.get(valueCode);
        if (id === undefined) {
          violations.push({
            propertyPath: `attributes.${attributeCode}[${index}]`,
            message: UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
            code: 'unknown_attribute_value',
          });
        } else if (!ids.includes(id)) ids.push(id);
      });
    }
    resolved.attributeValueIds = ids;
  }
  if (input.channels) {
    const byCode = new Map(channels.map((channel) => [channel.code, channel.id]));
    resolved.channelIds = [];
    input.channels.forEach((code, index) => {
      const id = byCode.get(code);
      if (id === undefined) {
        violations.push({
          propertyPath: `channels[${index}]`,
          message: UNKNOWN_CHANNEL_MESSAGE,
          code: 'unknown_channel',
        });
      } else if (!resolved.channelIds?.includes(id)) resolved.channelIds?.push(id);
    });
  }
  if (input.warehouses) {
    const byCode = new Map(warehouseRows.map((row) => [row.code, row.id]));
    resolved.warehouseIds = [];
    input.warehouses.forEach((code, index) => {
      const id = byCode.get(code);
      if (id === undefined) {
        violations.push({
          propertyPath: `warehouses[${index}]`,
          message: UNKNOWN_WAREHOUSE_MESSAGE,
          code: 'unknown_warehouse',
        });
      } else if (!resolved.warehouseIds?.includes(id)) resolved.warehouseIds?.push(id);
    });
  }
  if (input.bundleParts) {
    const byCode = new Map(partRows.map((row) => [row.code, row]));
    resolved.bundleParts = [];
    input.bundleParts.forEach((part, index) => {
      const row = byCode.get(part.variant);
      if (!row) {
        violations.push({
          propertyPath: `bundleParts[${index}].variant`,
          message: UNKNOWN_VARIANT_MESSAGE,
          code: 'unknown_variant',
        });
      } else if (row.isBundle || row.productId === productId) {
        violations.push({
          propertyPath: `bundleParts[${index}].variant`,
          message: BUNDLE_PART_MESSAGE,
          code: 'invalid_bundle_part',
        });
      } else resolved.bundleParts?.push({ variantId: row.id, quantity: part.quantity });
    });
  }
  return resolved;
}
