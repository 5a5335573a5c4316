import { z } from 'zod';
import { BLANK_MESSAGE, addressInputFields, addressSchema, tooLong } from './checkout.ts';
import { DEFAULT_PHONE_COUNTRY, withCountryRules } from './field-rules.ts';

/** How many delivery addresses one customer keeps at most (a bound, not a product rule). */
export const ADDRESS_BOOK_LIMIT = 50;
export const ADDRESS_BOOK_FULL_MESSAGE = `You can keep at most ${ADDRESS_BOOK_LIMIT} delivery addresses.`;
export const BILLING_DATA_NOT_FOUND_MESSAGE = 'No billing data was found for this company code.';

/**
 * POST and PUT /addresses: a delivery address of the customer's address book (spec section 3 "Contact /
 * address"), the same fields and rules as a checkout address; a courier needs the street address, so
 * city, street, house number and post code are required too.
 */
const streetPart = (max: number) =>
  z
    .string({ error: BLANK_MESSAGE })
    .trim()
    .min(1, { error: BLANK_MESSAGE, abort: true })
    .max(max, { error: tooLong(max) });

export const addressBookBodySchema = withCountryRules(
  addressInputFields.extend({
    city: streetPart(128),
    street: streetPart(128),
    houseNumber: streetPart(16),
    postCode: streetPart(16),
  }),
  { phoneCountry: DEFAULT_PHONE_COUNTRY },
);
export type AddressBookBody = z.infer<typeof addressBookBodySchema>;

/** An address book entry; `isDefault`: the customer's default delivery address. */
export const addressBookEntrySchema = addressSchema.extend({
  id: z.number().int(),
  isDefault: z.boolean(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

/** GET /addresses/search-billing?companyCode=: a company's invoice data, to fill the company fields. */
export const billingSearchQuerySchema = z.object({
  companyCode: z.string().trim().min(1).max(32),
});

export const billingDataSchema = z.object({
  companyName: z.string().nullable(),
  companyCode: z.string(),
  vatNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  apartmentNumber: z.string().nullable(),
  postCode: z.string().nullable(),
});
export type BillingData = z.infer<typeof billingDataSchema>;
