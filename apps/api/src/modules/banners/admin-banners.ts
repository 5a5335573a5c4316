import {
  BANNER_CODE_TAKEN_MESSAGE,
  BANNER_DATES_MESSAGE,
  BANNER_LINK_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  adminBannerInputSchema,
  type AdminBanner,
  type AdminBannerList,
  type Violation,
} from '@shop/contracts';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { banners, bannerTranslations } from '../../db/schema/index.ts';
import { notFound, ViolationError } from '../../http/http-error.ts';
import { groupBy } from '../../i18n/pick-translation.ts';
import { recordAudit } from '../admin/audit.ts';
import { loadChannelSummaries } from '../channels/service.ts';
import { listLocaleCodes } from '../locales/service.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import { safeBannerLink, saveBanner } from './service.ts';

/**
 * Banners in the back office (docs/adr/0060-content-blocks-banners-admin.md): the import's schema
 * (`bannerInputSchema`, channel by code), plus what the import lets pass silently refused with a violation
 * (an unsafe link, an unknown channel or locale, a window ending before it starts, a code in use). The date
 * window is the banner's schedule. Each write is audited and moves the catalogue version.
 */

type BannerRow = typeof banners.$inferSelect;

const isoDay = z.iso.date();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function channelCodes(db: Database): Promise<Map<number, string>> {
  return new Map((await loadChannelSummaries(db)).map((channel) => [channel.id, channel.code]));
}

async function toAdmin(db: Database, rows: BannerRow[]): Promise<AdminBanner[]> {
  if (rows.length === 0) return [];
  const codes = await channelCodes(db);
  const texts = groupBy(
    await db.select().from(bannerTranslations).orderBy(asc(bannerTranslations.locale)),
    (row) => row.bannerId,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    channelCode: row.channelId === null ? null : (codes.get(row.channelId) ?? null),
    displayFor: row.displayFor,
    standalone: row.standalone,
    activeFrom: row.activeFrom,
    activeUntil: row.activeUntil,
    position: row.position,
    translations: Object.fromEntries(
      (texts.get(row.id) ?? []).map((text) => [
        text.locale,
        { title: text.title, imagePath: text.imagePath, link: text.link },
      ]),
    ),
  }));
}

export async function listAdminBanners(
  db: Database,
  filter: { channel?: string | undefined; enabled?: boolean | undefined },
): Promise<AdminBannerList> {
  const conditions: Array<SQL | undefined> = [
    filter.enabled === undefined ? undefined : eq(banners.enabled, filter.enabled),
  ];
  if (filter.channel === 'global') conditions.push(isNull(banners.channelId));
  else if (filter.channel !== undefined) {
    const id = [...(await channelCodes(db)).entries()].find(([, code]) => code === filter.channel)?.[0];
    if (id === undefined) return { items: [] };
    conditions.push(eq(banners.channelId, id));
  }
  const rows = await db
    .select()
    .from(banners)
    .where(and(...conditions))
    .orderBy(asc(banners.position), asc(banners.code));
  return { items: await toAdmin(db, rows) };
}

export async function getAdminBanner(db: Database, id: number): Promise<AdminBanner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound(`Banner "${id}" not found.`);
  const [banner] = await toAdmin(db, [row]);
  return banner!;
}

/** Every violation of a banner at once; the import's input (channel by id) when there is none. */
async function checkBanner(db: Database, input: unknown, ownId: number | null) {
  const parsed = adminBannerInputSchema.safeParse(input);
  const violations: Violation[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        propertyPath: issue.path.join('.'),
        message: issue.message,
        code: issue.code,
      }));
  const raw = isRecord(input) ? input : {};
  const channelCode = parsed.success ? parsed.data.channelCode : raw.channelCode;
  let channelId: number | null = null;
  if (typeof channelCode === 'string' && channelCode.trim()) {
    const found = [...(await channelCodes(db)).entries()].find(([, code]) => code === channelCode.trim());
    if (found) channelId = found[0];
    else
      violations.push({
        propertyPath: 'channelCode',
        message: UNKNOWN_CHANNEL_MESSAGE,
        code: 'unknown_channel',
      });
  }
  const code = parsed.success ? parsed.data.code : raw.code;
  if (typeof code === 'string' && code.trim()) {
    const [holder] = await db.select({ id: banners.id }).from(banners).where(eq(banners.code, code.trim()));
    if (holder && holder.id !== ownId)
      violations.push({ propertyPath: 'code', message: BANNER_CODE_TAKEN_MESSAGE, code: 'code_taken' });
  }
  const translations = isRecord(raw.translations) ? raw.translations : {};
  const locales = new Set(await listLocaleCodes(db));
  for (const [locale, text] of Object.entries(translations)) {
    if (!locales.has(locale))
      violations.push({
        propertyPath: `translations.${locale}`,
        message: UNKNOWN_LOCALE_MESSAGE,
        code: 'unknown_locale',
      });
    const link = isRecord(text) ? text.link : null;
    if (typeof link === 'string' && link.trim() && link.length <= 2000 && safeBannerLink(link) === null)
      violations.push({
        propertyPath: `translations.${locale}.link`,
        message: BANNER_LINK_MESSAGE,
        code: 'unsafe_link',
      });
  }
  // Checked on the raw values too, so that the window's order is reported with the other violations.
  const day = (value: unknown) => (isoDay.safeParse(value).success ? (value as string) : null);
  const activeFrom = day(raw.activeFrom);
  const activeUntil = day(raw.activeUntil);
  if (activeFrom && activeUntil && activeUntil < activeFrom)
    violations.push({ propertyPath: 'activeUntil', message: BANNER_DATES_MESSAGE, code: 'dates_order' });
  if (violations.length > 0 || !parsed.success) throw new ViolationError(violations);
  const { channelCode: _channelCode, ...rest } = parsed.data;
  return { ...rest, channelId };
}

type Audit = { administratorId: number };

export async function createBanner(db: Database, input: unknown, who: Audit): Promise<AdminBanner> {
  const id = await db.transaction(async (tx) => {
    const banner = await checkBanner(tx, input, null);
    const newId = await saveBanner(tx, banner);
    const after = await getAdminBanner(tx, newId);
    await recordAudit(tx, {
      administratorId: who.administratorId,
      action: 'banner.create',
      subjectType: 'banner',
      subjectId: newId,
      summary: `Banner ${after.code} added`,
      details: { before: null, after },
    });
    return newId;
  });
  await bumpCatalogueVersion(db);
  return getAdminBanner(db, id);
}

export async function updateBanner(
  db: Database,
  id: number,
  input: unknown,
  who: Audit,
): Promise<AdminBanner> {
  await db.transaction(async (tx) => {
    const before = await getAdminBanner(tx, id);
    const banner = await checkBanner(tx, input, id);
    // saveBanner upserts by code: a new code is written on the row first, so the banner keeps its id.
    if (banner.code !== before.code)
      await tx.update(banners).set({ code: banner.code }).where(eq(banners.id, id));
    await saveBanner(tx, banner);
    const after = await getAdminBanner(tx, id);
    await recordAudit(tx, {
      administratorId: who.administratorId,
      action: 'banner.update',
      subjectType: 'banner',
      subjectId: id,
      summary: `Banner ${after.code} changed`,
      details: { before, after },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminBanner(db, id);
}

export async function deleteBanner(db: Database, id: number, who: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getAdminBanner(tx, id);
    await tx.delete(banners).where(eq(banners.id, id));
    await recordAudit(tx, {
      administratorId: who.administratorId,
      action: 'banner.delete',
      subjectType: 'banner',
      subjectId: id,
      summary: `Banner ${before.code} deleted`,
      details: { before, after: null },
    });
  });
  await bumpCatalogueVersion(db);
}
