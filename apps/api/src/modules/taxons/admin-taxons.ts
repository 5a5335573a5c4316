import { UNKNOWN_TAXON_MESSAGE, type AdminTaxon } from '@shop/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { taxons, taxonTranslations } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { countProductsByTaxon } from '../products/catalogue-links.ts';
import { subtreeIds } from './taxon-paths.ts';

/** One category row as the back office sees it (enabled or not). */
export type TaxonRow = typeof taxons.$inferSelect;
export type TaxonTranslationRow = typeof taxonTranslations.$inferSelect;

/** Every category and translation: a shop has hundreds of categories at most, so the tree is loaded whole. */
export interface TaxonState {
  rows: TaxonRow[];
  byId: Map<number, TaxonRow>;
  byCode: Map<string, TaxonRow>;
  /** Translations per taxon id, by locale. */
  texts: Map<number, Map<string, TaxonTranslationRow>>;
}

export async function loadTaxonState(db: Database): Promise<TaxonState> {
  // One query after the other: inside a transaction they share one connection.
  const rows = await db.select().from(taxons).orderBy(asc(taxons.position), asc(taxons.id));
  const translationRows = await db.select().from(taxonTranslations).orderBy(asc(taxonTranslations.locale));
  const texts = new Map<number, Map<string, TaxonTranslationRow>>();
  for (const row of translationRows) {
    const perLocale = texts.get(row.taxonId) ?? new Map<string, TaxonTranslationRow>();
    perLocale.set(row.locale, row);
    texts.set(row.taxonId, perLocale);
  }
  return {
    rows,
    byId: new Map(rows.map((row) => [row.id, row])),
    byCode: new Map(rows.map((row) => [row.code, row])),
    texts,
  };
}

/** The taxon with this code, else 404 UNKNOWN_TAXON_MESSAGE. */
export function taxonByCode(state: TaxonState, code: string): TaxonRow {
  const row = state.byCode.get(code);
  if (!row) throw notFound(UNKNOWN_TAXON_MESSAGE);
  return row;
}

/** Children ids of a parent (null: the roots) in sibling order. */
export function childIds(state: TaxonState, parentId: number | null): number[] {
  return state.rows.filter((row) => row.parentId === parentId).map((row) => row.id);
}

function toAdminTaxon(
  state: TaxonState,
  row: TaxonRow,
  productCounts: ReadonlyMap<number, number>,
  visited: Set<number>,
): AdminTaxon {
  visited.add(row.id);
  const translations: AdminTaxon['translations'] = {};
  for (const [locale, text] of state.texts.get(row.id) ?? []) {
    translations[locale as keyof AdminTaxon['translations']] = {
      name: text.name,
      slug: text.slug,
      description: text.description,
    };
  }
  return {
    code: row.code,
    parent: row.parentId === null ? null : (state.byId.get(row.parentId)?.code ?? null),
    position: row.position,
    enabled: row.enabled,
    image: row.imagePath,
    translations,
    productCount: productCounts.get(row.id) ?? 0,
    children: state.rows
      .filter((child) => child.parentId === row.id && !visited.has(child.id))
      .map((child) => toAdminTaxon(state, child, productCounts, visited)),
    version: row.version,
  };
}

/** The whole category tree (disabled ones too), roots first, siblings by position, with product counts. */
export async function getAdminTaxonTree(db: Database): Promise<AdminTaxon[]> {
  const [state, productCounts] = await Promise.all([loadTaxonState(db), countProductsByTaxon(db)]);
  const visited = new Set<number>();
  return state.rows
    .filter((row) => row.parentId === null)
    .map((row) => toAdminTaxon(state, row, productCounts, visited));
}

/** One category with its sub-categories; 404 for an unknown code. */
export async function getAdminTaxon(db: Database, code: string): Promise<AdminTaxon> {
  const state = await loadTaxonState(db);
  const row = taxonByCode(state, code);
  const productCounts = await countProductsByTaxon(db, subtreeIds(state.rows, row.id));
  return toAdminTaxon(state, row, productCounts, new Set());
}
