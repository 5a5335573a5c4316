import {
  CONTENT_BLOCK_CONTENT_SCHEMAS,
  CONTENT_BLOCK_TYPES,
  contentBlockInputSchema,
  type ContentBlock,
  type ContentBlockAudience,
  type ContentBlockBrand,
  type ContentBlockInput,
  type ContentBlockLocation,
  type ContentBlockType,
  type Violation,
} from '@shop/contracts';
import { and, arrayContains, arrayOverlaps, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { contentBlocks, contentBlockTranslations } from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';
import { groupBy } from '../../i18n/pick-translation.ts';
import { findAttributeValueCards } from '../attributes/service.ts';
import { loadChannelSummaries } from '../channels/service.ts';
import { findLocales } from '../locales/service.ts';
import { sanitizeContentForServing, sanitizeContentForStorage } from './sanitize-block-content.ts';

/** The attribute whose values a brandsBlock lists. */
const BRAND_ATTRIBUTE_CODE = 'brand';

/**
 * A content block that cannot be stored: the violations name their paths in the input
 * (`translations.en.slides.0.button.link`). The message lists them too, for command-line imports.
 */
export class ContentBlockValidationError extends ViolationError {
  constructor(code: string, violations: Violation[]) {
    super(violations);
    this.name = 'ContentBlockValidationError';
    this.message = `Content block "${code}" is not valid: ${violations
      .map((item) => `${item.propertyPath || '(block)'}: ${item.message}`)
      .join('; ')}`;
  }
}

function contentSchema(type: ContentBlockType): z.ZodType {
  return CONTENT_BLOCK_CONTENT_SCHEMAS[type];
}

/** A block that passed every check: its row's fields and its sanitised content per locale. */
export interface CheckedContentBlock {
  code: string;
  fields: {
    type: ContentBlockType;
    enabled: boolean;
    channelId: number | null;
    audience: ContentBlockAudience;
    displayLocations: ContentBlockLocation[];
    position: number;
    productCodes: string[];
    taxonCodes: string[];
    attributeValueCodes: string[];
  };
  contents: Array<{ locale: string; content: Record<string, unknown> }>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The per-locale content issues of a block whose other fields already failed: the input schema skips its
 * content check then (a refinement runs only on an otherwise valid object), but the editor wants them all.
 */
function contentIssuesBesides(raw: Record<string, unknown>, known: readonly Violation[]): Violation[] {
  const type = raw.type;
  if (typeof type !== 'string' || !(CONTENT_BLOCK_TYPES as readonly string[]).includes(type)) return [];
  if (!isRecord(raw.translations)) return [];
  const seen = new Set(known.map((item) => `${item.propertyPath} ${item.message}`));
  const schema = contentSchema(type as ContentBlockType);
  const found: Violation[] = [];
  for (const [locale, content] of Object.entries(raw.translations)) {
    const result = schema.safeParse(content);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const propertyPath = ['translations', locale, ...issue.path].join('.');
      if (!seen.has(`${propertyPath} ${issue.message}`))
        found.push({ propertyPath, message: issue.message, code: issue.code });
    }
  }
  return found;
}

/**
 * Checks a block as the import and the back office give it, and collects EVERY violation at once: the
 * block and every locale's content against the contract (paths such as `translations.en.items.0.title`),
 * the channel and the locales exist, every link is safe. Every HTML field is sanitised in the result.
 */
export async function checkContentBlock(
  db: Database,
  input: unknown,
): Promise<{ checked: CheckedContentBlock | null; violations: Violation[] }> {
  const parsed = contentBlockInputSchema.safeParse(input);
  const violations: Violation[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        propertyPath: issue.path.join('.'),
        message: issue.message,
        code: issue.code,
      }));
  const raw = isRecord(input) ? input : {};
  if (!parsed.success) violations.push(...contentIssuesBesides(raw, violations));
  const channelCode = parsed.success
    ? parsed.data.channelCode
    : typeof raw.channelCode === 'string' && raw.channelCode.trim().length <= 64
      ? raw.channelCode.trim() || null
      : null;
  let channelId: number | null = null;
  if (channelCode !== null) {
    const channel = (await loadChannelSummaries(db)).find((summary) => summary.code === channelCode);
    if (channel) channelId = channel.id;
    else
      violations.push({
        propertyPath: 'channelCode',
        message: `No channel has the code "${channelCode}".`,
        code: 'unknown_channel',
      });
  }
  const translations = parsed.success
    ? parsed.data.translations
    : isRecord(raw.translations)
      ? raw.translations
      : {};
  const localeCodes = Object.keys(translations)
    .filter((locale) => /^[a-z]{2}(?:_[A-Z]{2})?$/.test(locale))
    .sort();
  const known = new Set<string>((await findLocales(db, localeCodes)).map((locale) => locale.code));
  for (const locale of localeCodes) {
    if (!known.has(locale)) {
      violations.push({
        propertyPath: `translations.${locale}`,
        message: `The shop has no locale "${locale}".`,
        code: 'unknown_locale',
      });
    }
  }
  if (!parsed.success) return { checked: null, violations };

  const block = parsed.data;
  const schema = contentSchema(block.type);
  const contents = localeCodes.map((locale) => {
    // Parsed again to fill the defaults (the input schema checks but keeps the content as given).
    const content = schema.parse(block.translations[locale]);
    return {
      locale,
      content: sanitizeContentForStorage(content, ['translations', locale], violations) as Record<
        string,
        unknown
      >,
    };
  });
  if (violations.length > 0) return { checked: null, violations };
  return {
    checked: {
      code: block.code,
      fields: {
        type: block.type,
        enabled: block.enabled,
        channelId,
        audience: block.audience,
        displayLocations: [...new Set(block.displayLocations)],
        position: block.position,
        productCodes: [...new Set(block.productCodes)],
        taxonCodes: [...new Set(block.taxonCodes)],
        attributeValueCodes: [...new Set(block.attributeValueCodes)],
      },
      contents,
    },
    violations,
  };
}

/**
 * Stores a checked block: over the row `id` when given (its code may change), else inserted or replaced by
 * code; its translations are replaced by the checked ones. Run it inside the caller's transaction.
 */
export async function writeContentBlock(
  tx: Database,
  block: CheckedContentBlock,
  id: number | null = null,
): Promise<number> {
  const { code, fields } = block;
  const [row] =
    id === null
      ? await tx
          .insert(contentBlocks)
          .values({ code, ...fields })
          .onConflictDoUpdate({ target: contentBlocks.code, set: { ...fields, updatedAt: sql`now()` } })
          .returning({ id: contentBlocks.id })
      : await tx
          .update(contentBlocks)
          .set({ code, ...fields, updatedAt: sql`now()` })
          .where(eq(contentBlocks.id, id))
          .returning({ id: contentBlocks.id });
  if (!row) throw new Error(`Content block ${code} was not stored`);
  await tx.delete(contentBlockTranslations).where(eq(contentBlockTranslations.blockId, row.id));
  if (block.contents.length > 0)
    await tx
      .insert(contentBlockTranslations)
      .values(block.contents.map(({ locale, content }) => ({ blockId: row.id, locale, content })));
  return row.id;
}

/**
 * Creates or replaces (by code) a content block with its translations (the import). Everything is checked
 * first (`checkContentBlock`); any violation throws them all. Returns the block's id.
 */
export async function saveContentBlock(db: Database, input: ContentBlockInput): Promise<number> {
  const { checked, violations } = await checkContentBlock(db, input);
  if (!checked) {
    const rawCode = (input as { code?: unknown }).code;
    throw new ContentBlockValidationError(typeof rawCode === 'string' ? rawCode : '?', violations);
  }
  return db.transaction((tx) => writeContentBlock(tx, checked));
}

/**
 * Every stored block as the import shape (channel by code, content per locale as stored), ordered by
 * position, then code, so that an export reads the same twice and imports back to the same blocks.
 */
export async function listContentBlocksForExport(
  db: Database,
): Promise<Array<z.output<typeof contentBlockInputSchema>>> {
  const rows = await db
    .select()
    .from(contentBlocks)
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.code));
  if (rows.length === 0) return [];
  const channelCodes = new Map((await loadChannelSummaries(db)).map((channel) => [channel.id, channel.code]));
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
  return rows.map((row) => ({
    code: row.code,
    type: row.type,
    enabled: row.enabled,
    channelCode: row.channelId === null ? null : (channelCodes.get(row.channelId) ?? null),
    audience: row.audience,
    displayLocations: row.displayLocations,
    position: row.position,
    productCodes: row.productCodes,
    taxonCodes: row.taxonCodes,
    attributeValueCodes: row.attributeValueCodes,
    translations: Object.fromEntries(
      (translations.get(row.id) ?? []).map((translation) => [translation.locale, translation.content]),
    ),
  }));
}

export interface ContentBlockRequest {
  channelId: number;
  signedIn: boolean;
  localePreference: readonly string[];
  displayLocation: ContentBlockLocation;
  /** Codes of the page's products, categories and attribute values (omitted: none). */
  product?: readonly string[] | undefined;
  taxonomy?: readonly string[] | undefined;
  attributeValue?: readonly string[] | undefined;
}

/** A target list matches when it is empty, or when it holds one of the page's codes. */
function targetMatches(column: AnyPgColumn, codes: readonly string[] | undefined): SQL | undefined {
  const empty = sql`cardinality(${column}) = 0`;
  const given = [...new Set(codes ?? [])];
  return given.length === 0 ? empty : or(empty, arrayOverlaps(column, given));
}

/**
 * The blocks for one page (contract `contentBlockQuerySchema`): enabled, of the request's channel or
 * global, placed on `displayLocation`, for the request's audience (signed in or guest), each non-empty
 * target list meeting the page's codes; ordered by position, then id. Each block comes in the first
 * preferred locale that has its content (left out when none does), its HTML sanitised and links checked
 * again, brand lists expanded to the brands' names, slugs and logos.
 */
export async function findContentBlocks(db: Database, request: ContentBlockRequest): Promise<ContentBlock[]> {
  const audiences: ContentBlockAudience[] = ['all', request.signedIn ? 'registered' : 'guests'];
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(
      and(
        eq(contentBlocks.enabled, true),
        or(eq(contentBlocks.channelId, request.channelId), isNull(contentBlocks.channelId)),
        inArray(contentBlocks.audience, audiences),
        arrayContains(contentBlocks.displayLocations, [request.displayLocation]),
        targetMatches(contentBlocks.productCodes, request.product),
        targetMatches(contentBlocks.taxonCodes, request.taxonomy),
        targetMatches(contentBlocks.attributeValueCodes, request.attributeValue),
      ),
    )
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  return serveRows(db, rows, request.localePreference);
}

/**
 * One block (enabled or not) as the shop would serve it in this locale preference, for the back office's
 * preview; null when it has no content in any of them.
 */
export async function previewContentBlock(
  db: Database,
  id: number,
  localePreference: readonly string[],
): Promise<ContentBlock | null> {
  const rows = await db.select().from(contentBlocks).where(eq(contentBlocks.id, id));
  const [served] = await serveRows(db, rows, localePreference);
  return served ?? null;
}

/** Rows as served: each in its first preferred locale, sanitised again, brands expanded. */
async function serveRows(
  db: Database,
  rows: Array<typeof contentBlocks.$inferSelect>,
  localePreference: readonly string[],
): Promise<ContentBlock[]> {
  const request = { localePreference };
  if (rows.length === 0) return [];
  const translations = groupBy(
    await db
      .select()
      .from(contentBlockTranslations)
      .where(
        and(
          inArray(
            contentBlockTranslations.blockId,
            rows.map((row) => row.id),
          ),
          inArray(contentBlockTranslations.locale, [...request.localePreference]),
        ),
      ),
    (row) => row.blockId,
  );

  const served: Array<{ block: Omit<ContentBlock, 'content'>; content: Record<string, unknown> }> = [];
  for (const row of rows) {
    const candidates = translations.get(row.id) ?? [];
    const translation = request.localePreference
      .map((locale) => candidates.find((candidate) => candidate.locale === locale))
      .find(Boolean);
    if (!translation) continue;
    // Stored content that no longer passes its type's schema once sanitised is not served.
    const content = contentSchema(row.type).safeParse(sanitizeContentForServing(translation.content));
    if (!content.success) continue;
    served.push({
      block: {
        id: row.id,
        code: row.code,
        type: row.type,
        position: row.position,
        audience: row.audience,
        displayLocations: row.displayLocations,
      } as Omit<ContentBlock, 'content'>,
      content: content.data as Record<string, unknown>,
    });
  }

  const brandCodes = served.flatMap(({ block, content }) =>
    block.type === 'brandsBlock' ? (content.brandCodes as string[]) : [],
  );
  const brands = new Map(
    (await findAttributeValueCards(db, BRAND_ATTRIBUTE_CODE, brandCodes, request.localePreference)).map(
      (card): [string, ContentBlockBrand] => [
        card.code,
        {
          code: card.code,
          name: card.name,
          slug: card.slug,
          attributeSlug: card.attributeSlug,
          image: card.imagePath,
        },
      ],
    ),
  );
  return served.map(({ block, content }) => {
    if (block.type !== 'brandsBlock') return { ...block, content } as ContentBlock;
    const expanded = (content.brandCodes as string[]).flatMap((code) => {
      const brand = brands.get(code);
      return brand ? [brand] : [];
    });
    return { ...block, content: { ...content, brands: expanded } } as ContentBlock;
  });
}
