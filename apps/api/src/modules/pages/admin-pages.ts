import {
  CONTENT_CODE_TAKEN_MESSAGE,
  PAGE_IN_USE_MESSAGE,
  type AdminPage,
  type AdminPageSummary,
  type List,
  type Violation,
} from '@shop/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { pages, pageTranslations } from '../../db/schema/index.ts';
import { assertCurrentVersion, contentVersion } from '../../http/content-version.ts';
import { HttpError, ViolationError, notFound } from '../../http/http-error.ts';
import { paginate, type PageRequest } from '../../http/lists.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { recordAudit } from '../admin/audit.ts';
import { channelsUsingPage } from '../channels/channel-list.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import { pageInputSchema, savePage, type PageData } from './service.ts';

/**
 * Content pages in the back office (docs/adr/0059-content-news-pages.md): the import's schema and save;
 * a channel's terms, loyalty terms or privacy page cannot be deleted (409). Writes are audited in their
 * transaction and move the catalogue version.
 */

const NAME_ORDER = ['lt', 'en', 'et', 'ru'];

/** A page's PATCH: the import's page, and the version the editor started from (optional for API clients). */
export const adminPagePatchSchema = pageInputSchema.extend({ version: z.string().max(64).optional() });
export type AdminPagePatch = z.output<typeof adminPagePatchSchema>;

async function loadPages(db: Database, id?: number): Promise<Array<Omit<AdminPage, 'usedBy'>>> {
  const [rows, texts] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(id === undefined ? undefined : eq(pages.id, id))
      .orderBy(asc(pages.code)),
    db
      .select()
      .from(pageTranslations)
      .where(id === undefined ? undefined : eq(pageTranslations.pageId, id)),
  ]);
  const textsById = groupBy(texts, (text) => text.pageId);
  return rows.map((row) => {
    const page = {
      id: row.id,
      code: row.code,
      enabled: row.enabled,
      translations: Object.fromEntries(
        (textsById.get(row.id) ?? [])
          .sort((a, b) => a.locale.localeCompare(b.locale))
          .map((text) => [text.locale, { title: text.title, slug: text.slug, content: text.content }]),
      ),
    };
    return { ...page, version: contentVersion(page) };
  });
}

export async function getAdminPage(db: Database, id: number): Promise<AdminPage> {
  const [page] = await loadPages(db, id);
  if (!page) throw notFound(`Page ${id} not found.`);
  return { ...page, usedBy: await channelsUsingPage(db, id) };
}

export async function listAdminPages(
  db: Database,
  query: PageRequest & { search?: string },
): Promise<List<AdminPageSummary>> {
  const needle = query.search?.toLocaleLowerCase();
  const matching = (await loadPages(db)).filter(
    (page) =>
      !needle ||
      [page.code, ...Object.values(page.translations).map((text) => text.title)].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
  );
  const list = paginate(matching, query);
  const data = await Promise.all(
    list.data.map(async ({ translations, ...page }) => ({
      ...page,
      title:
        pickTranslation(
          Object.entries(translations).map(([locale, text]) => ({ locale, title: text.title })),
          NAME_ORDER,
        )?.title ?? page.code,
      usedBy: await channelsUsingPage(db, page.id),
    })),
  );
  return { ...list, data };
}

async function pageViolations(db: Database, body: PageData, id: number | null): Promise<Violation[]> {
  const violations = await unknownLocaleViolations(db, [['translations', body.translations]]);
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.code, body.code), id === null ? undefined : ne(pages.id, id)));
  if (taken) violations.push({ propertyPath: 'code', message: CONTENT_CODE_TAKEN_MESSAGE });
  return violations;
}

function throwIfAny(violations: Violation[]): void {
  if (violations.length > 0) throw new ViolationError(violations);
}

const titleOf = (page: Omit<AdminPage, 'usedBy'>) =>
  Object.values(page.translations).find((text) => text.title)?.title ?? page.code;

export async function createAdminPage(
  db: Database,
  body: PageData,
  administratorId: number,
): Promise<AdminPage> {
  const id = await db.transaction(async (tx) => {
    throwIfAny(await pageViolations(tx, body, null));
    const saved = await savePage(tx, body);
    const after = await getAdminPage(tx, saved);
    await recordAudit(tx, {
      administratorId,
      action: 'page.create',
      subjectType: 'page',
      subjectId: saved,
      summary: `Pages: added “${titleOf(after)}”`,
      details: { after },
    });
    return saved;
  });
  await bumpCatalogueVersion(db);
  return getAdminPage(db, id);
}

export async function updateAdminPage(
  db: Database,
  id: number,
  { version, ...body }: AdminPagePatch,
  administratorId: number,
): Promise<AdminPage> {
  await db.transaction(async (tx) => {
    const before = await getAdminPage(tx, id);
    assertCurrentVersion(version, before.version);
    throwIfAny(await pageViolations(tx, body, id));
    // savePage saves by code: a new code is given to this row first, so its id and address stay.
    if (body.code !== before.code) await tx.update(pages).set({ code: body.code }).where(eq(pages.id, id));
    await savePage(tx, body);
    const after = await getAdminPage(tx, id);
    await recordAudit(tx, {
      administratorId,
      action: 'page.update',
      subjectType: 'page',
      subjectId: id,
      summary: `Pages: changed “${titleOf(after)}”`,
      details: { before, after },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminPage(db, id);
}

export async function deleteAdminPage(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getAdminPage(tx, id);
    if (before.usedBy.length > 0) throw new HttpError(409, PAGE_IN_USE_MESSAGE);
    await tx.delete(pages).where(eq(pages.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'page.delete',
      subjectType: 'page',
      subjectId: id,
      summary: `Pages: deleted “${titleOf(before)}”`,
      details: { before },
    });
  });
  await bumpCatalogueVersion(db);
}
