import { parseTsvector, type QueryOperand, type VectorEntry } from './tsvector-text.ts';

/**
 * The search_vector of every document of one channel and locale, kept with the facet columns (ADR 0070):
 * the distinct lexemes in PostgreSQL's order (their UTF-8 bytes), for each lexeme the documents holding
 * it (postings, ascending column positions), and for each document its lexemes (ascending numbers) with
 * their positions and weights as PostgreSQL stores them (weight << 14 | position), for ts_rank.
 */
export interface WordIndex {
  lexemes: string[];
  postingStart: Int32Array;
  postings: Int32Array;
  entryStart: Int32Array;
  entries: Int32Array;
  positionStart: Int32Array;
  positions: Uint16Array;
  bytes: number;
}

/**
 * Compares two strings by their UTF-8 bytes, as PostgreSQL orders lexemes (tsCompareString): code point
 * order, which is the order of UTF-16 code units except that surrogates (code points above U+FFFF) come
 * after U+E000-U+FFFF.
 */
export function compareLexemes(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at += 1) {
    const x = a.charCodeAt(at);
    const y = b.charCodeAt(at);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

function codePointRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/** Documents parsed per slice before the event loop gets a turn (a catalogue's index is read in the background). */
const PARSE_SLICE = 2_000;

/**
 * The word index of documents given as their search_vector text, in column order, parsed in slices so
 * that requests are served in between.
 */
export async function readWordIndex(vectors: readonly string[]): Promise<WordIndex> {
  const parsed: VectorEntry[][] = [];
  for (let at = 0; at < vectors.length; at += PARSE_SLICE) {
    for (const vector of vectors.slice(at, at + PARSE_SLICE)) parsed.push(parseTsvector(vector));
    if (at + PARSE_SLICE < vectors.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return buildWordIndex(parsed);
}

/** The word index of documents given as their parsed search_vector, in column order. */
export function buildWordIndex(parsed: readonly VectorEntry[][]): WordIndex {
  const distinct = new Set<string>();
  for (const entries of parsed) for (const entry of entries) distinct.add(entry.lexeme);
  const lexemes = [...distinct].sort(compareLexemes);
  const numbers = new Map(lexemes.map((lexeme, number) => [lexeme, number]));

  const entryStart = new Int32Array(parsed.length + 1);
  let entryCount = 0;
  let positionCount = 0;
  parsed.forEach((entries, document) => {
    entryStart[document] = entryCount;
    entryCount += entries.length;
    for (const entry of entries) positionCount += entry.positions.length;
  });
  entryStart[parsed.length] = entryCount;
  const entries = new Int32Array(entryCount);
  const positionStart = new Int32Array(entryCount + 1);
  const positions = new Uint16Array(positionCount);
  const postingCounts = new Int32Array(lexemes.length + 1);
  let entryAt = 0;
  let positionAt = 0;
  for (const documentEntries of parsed) {
    // PostgreSQL's order is the dictionary's, so the numbers ascend; sorted anyway for safety.
    const sorted = documentEntries
      .map((entry) => ({ number: numbers.get(entry.lexeme)!, positions: entry.positions }))
      .sort((a, b) => a.number - b.number);
    for (const entry of sorted) {
      entries[entryAt] = entry.number;
      positionStart[entryAt] = positionAt;
      positions.set(entry.positions, positionAt);
      positionAt += entry.positions.length;
      postingCounts[entry.number + 1]! += 1;
      entryAt += 1;
    }
  }
  positionStart[entryCount] = positionAt;

  const postingStart = new Int32Array(lexemes.length + 1);
  for (let number = 0; number < lexemes.length; number += 1) {
    postingStart[number + 1] = postingStart[number]! + postingCounts[number + 1]!;
  }
  const postings = new Int32Array(entryCount);
  const filled = postingStart.slice(0, lexemes.length);
  for (let document = 0; document < parsed.length; document += 1) {
    for (let at = entryStart[document]!; at < entryStart[document + 1]!; at += 1) {
      const number = entries[at]!;
      postings[filled[number]!] = document;
      filled[number]! += 1;
    }
  }
  const lexemeBytes = lexemes.reduce((sum, lexeme) => sum + 16 + 2 * lexeme.length, 0);
  const bytes =
    lexemeBytes +
    [postingStart, postings, entryStart, entries, positionStart, positions].reduce(
      (sum, array) => sum + array.byteLength,
      0,
    );
  return { lexemes, postingStart, postings, entryStart, entries, positionStart, positions, bytes };
}

/** The first lexeme number whose lexeme is not before `lexeme`. */
function lowerBound(lexemes: readonly string[], lexeme: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareLexemes(lexemes[middle]!, lexeme) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The lexeme numbers an operand matches: [from, to). A prefix matches every lexeme that starts with it. */
export function operandRange(index: WordIndex, operand: QueryOperand): [number, number] {
  const from = lowerBound(index.lexemes, operand.lexeme);
  if (!operand.prefix) {
    return index.lexemes[from] === operand.lexeme ? [from, from + 1] : [from, from];
  }
  let to = from;
  while (to < index.lexemes.length && index.lexemes[to]!.startsWith(operand.lexeme)) to += 1;
  return [from, to];
}

/**
 * The documents (ascending column positions) holding every operand, as `search_vector @@ tsquery` finds
 * them for a tsquery that ANDs the operands. No operands match nothing, as PostgreSQL's empty query does.
 */
export function matchDocuments(index: WordIndex, operands: readonly QueryOperand[]): Int32Array {
  if (operands.length === 0) return new Int32Array(0);
  const ranges = operands.map((operand) => operandRange(index, operand));
  const sizes = ranges.map(([from, to]) => index.postingStart[to]! - index.postingStart[from]!);
  // The rarest operand first: every later one only looks at documents that are still in.
  const order = ranges.map((_, at) => at).sort((a, b) => sizes[a]! - sizes[b]!);
  const documentCount = index.entryStart.length - 1;
  const seen = new Uint8Array(documentCount);
  let found: number[] = [];
  order.forEach((operand, round) => {
    const [from, to] = ranges[operand]!;
    const next: number[] = [];
    for (let at = index.postingStart[from]!; at < index.postingStart[to]!; at += 1) {
      const document = index.postings[at]!;
      if (seen[document] === round) {
        seen[document] = round + 1;
        next.push(document);
      }
    }
    found = next;
  });
  return Int32Array.from(found).sort();
}
