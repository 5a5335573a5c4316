import { z } from 'zod';
import {
  listArticleSectionsForExport,
  saveArticleSection,
  articleSectionInputSchema,
} from '../modules/articles/service.ts';
import { bannerInputSchema, listBannersForExport, saveBanner } from '../modules/banners/service.ts';
import { contentBlockInputSchema } from '@shop/contracts';
import { listContentBlocksForExport, saveContentBlock } from '../modules/content-blocks/service.ts';
import {
  faqCategoryInputSchema,
  listFaqCategoriesForExport,
  saveFaqCategory,
} from '../modules/faq/service.ts';
import {
  informationBarInputSchema,
  listInformationBarsForExport,
  saveInformationBar,
} from '../modules/information-bars/service.ts';
import { listPagesForExport, pageInputSchema, savePage } from '../modules/pages/service.ts';
import { defineContentKind, type ContentKind, type ContentReferences } from './content-kind.ts';

/** A channel by its code (files move between installs, ids do not); null: every channel. */
const channelCode = z.string().trim().min(1).max(64).nullable().default(null);
const dateTime = z.iso.datetime({
  offset: true,
  error: 'Give an ISO date and time, such as 2026-12-01T00:00:00Z.',
});

function channelIdOf(code: string | null, references: ContentReferences): number | null {
  if (code === null) return null;
  const id = references.channelId(code);
  // Validation already reported unknown channel codes; this only guards a direct call.
  if (id === undefined) throw new Error(`No channel has the code "${code}"`);
  return id;
}

function channelCodeOf(id: number | null, references: ContentReferences): string | null {
  return id === null ? null : (references.channelCode(id) ?? null);
}

const informationBarFileSchema = informationBarInputSchema
  .omit({ channelId: true, activeFrom: true, activeUntil: true })
  .extend({
    channelCode,
    activeFrom: dateTime.nullable().default(null),
    activeUntil: dateTime.nullable().default(null),
  });

const bannerFileSchema = bannerInputSchema.omit({ channelId: true }).extend({ channelCode });

/** An item of information-bars.json. */
export type InformationBarFileItem = z.input<typeof informationBarFileSchema>;
/** An item of banners.json. */
export type BannerFileItem = z.input<typeof bannerFileSchema>;

/**
 * Every kind of content the shop imports and exports, in import order. Adding a kind is one entry here
 * (its module provides the input schema, a save function that upserts by code and a list for export).
 */
export const CONTENT_KINDS: readonly ContentKind[] = [
  defineContentKind({
    name: 'pages',
    summary: 'content pages (terms, privacy, about...)',
    schema: pageInputSchema,
    exportItems: (db) => listPagesForExport(db),
    importItem: (db, item) => savePage(db, item),
  }),
  defineContentKind({
    name: 'faq',
    summary: 'FAQ categories with their questions and answers',
    schema: faqCategoryInputSchema,
    exportItems: (db) => listFaqCategoriesForExport(db),
    importItem: (db, item) => saveFaqCategory(db, item),
  }),
  defineContentKind({
    name: 'articles',
    summary: 'news sections with their articles',
    schema: articleSectionInputSchema,
    exportItems: (db) => listArticleSectionsForExport(db),
    importItem: (db, item) => saveArticleSection(db, item),
  }),
  defineContentKind({
    name: 'information-bars',
    summary: 'the strips above the header, with their rotating messages',
    schema: informationBarFileSchema,
    extraLocales: (bar) =>
      bar.messages.flatMap((message, index) =>
        Object.keys(message).map((locale) => ({ path: ['messages', index, locale], locale })),
      ),
    exportItems: async (db, references) =>
      (await listInformationBarsForExport(db)).map(({ channelId, activeFrom, activeUntil, ...bar }) => ({
        ...bar,
        channelCode: channelCodeOf(channelId, references),
        activeFrom: activeFrom?.toISOString() ?? null,
        activeUntil: activeUntil?.toISOString() ?? null,
      })),
    importItem: (db, { channelCode: code, activeFrom, activeUntil, ...bar }, references) =>
      saveInformationBar(db, {
        ...bar,
        channelId: channelIdOf(code, references),
        activeFrom: activeFrom === null ? null : new Date(activeFrom),
        activeUntil: activeUntil === null ? null : new Date(activeUntil),
      }),
  }),
  defineContentKind({
    name: 'banners',
    summary: 'promotion banners (image, title and link per locale)',
    schema: bannerFileSchema,
    exportItems: async (db, references) =>
      (await listBannersForExport(db)).map(({ channelId, ...banner }) => ({
        ...banner,
        channelCode: channelCodeOf(channelId, references),
      })),
    importItem: (db, { channelCode: code, ...banner }, references) =>
      saveBanner(db, { ...banner, channelId: channelIdOf(code, references) }),
  }),
  defineContentKind({
    name: 'content-blocks',
    summary: 'CMS content blocks: the home page and blocks placed on category, product and brand pages',
    schema: contentBlockInputSchema,
    exportItems: (db) => listContentBlocksForExport(db),
    importItem: (db, item) => saveContentBlock(db, item),
  }),
];

export const CONTENT_KIND_NAMES = CONTENT_KINDS.map((kind) => kind.name);
