import type { Database } from '../db/database.ts';
import { CONTENT_KINDS } from './kinds.ts';
import { loadContentReferences } from './references.ts';

/** Every kind's items (or only the named kinds'), by kind name, sorted by code: what the files hold. */
export async function exportContent(
  db: Database,
  options: { only?: readonly string[] } = {},
): Promise<Record<string, unknown[]>> {
  const references = await loadContentReferences(db);
  const documents: Record<string, unknown[]> = {};
  for (const kind of CONTENT_KINDS) {
    if (options.only && !options.only.includes(kind.name)) continue;
    const items = await kind.exportItems(db, references);
    documents[kind.name] = [...items].sort((a, b) => compareCodes(codeOf(a), codeOf(b)));
  }
  return documents;
}

function codeOf(item: unknown): string {
  return typeof item === 'object' && item !== null && 'code' in item ? String(item.code) : '';
}

function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Pretty, stable JSON: two-space indents, `code` first and the other keys in alphabetical order, so that
 * the same content always gives the same bytes and a diff shows only what changed.
 */
export function contentJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value).sort((a, b) => (a === 'code' ? -1 : b === 'code' ? 1 : compareCodes(a, b)));
  return Object.fromEntries(keys.map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]));
}
