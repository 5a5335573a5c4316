import { z } from 'zod';
import { catalogueCodeSchema, minorUnitsSchema, translationsOf } from './admin-catalogue-common.ts';
import { BLANK_MESSAGE } from './checkout.ts';

/**
 * Delivery methods and parcel-locker lists in the back office (docs/adr/0062-delivery-and-loyalty-settings.md):
 * /api/v2/admin/shipping-methods per channel, money in minor units (cents) like every admin API; the
 * parcel lockers of a carrier are replaced from a CSV or JSON file, checked first ("check"), then written in
 * one transaction ("apply"). Every write moves the catalogue version, so carts and checkouts follow at once.
 */

export const SHIPPING_METHOD_USED_MESSAGE =
  'Orders were delivered with this method, so it cannot be deleted. Disable it instead: shoppers will no longer see it.';
export const SHIPPING_LAST_ENABLED_MESSAGE =
  'This is the channel’s last enabled delivery method: shoppers could not check out without it. Enable another method first.';
export const SHIPPING_FREE_ABOVE_MESSAGE =
  'Enter an amount of 0 or more in cents, or leave it empty (never free).';
export const SHIPPING_NAME_REQUIRED_MESSAGE = 'Enter the name in at least one language.';
export const SHIPPING_CARRIER_MESSAGE =
  'Use only lower-case letters, digits, dashes and underscores (up to 64), for example omniva.';
export const PARCEL_LOCKER_FILE_MESSAGE =
  'Choose a CSV file (columns code,name,address,city,postCode[,enabled]) or a JSON list of such objects.';

export const carrierCodeSchema = z
  .string({ error: SHIPPING_CARRIER_MESSAGE })
  .trim()
  .min(1, { error: SHIPPING_CARRIER_MESSAGE })
  .max(64, { error: SHIPPING_CARRIER_MESSAGE })
  .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: SHIPPING_CARRIER_MESSAGE });

export const shippingKindSchema = z.enum(['parcel_locker', 'courier']);

export const adminShippingMethodTranslationSchema = z.object({
  name: z.string({ error: BLANK_MESSAGE }).trim().max(200).default(''),
  description: z.string().trim().max(2000).nullable().default(null),
});
export type AdminShippingMethodTranslation = z.infer<typeof adminShippingMethodTranslationSchema>;

const methodFields = {
  code: catalogueCodeSchema,
  carrier: carrierCodeSchema,
  kind: shippingKindSchema,
  /** Minor units (cents). */
  price: minorUnitsSchema,
  /** Items total (VAT included, cents) from which delivery is free; null: never free. */
  freeAbove: z
    .number({ error: SHIPPING_FREE_ABOVE_MESSAGE })
    .int({ error: SHIPPING_FREE_ABOVE_MESSAGE })
    .min(0, { error: SHIPPING_FREE_ABOVE_MESSAGE })
    .max(100_000_000, { error: SHIPPING_FREE_ABOVE_MESSAGE })
    .nullable(),
  enabled: z.boolean(),
  translations: translationsOf(adminShippingMethodTranslationSchema),
};

export const adminShippingMethodInputSchema = z.object({
  ...methodFields,
  freeAbove: methodFields.freeAbove.default(null),
  enabled: methodFields.enabled.default(true),
  translations: methodFields.translations.default({}),
  /** Place among the channel's methods from 0; left out or past the end: last. */
  position: z.number().int().min(0).max(10_000).optional(),
});
export type AdminShippingMethodInput = z.infer<typeof adminShippingMethodInputSchema>;

/**
 * A change of a delivery method: every field, and the `version` the editor read (a digest of the method's
 * fields and texts, no column). Someone else's change since then makes it 409 STALE_VERSION_MESSAGE, so no
 * edit silently undoes another's.
 */
export const adminShippingMethodUpdateSchema = adminShippingMethodInputSchema.extend({
  version: z.string().min(1).max(64),
});
export type AdminShippingMethodUpdate = z.infer<typeof adminShippingMethodUpdateSchema>;

export const adminShippingMethodCreateSchema = adminShippingMethodInputSchema.extend({
  /** The channel's code. */
  channel: catalogueCodeSchema,
});
export type AdminShippingMethodCreate = z.infer<typeof adminShippingMethodCreateSchema>;

export const adminShippingMethodMoveSchema = z.object({
  /** The new place among the channel's methods from 0; past the end: last. */
  position: z.number().int().min(0).max(10_000),
});
export type AdminShippingMethodMove = z.infer<typeof adminShippingMethodMoveSchema>;

export const adminShippingMethodSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  code: z.string(),
  carrier: z.string(),
  kind: shippingKindSchema,
  price: z.number().int(),
  freeAbove: z.number().int().nullable(),
  enabled: z.boolean(),
  position: z.number().int(),
  translations: z.record(z.string(), z.object({ name: z.string(), description: z.string().nullable() })),
  /** Placed orders delivered with it (then it can only be disabled, not deleted). */
  orders: z.number().int(),
  /** What a change sends back (adminShippingMethodUpdateSchema); its place among the methods is not part of it. */
  version: z.string(),
});
export type AdminShippingMethod = z.infer<typeof adminShippingMethodSchema>;

export const adminShippingMethodListSchema = z.object({
  channel: z.string(),
  /** Every channel's code, for the screen's picker. */
  channels: z.array(z.string()),
  data: z.array(adminShippingMethodSchema),
});
export type AdminShippingMethodList = z.infer<typeof adminShippingMethodListSchema>;

export const adminShippingListQuerySchema = z.object({ channel: catalogueCodeSchema.optional() });
export const shippingMethodIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/* Parcel lockers */

export const PARCEL_LOCKER_COLUMNS = ['code', 'name', 'address', 'city', 'postCode', 'enabled'] as const;
export const PARCEL_LOCKER_REQUIRED_COLUMNS = ['code', 'name', 'address', 'city', 'postCode'] as const;
/** About 2 MB of text: a carrier's whole country list. */
export const PARCEL_LOCKER_MAX_BYTES = 2 * 1024 * 1024;

export const adminParcelLockerQuerySchema = z.object({
  carrier: carrierCodeSchema.optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminParcelLockerQuery = z.infer<typeof adminParcelLockerQuerySchema>;

export const adminParcelLockerSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postCode: z.string(),
  enabled: z.boolean(),
});
export type AdminParcelLocker = z.infer<typeof adminParcelLockerSchema>;

export const parcelLockerCountSchema = z.object({
  carrier: z.string(),
  enabled: z.number().int(),
  disabled: z.number().int(),
});
export type ParcelLockerCount = z.infer<typeof parcelLockerCountSchema>;

export const adminParcelLockerListSchema = z.object({
  data: z.array(adminParcelLockerSchema),
  totalItems: z.number().int(),
  /** Every carrier with lockers or a delivery method, with its enabled and disabled lockers. */
  counts: z.array(parcelLockerCountSchema),
});
export type AdminParcelLockerList = z.infer<typeof adminParcelLockerListSchema>;

export const adminParcelLockerImportQuerySchema = z.object({
  carrier: carrierCodeSchema,
  /** "check" (the default) reports and writes nothing; "apply" writes everything or, with a problem, nothing. */
  mode: z.enum(['check', 'apply']).default('check'),
});
export type AdminParcelLockerImportQuery = z.infer<typeof adminParcelLockerImportQuerySchema>;

export const parcelLockerImportProblemSchema = z.object({
  /** The file's line (CSV: the header is line 1) or, for JSON, the item's number from 1. */
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ParcelLockerImportProblem = z.infer<typeof parcelLockerImportProblemSchema>;

const lockerChangeSchema = z.object({ code: z.string(), name: z.string(), city: z.string() });

export const adminParcelLockerImportReportSchema = z.object({
  carrier: z.string(),
  mode: z.enum(['check', 'apply']),
  /** True when nothing is wrong (in "apply" mode: and everything was written). */
  valid: z.boolean(),
  rows: z.number().int(),
  /** Lockers new to the carrier / changed / of the carrier but missing from the file (disabled) / unchanged. */
  toAdd: z.array(lockerChangeSchema),
  toUpdate: z.array(lockerChangeSchema),
  toDisable: z.array(lockerChangeSchema),
  unchanged: z.number().int(),
  problems: z.array(parcelLockerImportProblemSchema),
});
export type AdminParcelLockerImportReport = z.infer<typeof adminParcelLockerImportReportSchema>;
