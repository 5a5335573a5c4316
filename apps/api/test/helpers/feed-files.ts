import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

export type GoogleItem = Record<string, string | string[] | undefined>;

/** The items of a Google feed, after checking that it is well-formed XML 1.0 RSS. */
export function googleItems(body: string): GoogleItem[] {
  expect(XMLValidator.validate(body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === 'item' || name === 'g:additional_image_link',
  }).parse(body) as { rss: { '@_version': string; '@_xmlns:g': string; channel: { item?: GoogleItem[] } } };
  expect(parsed.rss['@_version']).toBe('2.0');
  expect(parsed.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return parsed.rss.channel.item ?? [];
}

/** RFC 4180 records (quoted fields with doubled quotes, CRLF line ends), as objects by the header's names. */
export function csvRows(body: string): Array<Record<string, string>> {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && body[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += character;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  const [header = [], ...rows] = records;
  for (const row of rows) expect(row).toHaveLength(header.length);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}
