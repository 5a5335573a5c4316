// The text forms PostgreSQL gives of a tsvector and of a tsquery, read for the in-process word index
// (ADR 0070). A tsvector prints as `'lexeme':1A,5 'other':3B` (the weight letter left out for D, the
// positions left out when it has none); a tsquery as `'word' & 'prefix':*`. Inside quotes a quote and a
// backslash are doubled (tsvectorout and tsqueryout double both; the parsers take each as escaping the next).

/** One lexeme of a tsvector with its positions as PostgreSQL stores them (weight << 14 | position). */
export interface VectorEntry {
  lexeme: string;
  positions: number[];
}

/** Weight letters as WEP_GETWEIGHT numbers them: D 0, C 1, B 2, A 3. */
const WEIGHTS: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 };

/** Reads a quoted lexeme starting at `start` (a quote); returns it and the index after its closing quote. */
function readQuoted(text: string, start: number): { lexeme: string; end: number } {
  let lexeme = '';
  let at = start + 1;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\\' || (char === "'" && text[at + 1] === "'")) {
      lexeme += text[at + 1] ?? '';
      at += 2;
    } else if (char === "'") {
      return { lexeme, end: at + 1 };
    } else {
      lexeme += char;
      at += 1;
    }
  }
  throw new Error(`Unterminated lexeme in ${JSON.stringify(text.slice(start, start + 40))}`);
}

/** The entries of a tsvector's text form, in its order (PostgreSQL keeps them sorted by their bytes). */
export function parseTsvector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at += 1;
      continue;
    }
    if (text[at] !== "'") throw new Error(`Unexpected tsvector text at ${at}: ${text.slice(at, at + 20)}`);
    const { lexeme, end } = readQuoted(text, at);
    at = end;
    const positions: number[] = [];
    if (text[at] === ':') {
      at += 1;
      for (;;) {
        let digits = 0;
        let position = 0;
        while (at < text.length && text[at]! >= '0' && text[at]! <= '9') {
          position = position * 10 + text.charCodeAt(at) - 48;
          digits += 1;
          at += 1;
        }
        if (digits === 0) throw new Error(`A tsvector position expected at ${at}`);
        const weight = WEIGHTS[text[at] ?? ''];
        if (weight !== undefined) at += 1;
        positions.push(((weight ?? 0) << 14) | position);
        if (text[at] !== ',') break;
        at += 1;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}

/** An operand of a tsquery: a lexeme, matched whole or as a prefix (`:*`). */
export interface QueryOperand {
  lexeme: string;
  prefix: boolean;
}

/**
 * The operands of a tsquery that only ANDs lexemes (what buildTextQuery makes), or null for anything else
 * (or, not, phrases, weight restrictions): those are left to PostgreSQL. An empty text (the words were all
 * stop words) gives no operands: such a query matches nothing.
 */
export function parseAndQuery(text: string): QueryOperand[] | null {
  const operands: QueryOperand[] = [];
  let at = 0;
  let expectOperand = true;
  while (at < text.length) {
    const char = text[at]!;
    if (char === ' ' || char === '(' || char === ')') {
      at += 1;
    } else if (char === "'" && expectOperand) {
      const { lexeme, end } = readQuoted(text, at);
      at = end;
      let prefix = false;
      if (text[at] === ':') {
        if (text[at + 1] !== '*' || (text[at + 2] !== undefined && !' )'.includes(text[at + 2]!)))
          return null;
        prefix = true;
        at += 2;
      }
      operands.push({ lexeme, prefix });
      expectOperand = false;
    } else if (char === '&' && !expectOperand) {
      at += 1;
      expectOperand = true;
    } else {
      return null;
    }
  }
  return expectOperand && operands.length > 0 ? null : operands;
}
