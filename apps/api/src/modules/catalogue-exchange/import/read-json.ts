import { IMPORT_ENCODING_MESSAGE } from '@shop/contracts';
import { none } from 'stream-chain/defs.js';
import Assembler from 'stream-json/core/assembler.js';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { ImportFileError } from './model.ts';
import type { FileSource } from './read-csv.ts';

/** One element of the file's list of products, as JSON gives it (not checked yet). */
export interface JsonFileItem {
  /** Its place in the list, from 0. */
  index: number;
  /** Its JSON path: `products[3]`, or `[3]` in a bare array. */
  path: string;
  value: unknown;
}

export const JSON_SHAPE_MESSAGE = 'The JSON file must hold {"products": [ … ]}: a list of products.';

/**
 * The parser is fed a line at a time (at most this many characters of a longer line), so that a syntax error is
 * pinned to its line and to the product being read there. Our export writes one product per line.
 */
const PIECE = 16 * 1024;

function* pieces(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = Math.min(newline === -1 ? text.length : newline + 1, start + PIECE);
    yield text.slice(start, end);
    start = end;
  }
}

/** The parser's reason (`Parser cannot parse input: expected ','`) in an owner's words. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes("expected ','")) return 'a comma (,) or a closing bracket is missing';
  if (message.includes("expected ':'")) return 'a colon (:) is missing after a field name';
  if (message.includes('object key')) return 'a field name in double quotes is expected';
  if (message.includes('escaped')) return 'a text holds a backslash (\\) that is not a valid escape';
  if (message.includes('number') || message.includes('digit'))
    return 'a number is not written as JSON writes numbers (like 12.9)';
  return (
    'something here is not a JSON value (text in double quotes, a number, true, false, null, ' +
    'an object { … } or a list [ … ]); texts may not hold line breaks or tabs as they are'
  );
}

type Mode =
  /** Nothing read yet. */
  | 'start'
  /** Inside the top-level object, between its fields. */
  | 'fields'
  /** Inside the value of another top-level field than `products` (skipped). */
  | 'skip'
  /** Inside the list of products, between products. */
  | 'list'
  /** Inside a product. */
  | 'item'
  /** The document has ended. */
  | 'end';

/**
 * Follows the parser's tokens through the file's frame, `{"products": [ … ]}` (other top-level fields, like the
 * export's `format` and `version`, are skipped without being kept) or a bare list, and assembles one product at
 * a time: memory holds one product, whatever the file's size.
 */
class FrameReader {
  mode: Mode = 'start';
  private base = 'products';
  private sawProducts = false;
  private field: string | null = null;
  private skipDepth = 0;
  private assembler: Assembler | null = null;
  private codeNext = false;
  /** The product being read (or the last one read), for messages. */
  index = -1;
  code: string | null = null;
  readonly done: JsonFileItem[] = [];

  /**
   * Where in the file the reader is, in an owner's words ("in product 3 (products[2], code "x")"). `line`: the
   * text the parser failed on (its tokens are lost): when it begins the next product, that product is named.
   */
  where(line?: string): string {
    if (this.mode === 'start') return 'at its start';
    if (this.mode === 'end') return 'after its end';
    if (this.mode === 'list' && line !== undefined && /^[\s,]*\{/.test(line)) {
      const code = /"code"\s*:\s*"([^"\\]*)"/.exec(line)?.[1] ?? null;
      return `in ${this.product(this.index + 1, code)}`;
    }
    if (this.index < 0)
      return this.mode === 'list' ? 'at the start of its list of products' : 'before its list of products';
    if (this.mode === 'item') return `in ${this.product(this.index, this.code)}`;
    return this.mode === 'list'
      ? `after ${this.product(this.index, this.code)}`
      : 'after its list of products';
  }

  private product(index: number, code: string | null): string {
    return `product ${index + 1} (${this.base}[${index}]${code === null ? '' : `, code "${code}"`})`;
  }

  consume(token: Token): void {
    switch (this.mode) {
      case 'start':
        if (token.name === 'startObject') this.mode = 'fields';
        else if (token.name === 'startArray') {
          this.mode = 'list';
          this.base = '';
          this.sawProducts = true;
        } else throw new ImportFileError(JSON_SHAPE_MESSAGE);
        return;
      case 'fields':
        if (token.name === 'keyValue') {
          this.field = token.value;
          return;
        }
        if (token.name === 'endObject') {
          if (!this.sawProducts) throw new ImportFileError(JSON_SHAPE_MESSAGE);
          this.mode = 'end';
          return;
        }
        if (this.field === 'products') {
          if (this.sawProducts)
            throw new ImportFileError(
              'The JSON file has "products" twice: it may have one list of products.',
            );
          if (token.name !== 'startArray')
            throw new ImportFileError(`"products" must be a list [ … ] of products. ${JSON_SHAPE_MESSAGE}`);
          this.sawProducts = true;
          this.mode = 'list';
          return;
        }
        if (token.name === 'startObject' || token.name === 'startArray') {
          this.skipDepth = 1;
          this.mode = 'skip';
        }
        return;
      case 'skip':
        if (token.name === 'startObject' || token.name === 'startArray') this.skipDepth += 1;
        else if (token.name === 'endObject' || token.name === 'endArray') this.skipDepth -= 1;
        if (this.skipDepth === 0) this.mode = 'fields';
        return;
      case 'list':
        if (token.name === 'endArray') {
          this.mode = this.base === '' ? 'end' : 'fields';
          return;
        }
        this.index += 1;
        this.code = null;
        this.assembler = new Assembler();
        this.mode = 'item';
        this.item(token);
        return;
      case 'item':
        this.item(token);
        return;
      case 'end':
        throw new ImportFileError('The file goes on after the end of its JSON document.');
    }
  }

  private item(token: Token): void {
    const assembler = this.assembler as Assembler;
    if (this.codeNext && token.name === 'stringValue') this.code = token.value;
    this.codeNext = token.name === 'keyValue' && token.value === 'code' && assembler.depth === 1;
    assembler.consume(token);
    if (!assembler.done) return;
    this.done.push({ index: this.index, path: `${this.base}[${this.index}]`, value: assembler.current });
    this.assembler = null;
    this.mode = 'list';
  }
}

/**
 * The elements of a JSON file's list of products, streamed: one product at a time is assembled, so the file may
 * be of any size. UTF-8 with or without a byte-order mark (anything else is refused with IMPORT_ENCODING_MESSAGE).
 * A file that is empty, not JSON, cut short or not of the frame's shape fails with an ImportFileError that says
 * so and names the line and product where it happened; the elements are not checked here.
 */
export async function* readJsonItems(source: FileSource): AsyncGenerator<JsonFileItem, void, undefined> {
  const input = await source();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // Packed keys and values only. A flushable is flushed by calling it with `none` (stream-chain's protocol; its
  // typing leaves that out).
  const parse = jsonParser({ streamValues: false }) as (
    text: string | typeof none,
  ) => ReturnType<ReturnType<typeof jsonParser>>;
  const frame = new FrameReader();
  let line = 1;
  let blank = true;

  const feed = (text: string | typeof none) => {
    let tokens;
    try {
      tokens = parse(text);
    } catch (error) {
      throw syntaxError(error, text === none, typeof text === 'string' ? text : undefined);
    }
    if (tokens !== none) for (const token of tokens.values) frame.consume(token);
  };
  const syntaxError = (error: unknown, atEnd: boolean, piece?: string) => {
    if (atEnd && blank)
      return new ImportFileError('The file is empty: a JSON catalogue holds {"products": [ … ]}.');
    if (atEnd)
      return new ImportFileError(
        `The file ends too early, ${frame.where()}: it was cut short (an interrupted download or copy?). ` +
          'Export or save it again.',
      );
    if (frame.mode === 'start')
      return new ImportFileError(
        'The file is not JSON: a JSON catalogue begins with {. Is it a CSV file? Then choose a CSV format.',
      );
    if (frame.mode === 'end')
      return new ImportFileError('The file goes on after the end of its JSON document.');
    return new ImportFileError(
      `The file is not valid JSON on line ${line}, ${frame.where(piece)}: ${reason(error)}.`,
    );
  };

  try {
    for await (const chunk of input) {
      let text: string;
      try {
        text = decoder.decode(chunk as Buffer, { stream: true });
      } catch {
        throw new ImportFileError(IMPORT_ENCODING_MESSAGE);
      }
      for (const piece of pieces(text)) {
        if (blank && piece.trim() !== '') blank = false;
        feed(piece);
        if (piece.endsWith('\n')) line += 1;
      }
      // Products finished in this chunk, handed out before the next chunk is read.
      yield* frame.done.splice(0);
    }
    let rest: string;
    try {
      rest = decoder.decode();
    } catch {
      throw new ImportFileError(IMPORT_ENCODING_MESSAGE);
    }
    if (rest.trim() !== '') blank = false;
    feed(rest);
    feed(none);
    yield* frame.done.splice(0);
    if (frame.mode !== 'end') throw syntaxError(null, true);
  } finally {
    input.destroy();
  }
}
