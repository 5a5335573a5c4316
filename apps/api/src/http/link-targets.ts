/**
 * Finding things to link to by id, code or search (the menus editor's pickers). Each module that owns a
 * linkable table (categories, products, pages, attribute values) answers this shape for its own rows.
 */
export interface LinkTargetLookup {
  /** Only these rows (ids win over codes, codes over search). */
  ids?: readonly number[];
  codes?: readonly string[];
  /** Part of the code or of a name in any language, any case. */
  search?: string;
  localePreference: readonly string[];
  limit?: number;
}

export interface LinkTargetRow {
  id: number;
  code: string;
  name: string;
}

/** An ILIKE pattern matching `text` anywhere, its wildcard characters taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
