import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../src/modules/catalogue-exchange/export/catalogue-export.ts';

describe("the catalogue export's CSV records", () => {
  const cells = [
    'plain',
    '',
    'two\nlines',
    'a\rcarriage return',
    'windows\r\nline end',
    'comma, inside',
    'a "quoted" word',
    '"',
    'Žąsis – ąčęėįšųū',
    '<p>HTML</p>\n<ul>\n<li>list</li>\n</ul>',
  ];

  it('reads back cell for cell, line breaks inside cells included', () => {
    const text = csvLine(['code', 'text']) + cells.map((cell) => csvLine(['x', cell])).join('');
    const records = parse(text, { relax_column_count: false }) as string[][];
    expect(records).toEqual([['code', 'text'], ...cells.map((cell) => ['x', cell])]);
  });

  it('quotes only cells that need it and ends each record with CRLF (RFC 4180)', () => {
    expect(csvLine(['a', '', 'b c'])).toBe('a,,b c\r\n');
    expect(csvLine(['two\nlines', 'x,y', 'say "hi"'])).toBe('"two\nlines","x,y","say ""hi"""\r\n');
  });
});
