import type {
  AdminContentBlock,
  AdminContentBlockList,
  AdminContentBlockSummary,
  ContentBlockLocation,
  ContentBlockType,
} from '@shop/contracts';
import { and, arrayContains, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentBlocks, contentBlockTranslations } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { groupBy } from '../../i18n/pick-translation.ts';
import { loadChannelSummaries } from '../channels/service.ts';

/** The back office's reads of content blocks (docs/adr/0060-content-blocks-banners-admin.md). */

type BlockRow = typeof contentBlocks.$inferSelect;

export interface AdminContentBlockFilter {
  type?: ContentBlockType | undefined;
  location?: ContentBlockLocation | undefined;
  /** A channel's code, or `global`. */
  channel?: string | undefined;
  enabled?: boolean | undefined;
}

async function channelCodes(db: Database): Promise<Map<number, string>> {
  return new Map((await loadChannelSummaries(db)).map((channel) => [channel.id, channel.code]));
}

function common(row: BlockRow, codes: Map<number, string>) {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    enabled: row.enabled,
    channelCode: row.channelId === null ? null : (codes.get(row.channelId) ?? null),
    audience: row.audience,
    displayLocations: row.displayLocations,
    position: row.position,
    productCodes: row.productCodes,
    taxonCodes: row.taxonCodes,
    attributeValueCodes: row.attributeValueCodes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The first `title` string of a content, looking one level into lists (a slider's first slide). */
function titleOf(content: Record<string, unknown>): string | null {
  if (typeof content.title === 'string' && content.title.trim()) return content.title;
  for (const value of Object.values(content)) {
    const first: unknown = Array.isArray(value) ? value[0] : null;
    if (first && typeof first === 'object' && 'title' in first && typeof first.title === 'string')
      return first.title;
  }
  return null;
}

/** Blocks by the filters, ordered by position then code; an unknown channel code lists none. */
export async function listAdminContentBlocks(
  db: Database,
  filter: AdminContentBlockFilter,
  localePreference: readonly string[] = ['lt', 'en'],
): Promise<AdminContentBlockList> {
  const codes = await channelCodes(db);
  const conditions: Array<SQL | undefined> = [
    filter.type === undefined ? undefined : eq(contentBlocks.type, filter.type),
    filter.location === undefined
      ? undefined
      : arrayContains(contentBlocks.displayLocations, [filter.location]),
    filter.enabled === undefined ? undefined : eq(contentBlocks.enabled, filter.enabled),
  ];
  if (filter.channel === 'global') conditions.push(isNull(contentBlocks.channelId));
  else if (filter.channel !== undefined) {
    const id = [...codes.entries()].find(([, code]) => code === filter.channel)?.[0];
    if (id === undefined) return { items: [] };
    conditions.push(eq(contentBlocks.channelId, id));
  }
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(...conditions))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.code));
  if (rows.length === 0) return { items: [] };
  const translations = groupBy(
    await db
      .select()
      .from(contentBlockTranslations)
      .where(
        inArray(
          contentBlockTranslations.blockId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(contentBlockTranslations.locale)),
    (row) => row.blockId,
  );
  const items = rows.map((row): AdminContentBlockSummary => {
    const texts = translations.get(row.id) ?? [];
    const ordered = [
      ...localePreference.flatMap((locale) => texts.filter((text) => text.locale === locale)),
      ...texts.filter((text) => !localePreference.includes(text.locale)),
    ];
    const title = ordered.map((text) => titleOf(text.content)).find((found) => found !== null) ?? null;
    return { ...common(row, codes), title, locales: texts.map((text) => text.locale) };
  });
  return { items };
}

export async function contentBlockRowOr404(db: Database, id: number): Promise<BlockRow> {
  const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.id, id));
  if (!row) throw notFound(`Content block "${id}" not found.`);
  return row;
}

/** One block with its content per locale as stored; 404 when there is none. */
export async function getAdminContentBlock(db: Database, id: number): Promise<AdminContentBlock> {
  const row = await contentBlockRowOr404(db, id);
  const texts = await db
    .select()
    .from(contentBlockTranslations)
    .where(eq(contentBlockTranslations.blockId, id))
    .orderBy(asc(contentBlockTranslations.locale));
  return {
    ...common(row, await channelCodes(db)),
    translations: Object.fromEntries(texts.map((text) => [text.locale, text.content])),
  };
}

/** The ids of the blocks placed on a display location, in their order. */
export async function blockIdsAt(db: Database, location: ContentBlockLocation): Promise<number[]> {
  const rows = await db
    .select({ id: contentBlocks.id })
    .from(contentBlocks)
    .where(arrayContains(contentBlocks.displayLocations, [location]))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  return rows.map((row) => row.id);
}

export async function contentBlockIdByCode(db: Database, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: contentBlocks.id })
    .from(contentBlocks)
    .where(eq(contentBlocks.code, code));
  return row?.id ?? null;
}
