import type { FeedEntry } from './feed-entries.ts';
import { xmlText } from './xml-text.ts';

export const GOOGLE_FEED_CONTENT_TYPE = 'application/xml; charset=utf-8';
const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

function element(name: string, value: string | null): string {
  return value === null || value === '' ? '' : `<${name}>${xmlText(value)}</${name}>`;
}

/** The start of a Google Merchant Center feed: RSS 2.0 with the g: namespace. */
export function googleFeedHead(channel: { title: string; link: string; description: string }): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n` +
    `${element('title', channel.title)}\n${element('link', channel.link)}\n` +
    `${element('description', channel.description)}\n`
  );
}

export const GOOGLE_FEED_TAIL = '</channel>\n</rss>\n';

/** One <item> (Google's product data specification, XML attribute names). */
export function googleFeedItem(entry: FeedEntry): string {
  const parts = [
    element('g:id', entry.id),
    element('g:title', entry.title),
    element('g:description', entry.description),
    element('g:link', entry.link),
    element('g:image_link', entry.imageLink),
    ...entry.additionalImageLinks.map((link) => element('g:additional_image_link', link)),
    element('g:availability', entry.availability),
    element('g:price', entry.price),
    element('g:sale_price', entry.salePrice),
    element('g:brand', entry.brand),
    element('g:gtin', entry.gtin),
    element('g:mpn', entry.mpn),
    entry.identifierExists ? '' : element('g:identifier_exists', 'no'),
    element('g:item_group_id', entry.itemGroupId),
    element('g:product_type', entry.productType),
    element('g:condition', entry.condition),
  ];
  return `<item>${parts.join('')}</item>\n`;
}
