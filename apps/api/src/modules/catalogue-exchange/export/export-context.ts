import { type AttributeCatalogue, loadAttributeCatalogue } from '../../attributes/attribute-catalogue.ts';
import { channelBrand, loadChannelSummaries, type ChannelSummary } from '../../channels/service.ts';
import { listLocaleCodes } from '../../locales/service.ts';
import { loadProductVocabulary, type ProductVocabulary } from '../../products/admin/export-reads.ts';
import { loadTaxonState } from '../../taxons/admin-taxons.ts';
import type { Database } from '../../../db/database.ts';
import { CATEGORY_PATH_SEPARATOR } from '../format/shop-columns.ts';

/**
 * What an export names products' links by, loaded once per export (a few hundred rows at most): the shop's
 * locales, channels, warehouses, options, attributes and categories. The CSV header is made from it, so every
 * file of one shop has the same columns whatever the filter (docs/adr/0047-catalogue-export.md).
 */
export interface ExportContext {
  /** Every locale of the shop: the default channel's default first, then by code. */
  locales: string[];
  /** Every channel, in id order. */
  channels: ChannelSummary[];
  channelCodeById: Map<number, string>;
  defaultChannel: ChannelSummary;
  /** The shop's name (the default channel's), for the file name. */
  shopName: string;
  vocabulary: ProductVocabulary;
  attributes: AttributeCatalogue;
  /** Category code paths from the top (`kids/prams`) and names per locale, by id. */
  taxonPaths: Map<number, string>;
  taxonNames: Map<number, Map<string, string>>;
  /** Absolute URL of the media route (`https://api.example.lt/media`): pictures are named by it. */
  mediaBaseUrl: string;
}

export interface ExportSettings {
  /** The API's public URL (config.publicUrl): picture URLs start with it. */
  publicUrl: string;
  /** The default channel's code (config.defaultChannelCode); the first channel when there is none. */
  defaultChannelCode: string;
}

export async function loadExportContext(db: Database, settings: ExportSettings): Promise<ExportContext> {
  const channels = (await loadChannelSummaries(db)).sort((a, b) => a.id - b.id);
  const defaultChannel =
    channels.find((channel) => channel.code === settings.defaultChannelCode) ?? channels[0];
  if (!defaultChannel) throw new Error('The shop has no channel: there is no catalogue to export.');
  const localeCodes = await listLocaleCodes(db);
  const locales = [
    defaultChannel.defaultLocale,
    ...localeCodes.filter((code) => code !== defaultChannel.defaultLocale),
  ];
  const vocabulary = await loadProductVocabulary(db);
  const attributes = await loadAttributeCatalogue(db);
  const taxons = await loadTaxonState(db);
  const taxonPaths = new Map<number, string>();
  const pathOf = (id: number, seen: Set<number>): string => {
    const known = taxonPaths.get(id);
    if (known !== undefined) return known;
    const row = taxons.byId.get(id);
    if (!row) return '';
    // A parent loop cannot be stored through the back office; stop at it rather than recurse forever.
    const parentPath =
      row.parentId === null || seen.has(row.parentId) ? '' : pathOf(row.parentId, seen.add(row.id));
    const path = parentPath ? `${parentPath}${CATEGORY_PATH_SEPARATOR}${row.code}` : row.code;
    taxonPaths.set(id, path);
    return path;
  };
  const taxonNames = new Map<number, Map<string, string>>();
  for (const row of taxons.rows) {
    pathOf(row.id, new Set());
    taxonNames.set(
      row.id,
      new Map([...(taxons.texts.get(row.id) ?? new Map())].map(([locale, text]) => [locale, text.name])),
    );
  }
  const brand = await channelBrand(db, defaultChannel.code);
  return {
    locales,
    channels,
    channelCodeById: new Map(channels.map((channel) => [channel.id, channel.code])),
    defaultChannel,
    shopName: brand?.name ?? defaultChannel.code,
    vocabulary,
    attributes,
    taxonPaths,
    taxonNames,
    mediaBaseUrl: `${settings.publicUrl.replace(/\/+$/, '')}/media`,
  };
}

/** The absolute URL of a picture's original file under the media route. */
export function pictureUrl(context: ExportContext, path: string): string {
  return `${context.mediaBaseUrl}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** A translated name in the locale, else the default locale's, else any; null when there is none. */
export function nameIn(
  names: ReadonlyMap<string, string> | undefined,
  locale: string,
  context: ExportContext,
): string | null {
  if (!names || names.size === 0) return null;
  return (
    names.get(locale) ?? names.get(context.defaultChannel.defaultLocale) ?? [...names.values()][0] ?? null
  );
}
