import { z } from 'zod';
import { BLANK_MESSAGE } from './checkout.ts';
import { localeCodeSchema } from './locales.ts';
/**
 * The back office's catalogue (docs/adr/0031-catalogue-management.md): products, variants, pictures,
 * categories (taxons), options and attributes under /api/v2/admin, in Sylius's admin API shapes:
 * `translations` keyed by locale, `channelPricings` keyed by channel code, `onHand`, and a `version` on
 * every editable resource (a PATCH with a stale one is 409 STALE_VERSION_MESSAGE).
 */

export const STALE_VERSION_MESSAGE =
  'Someone else changed this in the meantime. Reload it to see their changes, then make yours again.';
export const CODE_MESSAGE = 'Use only letters, digits, dashes and underscores (up to 64).';
export const CODE_TAKEN_MESSAGE = 'This code is already used.';
export const SLUG_MESSAGE = 'Use only lower-case letters, digits and dashes.';
export const PRICE_MESSAGE = 'Enter a price of 0 or more in cents.';
export const UNKNOWN_TAXON_MESSAGE = 'There is no category with this code.';
export const UNKNOWN_CHANNEL_MESSAGE = 'There is no channel with this code.';
export const UNKNOWN_WAREHOUSE_MESSAGE = 'There is no warehouse with this code.';
export const UNKNOWN_ATTRIBUTE_MESSAGE = 'There is no attribute with this code.';
export const UNKNOWN_ATTRIBUTE_VALUE_MESSAGE = 'This attribute has no value with this code.';
export const UNKNOWN_OPTION_MESSAGE = 'There is no option with this code.';
export const UNKNOWN_OPTION_VALUE_MESSAGE = 'There is no option value with this code.';
export const UNKNOWN_VARIANT_MESSAGE = 'There is no variant with this code.';
export const IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP picture.';
export const IMAGE_SIZE_MESSAGE = 'The picture is larger than 10 MB.';
/** A translation or alt text in a language the shop does not have. */
export const UNKNOWN_LOCALE_MESSAGE = 'The shop has no such language.';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Codes (product code, SKU, category, option, attribute): what URLs, CSV files and people can type. */
export const catalogueCodeSchema = z
  .string({ error: BLANK_MESSAGE })
  .trim()
  .min(1, { error: BLANK_MESSAGE })
  .max(64, { error: CODE_MESSAGE })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: CODE_MESSAGE });

export const slugSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: SLUG_MESSAGE });

/** A price in minor units (cents). */
export const minorUnitsSchema = z
  .number({ error: PRICE_MESSAGE })
  .int({ error: PRICE_MESSAGE })
  .min(0, { error: PRICE_MESSAGE })
  .max(100_000_000, { error: PRICE_MESSAGE });

export const versionSchema = z.number().int().min(1);

/** `translations` of any resource: some of the shop's locales, each with its texts. */
export function translationsOf<T extends z.ZodType>(item: T) {
  return z.partialRecord(localeCodeSchema, item);
}

export const page = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
};
