import type { Database } from '../../../db/database.ts';
import { loadAttributeValueIndex } from '../../attributes/attribute-codes.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { listLocaleCodes } from '../../locales/service.ts';
import { loadOptionAndWarehouseIndex } from '../../products/admin/import-state.ts';
import { loadTaxonIndex } from '../../taxons/taxon-codes.ts';
import { CATEGORY_PATH_SEPARATOR } from '../format/shop-columns.ts';

/**
 * The shop's structure a file refers to by code (categories, attributes, options, channels, warehouses,
 * locales): small, loaded once per check or apply batch run through the owning modules' functions.
 */
export interface ShopStructure {
  defaultLocale: string;
  locales: Set<string>;
  /** Category id by code path (`vaikams/drabuziai`) and by its own code. */
  taxonByPath: Map<string, number>;
  taxonByCode: Map<string, number>;
  taxons: Array<{ id: number; code: string; path: string; names: string[] }>;
  /** attribute code → its id and value code → value id. */
  attributes: Map<string, { id: number; values: Map<string, number>; names: Map<string, string> }>;
  /** attribute value id → attribute id. */
  valueAttribute: Map<number, number>;
  attributeValues: Array<{ attributeCode: string; valueCode: string; names: string[] }>;
  options: Map<string, Map<string, number>>;
  warehouses: Map<string, number>;
  channels: Map<string, number>;
  allChannelIds: number[];
}

export async function loadShopStructure(db: Database, defaultChannelCode: string): Promise<ShopStructure> {
  const [taxonRows, valueRows, channelRows, localeCodes, optionIndex] = await Promise.all([
    loadTaxonIndex(db),
    loadAttributeValueIndex(db),
    loadChannelSummaries(db),
    listLocaleCodes(db),
    loadOptionAndWarehouseIndex(db),
  ]);
  const byId = new Map(taxonRows.map((row) => [row.id, row]));
  const pathOf = (id: number): string => {
    const parts: string[] = [];
    for (
      let taxon = byId.get(id);
      taxon && parts.length < 50;
      taxon = taxon.parentId ? byId.get(taxon.parentId) : undefined
    ) {
      parts.unshift(taxon.code);
    }
    return parts.join(CATEGORY_PATH_SEPARATOR);
  };
  const taxons = taxonRows.map((row) => ({
    id: row.id,
    code: row.code,
    path: pathOf(row.id),
    names: row.names,
  }));
  const attributes: ShopStructure['attributes'] = new Map();
  const valueAttribute = new Map<number, number>();
  for (const row of valueRows) {
    const entry = attributes.get(row.attributeCode) ?? {
      id: row.attributeId,
      values: new Map(),
      names: new Map(),
    };
    attributes.set(row.attributeCode, entry);
    if (row.valueId !== null && row.valueCode !== null) {
      entry.values.set(row.valueCode, row.valueId);
      for (const name of row.names) entry.names.set(name.trim().toLowerCase(), row.valueCode);
      valueAttribute.set(row.valueId, row.attributeId);
    }
  }
  const channel = channelRows.find((row) => row.code === defaultChannelCode) ?? channelRows[0];
  return {
    defaultLocale: channel?.defaultLocale ?? localeCodes[0] ?? 'lt',
    locales: new Set(localeCodes),
    taxonByPath: new Map(taxons.map((taxon) => [taxon.path, taxon.id])),
    taxonByCode: new Map(taxons.map((taxon) => [taxon.code, taxon.id])),
    taxons,
    attributes,
    valueAttribute,
    attributeValues: valueRows.flatMap((row) =>
      row.valueCode === null
        ? []
        : [{ attributeCode: row.attributeCode, valueCode: row.valueCode, names: row.names }],
    ),
    options: optionIndex.options,
    warehouses: optionIndex.warehouses,
    channels: new Map(channelRows.map((row) => [row.code, row.id])),
    allChannelIds: channelRows.map((row) => row.id),
  };
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** `lt` → `Lithuanian`, for owners' messages. */
export function languageName(locale: string): string {
  try {
    return languageNames.of(locale) ?? locale;
  } catch {
    return locale;
  }
}
