import {
  CODE_TAKEN_MESSAGE,
  SLUG_FROM_NAME_MESSAGE,
  STALE_VERSION_MESSAGE,
  TAXON_CYCLE_MESSAGE,
  TAXON_PARENT_LOCALE_MESSAGE,
  TAXON_TRANSLATION_REQUIRED_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  taxonNotEmptyMessage,
  taxonSlugTakenMessage,
  type AdminTaxonInput,
  type AdminTaxonPatch,
  type Violation,
} from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { taxons, taxonTranslations } from '../../db/schema/index.ts';
import { HttpError, ViolationError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { slugFromName } from '../../i18n/slug-from-name.ts';
import { sanitizePageHtml } from '../pages/sanitize-page-html.ts';
import { countProductsByTaxon } from '../products/catalogue-links.ts';
import { childIds, loadTaxonState, taxonByCode, type TaxonRow, type TaxonState } from './admin-taxons.ts';
import { redirectCategoryPaths } from './category-redirects.ts';
import {
  joinPath,
  ownSegment,
  placeAmongSiblings,
  rewriteDescendantPaths,
  subtreeIds,
  type PathTable,
} from './taxon-paths.ts';

/** Advisory lock key serialising writes to the category tree (positions and paths span many rows). */
const TAXON_TREE_LOCK = 7_341_017;

type TranslationInput = NonNullable<AdminTaxonInput['translations'][keyof AdminTaxonInput['translations']]>;

interface ResolvedText {
  name: string;
  segment: string;
  description: string | null;
}

export interface TaxonWriteResult {
  code: string;
  /** Categories whose products' search documents the change made outdated (the category and below). */
  touchedTaxonIds: number[];
}

function sanitiseDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  return sanitizePageHtml(html) || null;
}

/** The category's texts after the request: its current ones with the given locales replaced. */
function resolveTexts(
  state: TaxonState,
  taxonId: number | null,
  input: AdminTaxonInput['translations'] | undefined,
  violations: Violation[],
): Map<string, ResolvedText> {
  const texts = new Map<string, ResolvedText>();
  for (const [locale, row] of taxonId === null ? [] : (state.texts.get(taxonId) ?? [])) {
    texts.set(locale, { name: row.name, segment: ownSegment(row.slug), description: row.description });
  }
  for (const [locale, given] of Object.entries(input ?? {}) as Array<[string, TranslationInput]>) {
    const current = texts.get(locale);
    const segment =
      given.slug || (given.slug === undefined && current ? current.segment : slugFromName(given.name));
    if (!segment) {
      violations.push({ propertyPath: `translations.${locale}.slug`, message: SLUG_FROM_NAME_MESSAGE });
    }
    texts.set(locale, {
      name: given.name,
      segment,
      description:
        given.description === undefined
          ? (current?.description ?? null)
          : sanitiseDescription(given.description),
    });
  }
  return texts;
}

/** The category's own paths under `parentId`; a locale the parent lacks is a violation. */
function ownPaths(
  state: TaxonState,
  parentId: number | null,
  texts: ReadonlyMap<string, ResolvedText>,
  violations: Violation[],
): Map<string, string> {
  const parentTexts = parentId === null ? null : state.texts.get(parentId);
  const paths = new Map<string, string>();
  for (const [locale, text] of texts) {
    const parentPath = parentTexts?.get(locale)?.slug ?? null;
    if (parentTexts && parentPath === null) {
      violations.push({ propertyPath: `translations.${locale}`, message: TAXON_PARENT_LOCALE_MESSAGE });
    }
    if (text.segment) paths.set(locale, joinPath(parentPath, text.segment));
  }
  return paths;
}

/** A violation for every new path another category (outside the moved branch) already has. */
function pathClashes(state: TaxonState, newPaths: PathTable, branch: ReadonlySet<number>): Violation[] {
  const owners = new Map<string, number>();
  for (const [taxonId, perLocale] of state.texts) {
    if (branch.has(taxonId)) continue;
    for (const [locale, row] of perLocale) owners.set(`${locale}:${row.slug}`, taxonId);
  }
  const violations: Violation[] = [];
  for (const perLocale of newPaths.values()) {
    for (const [locale, path] of perLocale) {
      const owner = owners.get(`${locale}:${path}`);
      if (owner === undefined) continue;
      violations.push({
        propertyPath: `translations.${locale}.slug`,
        message: taxonSlugTakenMessage(path, state.byId.get(owner)?.code ?? String(owner)),
      });
    }
  }
  return violations;
}

function currentPaths(state: TaxonState, ids: readonly number[]): PathTable {
  return new Map(
    ids.map((id) => [id, new Map([...(state.texts.get(id) ?? [])].map(([l, row]) => [l, row.slug]))]),
  );
}

/** Writes sibling positions 0..n-1 in the given order (only rows whose position changes). */
async function renumber(tx: Database, state: TaxonState, order: readonly number[]): Promise<void> {
  for (const [position, id] of order.entries()) {
    if (state.byId.get(id)?.position === position) continue;
    await tx.update(taxons).set({ position }).where(eq(taxons.id, id));
  }
}

/** Inserts or updates one category's translations (its own texts and path per locale). */
async function writeTexts(
  tx: Database,
  state: TaxonState,
  taxonId: number,
  texts: ReadonlyMap<string, ResolvedText>,
  paths: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [locale, text] of texts) {
    const values = {
      name: text.name,
      slug: paths.get(locale) ?? text.segment,
      description: text.description,
    };
    if (state.texts.get(taxonId)?.has(locale)) {
      await tx
        .update(taxonTranslations)
        .set(values)
        .where(and(eq(taxonTranslations.taxonId, taxonId), eq(taxonTranslations.locale, locale)));
    } else {
      await tx.insert(taxonTranslations).values({ taxonId, locale, ...values });
    }
  }
}

interface Snapshot {
  parent: string | null;
  position: number;
  enabled: boolean;
  translations: Record<string, { name: string; slug: string; description: string | null }>;
}

function snapshotOf(state: TaxonState, row: TaxonRow): Snapshot {
  const translations: Snapshot['translations'] = {};
  for (const [locale, text] of state.texts.get(row.id) ?? []) {
    translations[locale] = { name: text.name, slug: text.slug, description: text.description };
  }
  return {
    parent: row.parentId === null ? null : (state.byId.get(row.parentId)?.code ?? null),
    position: row.position,
    enabled: row.enabled,
    translations,
  };
}

/** The fields that differ, before and after (the audit line's details). */
function changedFields(
  before: Snapshot,
  after: Snapshot,
): { before: Partial<Snapshot>; after: Partial<Snapshot> } {
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after) as Array<keyof Snapshot>) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    diff.before[key] = before[key];
    diff.after[key] = after[key];
  }
  return diff as { before: Partial<Snapshot>; after: Partial<Snapshot> };
}

async function lockTree(tx: Database): Promise<TaxonState> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TAXON_TREE_LOCK})`);
  return loadTaxonState(tx);
}

function parentIdOf(state: TaxonState, code: string | null, violations: Violation[]): number | null {
  if (code === null) return null;
  const parent = state.byCode.get(code);
  if (!parent) violations.push({ propertyPath: 'parent', message: UNKNOWN_TAXON_MESSAGE });
  return parent?.id ?? null;
}

/** POST /taxons: a new category under `parent` (or a root) at `position` among its siblings (else last). */
export async function createTaxon(
  db: Database,
  input: AdminTaxonInput,
  administratorId: number,
): Promise<TaxonWriteResult> {
  return db.transaction(async (tx) => {
    const state = await lockTree(tx);
    const violations: Violation[] = [];
    if (state.byCode.has(input.code)) violations.push({ propertyPath: 'code', message: CODE_TAKEN_MESSAGE });
    const parentId = parentIdOf(state, input.parent, violations);
    if (Object.keys(input.translations).length === 0) {
      violations.push({ propertyPath: 'translations', message: TAXON_TRANSLATION_REQUIRED_MESSAGE });
    }
    violations.push(...(await unknownLocaleViolations(tx, [['translations', input.translations]])));
    const texts = resolveTexts(state, null, input.translations, violations);
    const paths = ownPaths(state, parentId, texts, violations);
    violations.push(...pathClashes(state, new Map([[0, paths]]), new Set()));
    if (violations.length > 0) throw new ViolationError(violations);

    const [created] = await tx
      .insert(taxons)
      .values({ code: input.code, parentId, enabled: input.enabled, position: 0 })
      .returning();
    const row = created as TaxonRow;
    await writeTexts(tx, state, row.id, texts, paths);
    const order = placeAmongSiblings(childIds(state, parentId), row.id, input.position);
    state.byId.set(row.id, { ...row, position: -1 });
    await renumber(tx, state, order);

    const saved = await loadTaxonState(tx);
    const after = snapshotOf(saved, taxonByCode(saved, input.code));
    await recordAudit(tx, {
      administratorId,
      action: 'taxon.create',
      subjectType: 'taxon',
      subjectId: input.code,
      summary: `Category ${input.code} created`,
      details: { after },
    });
    return { code: input.code, touchedTaxonIds: [] };
  });
}

/**
 * PATCH /taxons/{code}: texts, enabled, and a move (parent) or reorder (position). Sibling positions stay
 * 0..n-1 under both the old and the new parent; the paths of the category and everything under it are
 * rewritten, and the old addresses redirect to the new ones.
 */
export async function updateTaxon(
  db: Database,
  code: string,
  patch: AdminTaxonPatch,
  administratorId: number,
): Promise<TaxonWriteResult> {
  return db.transaction(async (tx) => {
    const state = await lockTree(tx);
    const row = taxonByCode(state, code);
    if (patch.version !== row.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const violations: Violation[] = [];
    const branchIds = subtreeIds(state.rows, row.id);
    const branch = new Set(branchIds);
    let parentId = row.parentId;
    if (patch.parent !== undefined) {
      parentId = parentIdOf(state, patch.parent, violations);
      if (parentId !== null && branch.has(parentId)) {
        violations.push({ propertyPath: 'parent', message: TAXON_CYCLE_MESSAGE });
        parentId = row.parentId;
      }
    }
    violations.push(...(await unknownLocaleViolations(tx, [['translations', patch.translations]])));
    const texts = resolveTexts(state, row.id, patch.translations, violations);
    const oldPaths = currentPaths(state, branchIds);
    const newPaths: PathTable = new Map([[row.id, ownPaths(state, parentId, texts, violations)]]);
    rewriteDescendantPaths(state.rows, row.id, oldPaths, newPaths);
    violations.push(...pathClashes(state, newPaths, branch));
    if (violations.length > 0) throw new ViolationError(violations);

    const before = snapshotOf(state, row);
    const moved = parentId !== row.parentId;
    const enabled = patch.enabled ?? row.enabled;
    await tx
      .update(taxons)
      .set({ parentId, enabled, version: row.version + 1 })
      .where(eq(taxons.id, row.id));
    if (moved) {
      await renumber(
        tx,
        state,
        childIds(state, row.parentId).filter((id) => id !== row.id),
      );
    }
    if (moved || patch.position !== undefined) {
      const order = placeAmongSiblings(childIds(state, parentId), row.id, patch.position);
      if (moved) state.byId.set(row.id, { ...row, position: -1 });
      await renumber(tx, state, order);
    }
    await writeTexts(tx, state, row.id, texts, newPaths.get(row.id) ?? new Map());
    for (const id of branchIds.slice(1)) {
      for (const [locale, path] of newPaths.get(id) ?? []) {
        if (oldPaths.get(id)?.get(locale) === path) continue;
        await tx
          .update(taxonTranslations)
          .set({ slug: path })
          .where(and(eq(taxonTranslations.taxonId, id), eq(taxonTranslations.locale, locale)));
      }
    }
    await redirectCategoryPaths(tx, oldPaths, newPaths);

    const afterState = await loadTaxonState(tx);
    const diff = changedFields(before, snapshotOf(afterState, taxonByCode(afterState, code)));
    const listingChanged = ['parent', 'enabled', 'translations'].some((key) => key in diff.after);
    await recordAudit(tx, {
      administratorId,
      action: 'taxon.update',
      subjectType: 'taxon',
      subjectId: code,
      summary: moved
        ? `Category ${code} moved under ${patch.parent ?? 'the top level'}`
        : `Category ${code} changed`,
      details: diff,
    });
    return { code, touchedTaxonIds: listingChanged ? branchIds : [] };
  });
}

/** DELETE /taxons/{code}: only an empty category (no products, no sub-categories) goes. */
export async function deleteTaxon(db: Database, code: string, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await lockTree(tx);
    const row = taxonByCode(state, code);
    const products = (await countProductsByTaxon(tx, [row.id])).get(row.id) ?? 0;
    const children = childIds(state, row.id).length;
    if (products > 0 || children > 0) {
      throw new ViolationError([
        { propertyPath: '', message: taxonNotEmptyMessage(products, children), code: 'TAXON_NOT_EMPTY' },
      ]);
    }
    const before = snapshotOf(state, row);
    await tx.delete(taxons).where(eq(taxons.id, row.id));
    await renumber(
      tx,
      state,
      childIds(state, row.parentId).filter((id) => id !== row.id),
    );
    await recordAudit(tx, {
      administratorId,
      action: 'taxon.delete',
      subjectType: 'taxon',
      subjectId: code,
      summary: `Category ${code} deleted`,
      details: { before },
    });
  });
}
