import { z } from 'zod';
import { MENU_PLACEMENTS } from './constants.ts';
import { localeCodeSchema, localeSchema } from './locales.ts';
import { shopDetailsSchema } from './shop-details.ts';

export { MENU_PLACEMENTS, type MenuPlacement } from './constants.ts';
export const menuPlacementSchema = z.enum(MENU_PLACEMENTS);

export const pageRefSchema = z.object({ id: z.number().int(), slug: z.string() });
export type PageRef = z.infer<typeof pageRefSchema>;

export const channelSchema = z.object({
  code: z.string(),
  name: z.string(),
  currencyCode: z.string().length(3),
  locales: z.array(localeSchema),
  defaultLocale: localeCodeSchema,
  contactPhoneNumber: z.string().nullable(),
  contactEmail: z.string().nullable(),
  googleTagManagerCode: z.string().nullable(),
  loyaltyRuleId: z.number().int().nullable(),
  giftWrappingCode: z.string().nullable(),
  /** Terms pages, in the request locale (content pages are addressed as /{slug}-{id}). */
  termsOfServicePage: pageRefSchema.nullable(),
  loyaltyTermsOfServicePage: pageRefSchema.nullable(),
  privacyPolicyPage: pageRefSchema.nullable(),
  /** Menu code for each placement the channel uses; fetch with GET /api/v2/shop-menus/{code}. */
  menuCodes: z.partialRecord(menuPlacementSchema, z.string()),
  /** Path of the logo image, relative to the API's /media/ base. */
  logoPath: z.string().nullable(),
  /** b2b: the storefront is usable only after login (spec section 6). */
  requiresLogin: z.boolean(),
  /** The seller's details ("Shop details"): the footer names the company, the chat button its contacts. */
  seller: shopDetailsSchema,
});
export type Channel = z.infer<typeof channelSchema>;
