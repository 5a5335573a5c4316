import { z } from 'zod';
import { CONTENT_BLOCK_LOCATIONS } from './constants.ts';
import {
  CONTENT_BLOCK_AUDIENCES,
  CONTENT_BLOCK_TYPES,
  NESTABLE_CONTENT_BLOCK_TYPES,
  contentBlockInputSchema,
  type ContentBlockType,
} from './content-blocks.ts';

/**
 * Content blocks in the back office (docs/adr/0060-content-blocks-banners-admin.md) under
 * /api/v2/admin/content-blocks: the same block shape and validation as the content import
 * (`contentBlockInputSchema`, every locale's content checked against its type's schema), a list filtered
 * by type, display location, channel and state, reordering within a display location, and the JSON Schema
 * of each type's per-locale content (/content-block-types) from which the screen builds its form.
 */

export const CONTENT_BLOCK_CODE_TAKEN_MESSAGE = 'Another content block already has this code.';
export const CONTENT_BLOCK_REORDER_MESSAGE =
  'List every block of this display location exactly once, in the new order.';

/** Which target lists a type narrows by (the others stay empty on the screen; the import allows any). */
export const CONTENT_BLOCK_TARGET_FIELDS = ['productCodes', 'taxonCodes', 'attributeValueCodes'] as const;

/** A block as the back office edits it: the import shape plus its id and when it last changed. */
export const adminContentBlockSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(CONTENT_BLOCK_TYPES),
  enabled: z.boolean(),
  channelCode: z.string().nullable(),
  audience: z.enum(CONTENT_BLOCK_AUDIENCES),
  displayLocations: z.array(z.enum(CONTENT_BLOCK_LOCATIONS)),
  position: z.number().int(),
  productCodes: z.array(z.string()),
  taxonCodes: z.array(z.string()),
  attributeValueCodes: z.array(z.string()),
  /** The stored content per locale (HTML already sanitised). */
  translations: z.record(z.string(), z.record(z.string(), z.unknown())),
  updatedAt: z.string(),
});
export type AdminContentBlock = z.infer<typeof adminContentBlockSchema>;

/** A row of the list: the block without its content, with a title to recognise it by. */
export const adminContentBlockSummarySchema = adminContentBlockSchema.omit({ translations: true }).extend({
  /** The content's `title` in the first locale that has one, or null. */
  title: z.string().nullable(),
  locales: z.array(z.string()),
});
export type AdminContentBlockSummary = z.infer<typeof adminContentBlockSummarySchema>;
export const adminContentBlockListSchema = z.object({ items: z.array(adminContentBlockSummarySchema) });
export type AdminContentBlockList = z.infer<typeof adminContentBlockListSchema>;

export const adminContentBlockListQuerySchema = z.object({
  type: z.enum(CONTENT_BLOCK_TYPES).optional(),
  location: z.enum(CONTENT_BLOCK_LOCATIONS).optional(),
  /** A channel's code, or `global` for the blocks of every channel. */
  channel: z.string().trim().min(1).max(64).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminContentBlockListQuery = z.input<typeof adminContentBlockListQuerySchema>;

/** Create and update take the import's shape (the update replaces the block and all its translations). */
export const adminContentBlockInputSchema = contentBlockInputSchema;
export type AdminContentBlockInput = z.input<typeof adminContentBlockInputSchema>;

export const adminContentBlockIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The new order of every block placed on one display location (positions become 0, 10, 20...). */
export const adminContentBlockReorderSchema = z.object({
  displayLocation: z.enum(CONTENT_BLOCK_LOCATIONS),
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000),
});
export type AdminContentBlockReorder = z.infer<typeof adminContentBlockReorderSchema>;

/** A type the editor offers, with the JSON Schema (draft 2020-12, input side) of its per-locale content. */
export const adminContentBlockTypeSchema = z.object({
  type: z.enum(CONTENT_BLOCK_TYPES),
  /** Whether a `nested` block may hold it. */
  nestable: z.boolean(),
  contentSchema: z.record(z.string(), z.unknown()),
});
export type AdminContentBlockType = z.infer<typeof adminContentBlockTypeSchema>;
export const adminContentBlockTypeListSchema = z.object({ items: z.array(adminContentBlockTypeSchema) });
export type AdminContentBlockTypeList = z.infer<typeof adminContentBlockTypeListSchema>;

export function isNestableContentBlockType(type: ContentBlockType): boolean {
  return (NESTABLE_CONTENT_BLOCK_TYPES as readonly string[]).includes(type);
}

/** An uploaded picture for a block or a banner: its media path, its address and its size. */
export const adminContentPictureSchema = z.object({
  path: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminContentPicture = z.infer<typeof adminContentPictureSchema>;
