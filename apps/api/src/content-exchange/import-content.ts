import type { Database } from '../db/database.ts';
import { bumpCatalogueVersion } from '../modules/search/index.ts';
import type { ContentKind, ContentReferences, LocaleUse } from './content-kind.ts';
import { formatPath, type ContentIssue } from './issues.ts';
import { CONTENT_KINDS } from './kinds.ts';
import { loadContentReferences } from './references.ts';

/**
 * Content to import, by kind name (`pages`, `faq`...): each value is what the kind's JSON file holds, an
 * array of items, not yet validated. Kinds left out are not touched.
 */
export type ContentDocuments = Readonly<Record<string, unknown>>;

export type ContentImportResult =
  { ok: true; written: boolean; counts: Record<string, number> } | { ok: false; issues: ContentIssue[] };

interface ValidatedKind {
  kind: ContentKind;
  items: unknown[];
}

/**
 * Validates every document (all of them, reporting every problem), then, unless `check` is set, stores
 * all items in one transaction: every item is created or updated by its code, its translations replaced.
 * Either everything is stored or nothing is. A written import moves the shared catalogue version.
 */
export async function importContent(
  db: Database,
  documents: ContentDocuments,
  options: { check?: boolean } = {},
): Promise<ContentImportResult> {
  const references = await loadContentReferences(db);
  const { validated, issues } = validateContent(documents, references);
  if (issues.length > 0) return { ok: false, issues };
  const counts = Object.fromEntries(validated.map(({ kind, items }) => [kind.name, items.length]));
  if (options.check) return { ok: true, written: false, counts };
  try {
    await db.transaction(async (tx) => {
      for (const { kind, items } of validated) {
        for (const [index, item] of items.entries()) {
          try {
            await kind.importItem(tx, item, references);
          } catch (error) {
            throw new ItemStoreError({
              file: kind.file,
              item: { index, code: codeOf(item) },
              message: `could not be stored: ${databaseMessage(error)}`,
            });
          }
        }
      }
      // Content is what shoppers see: the storefronts empty their page caches when the version moves (ADR 0051).
      await bumpCatalogueVersion(tx);
    });
  } catch (error) {
    if (error instanceof ItemStoreError) return { ok: false, issues: [error.issue] };
    throw error;
  }
  return { ok: true, written: true, counts };
}

class ItemStoreError extends Error {
  constructor(readonly issue: ContentIssue) {
    super(issue.message);
  }
}

/** A database error's own words (a unique slug taken twice...), without the SQL around them. */
function databaseMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : error;
  const detail = (cause as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail ? `${cause.message} (${detail})` : cause.message;
}

/** Checks the documents against the kinds' schemas and this database's channels and locales. */
export function validateContent(
  documents: ContentDocuments,
  references: ContentReferences,
): { validated: ValidatedKind[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const validated: ValidatedKind[] = [];
  const known = new Set(CONTENT_KINDS.map((kind) => kind.name));
  for (const name of Object.keys(documents)) {
    if (!known.has(name))
      issues.push({ file: `${name}.json`, message: 'not a kind of content this shop has' });
  }
  for (const kind of CONTENT_KINDS) {
    if (!(kind.name in documents)) continue;
    const document = documents[kind.name];
    if (!Array.isArray(document)) {
      issues.push({ file: kind.file, message: 'the file must hold a JSON array of items ([ ... ])' });
      continue;
    }
    const items: unknown[] = [];
    const codes = new Map<string, number>();
    for (const [index, raw] of document.entries()) {
      const item = { index, code: codeOf(raw) };
      const result = kind.schema.safeParse(raw);
      if (!result.success) {
        for (const issue of result.error.issues) {
          issues.push({ file: kind.file, item, path: formatPath(issue.path), message: issue.message });
        }
        continue;
      }
      items.push(result.data);
      for (const problem of referenceProblems(kind, result.data, references)) {
        issues.push({ file: kind.file, item, ...problem });
      }
      for (const { path, code } of codesIn(result.data, [])) {
        // The same code twice in one file (at the same level) would overwrite itself.
        const key = `${path.filter((part) => typeof part === 'string').join('.')}:${code}`;
        const first = codes.get(key);
        if (first === undefined) codes.set(key, index);
        else
          issues.push({
            file: kind.file,
            item,
            path: formatPath(path),
            message: `the code ${JSON.stringify(code)} is used twice (also in item [${first}])`,
          });
      }
    }
    validated.push({ kind, items });
  }
  return { validated, issues };
}

/** Unknown channel codes and locales in an item that passed its schema. */
function referenceProblems(
  kind: ContentKind,
  item: unknown,
  references: ContentReferences,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const locales: LocaleUse[] = [...translationLocales(item, []), ...kind.extraLocales(item)];
  for (const use of locales) {
    if (!references.locales.has(use.locale)) {
      problems.push({
        path: formatPath(use.path),
        message: `the shop has no locale ${JSON.stringify(use.locale)} (it has ${[...references.locales].join(', ')})`,
      });
    }
  }
  for (const { path, code } of channelCodes(item, [])) {
    if (references.channelId(code) === undefined) {
      problems.push({
        path: formatPath(path),
        message: `no channel has the code ${JSON.stringify(code)}`,
      });
    }
  }
  return problems;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys of every `translations` object in the item, at any depth. */
function translationLocales(value: unknown, path: PropertyKey[]): LocaleUse[] {
  if (Array.isArray(value))
    return value.flatMap((element, index) => translationLocales(element, [...path, index]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = [...path, key];
    const own =
      key === 'translations' && isRecord(child)
        ? Object.keys(child).map((locale) => ({ path: [...here, locale], locale }))
        : [];
    return [...own, ...translationLocales(child, here)];
  });
}

/** Every non-null `channelCode` in the item, at any depth. */
function channelCodes(value: unknown, path: PropertyKey[]): { path: PropertyKey[]; code: string }[] {
  if (Array.isArray(value)) return value.flatMap((element, index) => channelCodes(element, [...path, index]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = [...path, key];
    const own = key === 'channelCode' && typeof child === 'string' ? [{ path: here, code: child }] : [];
    return [...own, ...channelCodes(child, here)];
  });
}

/** The `code` of the item and of every object nested in its arrays (FAQ entries, articles). */
function codesIn(value: unknown, path: PropertyKey[]): { path: PropertyKey[]; code: string }[] {
  if (Array.isArray(value)) return value.flatMap((element, index) => codesIn(element, [...path, index]));
  if (!isRecord(value)) return [];
  const own = typeof value.code === 'string' ? [{ path: [...path, 'code'], code: value.code }] : [];
  return [
    ...own,
    ...Object.entries(value)
      .filter(([key]) => key !== 'translations')
      .flatMap(([key, child]) => (Array.isArray(child) ? codesIn(child, [...path, key]) : [])),
  ];
}

function codeOf(item: unknown): string | undefined {
  return isRecord(item) && typeof item.code === 'string' ? item.code : undefined;
}
