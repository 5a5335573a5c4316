import type { FeedEntry } from './feed-entries.ts';
import { withoutControlCharacters } from './xml-text.ts';

export const FACEBOOK_FEED_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Meta's catalogue data-feed fields, in the header's order (their CSV template's names). */
export const FACEBOOK_FEED_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'gtin',
  'mpn',
  'item_group_id',
  'product_type',
] as const;

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote, or line break, quotes doubled. Line breaks
 * inside a field become spaces (descriptions are plain text already), control characters are dropped.
 * A field starting with = + - @ gets no special treatment: the feed is read by Meta, not a spreadsheet.
 */
export function csvField(value: string | null): string {
  const text = withoutControlCharacters(value ?? '').replace(/[\r\n]+/g, ' ');
  return /[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function facebookFeedHead(): string {
  return `${FACEBOOK_FEED_COLUMNS.join(',')}\r\n`;
}

/**
 * One row. Meta spells availability "in stock" / "out of stock" and takes several additional images
 * as one comma-separated field.
 */
export function facebookFeedRow(entry: FeedEntry): string {
  const values: Record<(typeof FACEBOOK_FEED_COLUMNS)[number], string | null> = {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    availability: entry.availability === 'in_stock' ? 'in stock' : 'out of stock',
    condition: entry.condition,
    price: entry.price,
    sale_price: entry.salePrice,
    link: entry.link,
    image_link: entry.imageLink,
    additional_image_link: entry.additionalImageLinks.join(',') || null,
    brand: entry.brand,
    gtin: entry.gtin,
    mpn: entry.mpn,
    item_group_id: entry.itemGroupId,
    product_type: entry.productType,
  };
  return `${FACEBOOK_FEED_COLUMNS.map((column) => csvField(values[column])).join(',')}\r\n`;
}
