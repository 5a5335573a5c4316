import type { QueryOperand } from './tsvector-text.ts';
import { compareLexemes, operandRange, type WordIndex } from './word-index.ts';

// ts_rank(search_vector, tsquery) with the default weights and no normalisation, for the in-process word
// index (ADR 0070): the arithmetic of PostgreSQL's tsrank.c (calc_rank_and, calc_rank_or) step by step,
// each float4 result rounded with Math.fround as C rounds it, so equal ranks stay equal and the order
// (rank, then product id) is PostgreSQL's. Only for tsqueries that AND operands (parseAndQuery).

const f = Math.fround;
/** The default weights of D, C, B and A as float4. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)];
const POSITION_MASK = 0x3fff;
/** MAXENTRYPOS: positions are below it. */
const MAX_ENTRY_POS = 1 << 14;

const weightOf = (entry: number): number => WEIGHTS[entry >> 14]!;

/** word_distance(): float4 of a double expression; distances over 100 weigh 1e-30. */
const DISTANCE_WEIGHTS = Float64Array.from({ length: 101 }, (_, distance) =>
  f(1 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2))),
);
const FAR = f(1e-30);
const wordDistance = (distance: number): number => (distance > 100 ? FAR : DISTANCE_WEIGHTS[distance]!);

/**
 * The query's operands as calc_rank sees them: sorted by their bytes, duplicates (same lexeme) once, the
 * first kept. A tsquery holds an AND chain's operands last to first (each operator is followed by its
 * right operand), and PostgreSQL sorts fewer than seven with an insertion sort, which keeps that order
 * among equal lexemes: `'a' & 'a':*` ranks as `'a':*`.
 */
export function rankOperands(operands: readonly QueryOperand[]): QueryOperand[] {
  const sorted = [...operands].reverse().sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  return sorted.filter((operand, at) => at === 0 || sorted[at - 1]!.lexeme !== operand.lexeme);
}

/**
 * Whether rankOperands is certain to pick what PostgreSQL picks: from seven operands on, its sort is not
 * stable, so a lexeme queried both whole and as a prefix is left to PostgreSQL.
 */
export function rankable(operands: readonly QueryOperand[]): boolean {
  if (operands.length < 7) return true;
  return operands.every((operand) =>
    operands.every((other) => other.lexeme !== operand.lexeme || other.prefix === operand.prefix),
  );
}

/** A ranker for one query: the operands' lexeme ranges found once, each document ranked after. */
export interface Ranker {
  rank(document: number): number;
}

/**
 * ts_rank for documents of the index. `operands` as parseAndQuery gave them (in the query's order); the
 * query's root is an AND when there are two or more operands.
 */
export function textRanker(index: WordIndex, operands: readonly QueryOperand[]): Ranker {
  const items = rankOperands(operands);
  const ranges = items.map((item) => operandRange(index, item));
  const useAnd = operands.length >= 2 && items.length >= 2;
  return {
    rank(document) {
      const from = index.entryStart[document]!;
      const to = index.entryStart[document + 1]!;
      if (from === to || items.length === 0) return 0;
      /** The document's entries (indexes into index.entries) of each item, in lexeme order. */
      const matches = ranges.map(([low, high]) => entriesBetween(index, from, to, low, high));
      const rank = useAnd ? rankAnd(index, matches) : rankOr(index, matches, items.length);
      return rank < 0 ? f(1e-20) : rank;
    },
  };
}

/** The entries of a document (between `from` and `to`) whose lexeme number is in [low, high). */
function entriesBetween(index: WordIndex, from: number, to: number, low: number, high: number): number[] {
  const found: number[] = [];
  for (let at = from; at < to; at += 1) {
    const number = index.entries[at]!;
    if (number >= high) break;
    if (number >= low) found.push(at);
  }
  return found;
}

/** An entry's positions, or PostgreSQL's stand-in for an entry without any (weight D, the last position). */
function positionsOf(index: WordIndex, entry: number): { list: ArrayLike<number>; none: boolean } {
  const start = index.positionStart[entry]!;
  const end = index.positionStart[entry + 1]!;
  if (start === end) return { list: [MAX_ENTRY_POS - 1], none: true };
  return { list: index.positions.subarray(start, end), none: false };
}

/** calc_rank_and. */
function rankAnd(index: WordIndex, matches: number[][]): number {
  let result = f(-1);
  /** pos[k] of calc_rank_and: the positions of the last entry of item k seen so far. */
  const last: Array<{ list: ArrayLike<number>; none: boolean } | null> = matches.map(() => null);
  matches.forEach((entries, item) => {
    for (const entry of entries) {
      const mine = positionsOf(index, entry);
      last[item] = mine;
      for (let other = 0; other < item; other += 1) {
        const previous = last[other];
        if (!previous) continue;
        for (let l = 0; l < mine.list.length; l += 1) {
          const post = mine.list[l]!;
          for (let p = 0; p < previous.list.length; p += 1) {
            const ct = previous.list[p]!;
            let distance = Math.abs((post & POSITION_MASK) - (ct & POSITION_MASK));
            if (distance === 0 && !mine.none && !previous.none) continue;
            if (distance === 0) distance = MAX_ENTRY_POS;
            const weight = f(f(weightOf(post) * weightOf(ct)) * wordDistance(distance));
            const current = f(Math.sqrt(weight));
            result = result < 0 ? current : f(1 - (1 - result) * (1 - current));
          }
        }
      }
    }
  });
  return result;
}

/** calc_rank_or (also calc_rank_and's answer for fewer than two distinct operands). */
function rankOr(index: WordIndex, matches: number[][], size: number): number {
  let result = f(0);
  for (const entries of matches) {
    for (const entry of entries) {
      let sum = f(0);
      let maxWeight = f(-1);
      let maxAt = 0;
      const start = index.positionStart[entry]!;
      const count = index.positionStart[entry + 1]! - start;
      // An entry without positions counts as one of weight D at position 0 (posnull).
      const dimt = count === 0 ? 1 : count;
      for (let j = 0; j < dimt; j += 1) {
        const weight = count === 0 ? WEIGHTS[0]! : weightOf(index.positions[start + j]!);
        sum = f(sum + f(weight / ((j + 1) * (j + 1))));
        if (weight > maxWeight) {
          maxWeight = weight;
          maxAt = j;
        }
      }
      const term = f(f(maxWeight + sum) - f(maxWeight / ((maxAt + 1) * (maxAt + 1))));
      result = f(result + term / 1.64493406685);
    }
  }
  return size > 0 ? f(result / size) : result;
}
