import { IMPORT_ENCODING_MESSAGE } from '@shop/contracts';
import { parse } from 'csv-parse';
import { Transform, type Readable } from 'node:stream';
import { ImportFileError, type FileRow } from './model.ts';

/** A fresh stream of the file's bytes each time (the apply reads the file again). */
export type FileSource = () => Promise<Readable>;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Passes the bytes on unchanged while checking that they are UTF-8; anything else fails with the message. */
function utf8Guard(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        decoder.decode(chunk, { stream: true });
        callback(null, chunk);
      } catch {
        callback(new ImportFileError(IMPORT_ENCODING_MESSAGE));
      }
    },
    flush(callback) {
      try {
        decoder.decode();
        callback();
      } catch {
        callback(new ImportFileError(IMPORT_ENCODING_MESSAGE));
      }
    },
  });
}

/** Reads the start of the file (up to 64 KB) to tell the separator: `;` when the header has more of them than commas. */
async function detectDelimiter(source: FileSource): Promise<',' | ';'> {
  const stream = await source();
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of stream) {
      head = Buffer.concat([head, chunk as Buffer]);
      if (head.includes(0x0a) || head.length >= 65_536) break;
    }
  } finally {
    stream.destroy();
  }
  if (head.subarray(0, 3).equals(UTF8_BOM)) head = head.subarray(3);
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const byte of head) {
    if (byte === 0x22) quoted = !quoted;
    else if (!quoted && byte === 0x0a) break;
    else if (!quoted && byte === 0x3b) semicolons += 1;
    else if (!quoted && byte === 0x2c) commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * The data rows of a CSV file, streamed: UTF-8 with or without a byte-order mark (anything else is refused
 * with IMPORT_ENCODING_MESSAGE), comma or semicolon separated, quoted cells over several lines. Row numbers
 * are a spreadsheet's (the header is row 1), so a multi-line cell still counts as one row. Cells are trimmed;
 * header names too. Rows whose cells are all empty are skipped.
 */
export async function* readCsvRows(source: FileSource): AsyncGenerator<FileRow, void, undefined> {
  const delimiter = await detectDelimiter(source);
  const input = await source();
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  });
  const guard = utf8Guard();
  guard.on('error', (error) => parser.destroy(error));
  input.on('error', (error) => parser.destroy(error));
  input.pipe(guard).pipe(parser);
  let header: string[] | null = null;
  let record = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      record += 1;
      if (!header) {
        header = cells.map((cell) => cell.trim());
        if (header.every((name) => name === '')) throw new ImportFileError('The file has no header row.');
        continue;
      }
      if (cells.every((cell) => cell === '')) continue;
      const row: Record<string, string> = {};
      header.forEach((name, index) => {
        if (name !== '') row[name] = cells[index] ?? '';
      });
      yield { row: record, cells: row };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ImportFileError(`The file could not be read as CSV: ${message}`);
  } finally {
    input.destroy();
  }
  if (!header) throw new ImportFileError('The file is empty: it needs a header row and a row per variant.');
}

/** The header of a CSV file (for telling formats apart and checking columns). */
export async function readCsvHeader(source: FileSource): Promise<string[]> {
  const delimiter = await detectDelimiter(source);
  const input = await source();
  const parser = parse({ bom: true, delimiter, relax_column_count: true, trim: true, to_line: 1 });
  input.pipe(utf8Guard()).pipe(parser);
  for await (const cells of parser as AsyncIterable<string[]>) {
    input.destroy();
    return cells;
  }
  return [];
}
