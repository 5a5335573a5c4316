import { sql, type SQL } from 'drizzle-orm';
import type { TextSearchConfigs } from './text-search-config.ts';

/** Words beyond this are ignored: a search box query, not a document. */
const MAX_WORDS = 8;

/**
 * Lithuanian inflection endings (accents removed), longest first. Used only where the server has no
 * 'lithuanian' text search configuration (PostgreSQL 15): the query word is cut to its stem and matched
 * as a prefix, so "vezimeliai" (vežimėliai) finds "vezimelis" (vežimėlis).
 */
const LITHUANIAN_ENDINGS = [
  'iuose',
  'iems',
  'iams',
  'ioms',
  'uose',
  'iose',
  'iais',
  'omis',
  'emis',
  'imis',
  'iai',
  'ams',
  'ems',
  'oms',
  'ims',
  'ais',
  'ius',
  'ios',
  'iuo',
  'ias',
  'ies',
  'ioj',
  'yje',
  'oje',
  'eje',
  'iu',
  'io',
  'ia',
  'ai',
  'as',
  'is',
  'ys',
  'us',
  'es',
  'os',
  'ui',
  'ei',
  'mi',
  'je',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
  's',
];
const MIN_STEM_LENGTH = 3;

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Lower-cased, accent-free words of a query (letters and digits only, so safe inside a tsquery). */
export function queryWords(text: string): string[] {
  return stripAccents(text.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

export function lithuanianStem(word: string): string {
  for (const ending of LITHUANIAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM_LENGTH) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

export interface TextQuery {
  /** The trimmed text as typed (for trigram similarity, accents are removed in SQL). */
  text: string;
  /** The to_tsquery(...) expression in the locale's configuration. */
  tsquery: SQL;
  /** Its two arguments: the configuration and the terms (`word & prefix:*`). */
  config: string;
  terms: string;
}

/**
 * Full-text query for a search box text: every word must match (stemmed by the locale's configuration),
 * the last one as a prefix so results follow the typing. Null when the text has no words.
 */
export function buildTextQuery(text: string, locale: string, configs: TextSearchConfigs): TextQuery | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const config = configs.forLocale(locale);
  const stemInQuery = locale === 'lt' && !configs.stems(locale);
  const terms = words.map((word, index) => {
    if (stemInQuery) return `${lithuanianStem(word)}:*`;
    return index === words.length - 1 ? `${word}:*` : word;
  });
  const joined = terms.join(' & ');
  return {
    text: text.trim(),
    tsquery: sql`to_tsquery(${config}::regconfig, ${joined})`,
    config,
    terms: joined,
  };
}
