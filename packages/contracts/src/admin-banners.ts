import { z } from 'zod';
import { BANNER_DISPLAY_FOR } from './engagement-constants.ts';

/**
 * Banners: the import's shape (`bannerInputSchema`, banners.json) and the back office's
 * (docs/adr/0060-content-blocks-banners-admin.md, /api/v2/admin/banners), which names the channel by code
 * as the import file does. A banner is shown from `activeFrom` to `activeUntil` (days, inclusive; null: no
 * bound): that window is its schedule.
 */

/** Media paths are relative, without `..`, in a plain character set. */
const MEDIA_PATH = /^(?!.*\.\.)[A-Za-z0-9_\-/.]+$/;
export const BANNER_IMAGE_PATH_MESSAGE = 'Give a path inside the media folder, such as promo/spring.jpg.';
export const BANNER_LINK_MESSAGE =
  'Use a link relative to the shop (/c/...) or an http(s), mailto or tel address; other schemes are refused.';
export const BANNER_DATES_MESSAGE = 'The last day cannot be before the first day.';
export const BANNER_CODE_TAKEN_MESSAGE = 'Another banner already has this code.';

export const bannerInputSchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  enabled: z.boolean().default(true),
  channelId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  displayFor: z.enum(BANNER_DISPLAY_FOR).default('all'),
  standalone: z.boolean().default(true),
  /** YYYY-MM-DD, inclusive. */
  activeFrom: z.iso.date().nullable().default(null),
  activeUntil: z.iso.date().nullable().default(null),
  position: z.number().int().min(-2_147_483_648).max(2_147_483_647).default(0),
  translations: z.record(
    z.string().min(2).max(8),
    z.strictObject({
      title: z.string().trim().min(1).max(255),
      imagePath: z.string().trim().max(500).regex(MEDIA_PATH, BANNER_IMAGE_PATH_MESSAGE),
      link: z.string().trim().max(2000).nullable().default(null),
    }),
  ),
});
export type BannerInput = z.input<typeof bannerInputSchema>;

/** The back office's (and banners.json's) banner: the channel by code, null for every channel. */
export const adminBannerInputSchema = bannerInputSchema
  .omit({ channelId: true })
  .extend({ channelCode: z.string().trim().min(1).max(64).nullable().default(null) });
export type AdminBannerInput = z.input<typeof adminBannerInputSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  channelCode: z.string().nullable(),
  displayFor: z.enum(BANNER_DISPLAY_FOR),
  standalone: z.boolean(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  position: z.number().int(),
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), imagePath: z.string(), link: z.string().nullable() }),
  ),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerListSchema = z.object({ items: z.array(adminBannerSchema) });
export type AdminBannerList = z.infer<typeof adminBannerListSchema>;

export const adminBannerListQuerySchema = z.object({
  /** A channel's code, or `global` for the banners of every channel. */
  channel: z.string().trim().min(1).max(64).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
