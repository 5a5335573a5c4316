import { z } from 'zod';
import {
  BLANK_MESSAGE,
  COMPANY_NAME_MESSAGE,
  FORMAT_MESSAGE,
  emailSchema,
  personNameSchema,
  tooLong,
} from './checkout.ts';
import { addressBookEntrySchema } from './address-book.ts';
import { DEFAULT_PHONE_COUNTRY, countryRuleIssues, withCountryRules } from './field-rules.ts';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, passwordSchema } from './password.ts';

/** The spec gives no text for a taken address; Sylius's own. */
export const EMAIL_TAKEN_MESSAGE = 'This email is already used.';
export const VERIFICATION_TOKEN_NOT_FOUND_MESSAGE =
  'This verification link is not valid or was already used.';
export const VERIFICATION_TOKEN_EXPIRED_MESSAGE = 'This verification link has expired. Ask for a new one.';

const optionalText = (max: number) =>
  z
    .string({ error: FORMAT_MESSAGE })
    .trim()
    .max(max, { error: tooLong(max) })
    .transform((value) => (value === '' ? null : value))
    .nullish();
const flag = z.boolean({ error: FORMAT_MESSAGE }).default(false);

const COMPANY_NAME_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N}' .-]*$/u;

export const GENDERS = ['male', 'female', 'unknown'] as const;

const booleanField = z.boolean({ error: FORMAT_MESSAGE });

/** The profile fields of spec section 3, none defaulted (the update's partial form needs that). */
const profileFields = {
  firstName: personNameSchema,
  lastName: personNameSchema,
  phoneNumber: optionalText(32),
  /** YYYY-MM-DD. */
  birthday: z
    .string({ error: FORMAT_MESSAGE })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .refine((value) => value == null || isPastDate(value), { error: FORMAT_MESSAGE }),
  gender: z.enum(GENDERS, { error: FORMAT_MESSAGE }),
  isCompany: booleanField,
  companyName: optionalText(128).refine((value) => value == null || COMPANY_NAME_SHAPE.test(value), {
    error: COMPANY_NAME_MESSAGE,
  }),
  vatNumber: optionalText(32),
  companyCode: optionalText(32),
  /** ISO 3166 alpha-2, e.g. LT. */
  countryCode: optionalText(2)
    .refine((value) => value == null || /^[A-Za-z]{2}$/.test(value), { error: FORMAT_MESSAGE })
    .transform((value) => value?.toUpperCase() ?? null),
  city: optionalText(128),
  street: optionalText(128),
  houseNumber: optionalText(16),
  flatNumber: optionalText(16),
  postCode: optionalText(16),
  subscribedToNewsletter: booleanField,
  subscribedToSmsOffers: booleanField,
};

/**
 * The profile fields of spec section 3 as the sign-up form sends them. Phone numbers, post codes and VAT
 * numbers are checked by the API for their country (as for addresses).
 */
export const customerProfileSchema = z.object({
  ...profileFields,
  gender: profileFields.gender.default('unknown'),
  isCompany: flag,
  subscribedToNewsletter: flag,
  subscribedToSmsOffers: flag,
});

/**
 * An address book entry named by its id or its IRI (`/api/v2/shop/addresses/5`, as Sylius clients send
 * it); null clears the default.
 */
export const addressReferenceSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(/^(\/api\/v2\/shop\/addresses\/)?\d+$/)
      .transform((value) => Number(value.split('/').pop())),
  ],
  { error: FORMAT_MESSAGE },
);

/**
 * PUT and PATCH /customers/{id} (spec section 7): the account details form, or only `defaultAddress`.
 * Fields left out keep their value. The email is not changed here: it is the sign-in name. Consents can
 * be given here; a consent once given is not taken back by `false` (an account needs them).
 */
export const customerUpdateBodySchema = withCountryRules(
  z.object(profileFields).partial().extend({
    defaultAddress: addressReferenceSchema.nullable().optional(),
    privacyPolicyAccepted: booleanField.optional(),
    termsAndConditionsAccepted: booleanField.optional(),
  }),
  // Fields left out keep their value: the API checks the phone with the kept country as well.
  { phoneCountry: null, companyFields: 'whenSent' },
);
export type CustomerUpdateBody = z.infer<typeof customerUpdateBodySchema>;

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date.getTime() < Date.now() &&
    date.getUTCFullYear() >= 1900
  );
}

/**
 * POST /customers: the sign-up form (spec section 3 "Registration"): the profile, email, password twice,
 * privacy and terms consent (required) and the loyalty rules consent (optional: accepting joins the
 * loyalty programme). Every message is one of spec section 5.
 */
const registrationFieldsSchema = customerProfileSchema.extend({
  email: emailSchema,
  // The same rules as a reset or change (password.ts).
  password: passwordSchema,
  repeatPassword: z.string({ error: BLANK_MESSAGE }).min(1, { error: BLANK_MESSAGE }),
  privacyPolicyAccepted: z.literal(true, { error: BLANK_MESSAGE }),
  termsAndConditionsAccepted: z.literal(true, { error: BLANK_MESSAGE }),
  loyaltyRulesAccepted: flag,
});

/**
 * Rules across fields, read from the raw body: an intersection runs them even when single fields are
 * invalid (an object's own refinements would not), so the form shows every field's problem at once.
 */
const registrationCrossFieldRules = z
  .unknown()
  // A transform, not a refinement: its output is {} even when it adds issues, so the intersection never
  // meets the raw body here beside the other side's trimmed values ("Unmergable intersection", a 500).
  .transform((input, context) => {
    if (typeof input !== 'object' || input === null) return {};
    const body = input as Record<string, unknown>;
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message, input: body[path] });
    if (
      typeof body.repeatPassword === 'string' &&
      body.repeatPassword &&
      body.password !== body.repeatPassword
    ) {
      issue('repeatPassword', PASSWORDS_DO_NOT_MATCH_MESSAGE);
    }
    // The phone for the company's country (else Lithuanian), post code, VAT number, company name and code.
    const rules = { phoneCountry: DEFAULT_PHONE_COUNTRY, companyFields: 'required' } as const;
    for (const found of countryRuleIssues(body, rules)) {
      context.addIssue({
        code: 'custom',
        path: [found.path],
        message: found.message,
        input: body[found.path],
        params: { code: found.code },
      });
    }
    // Adds nothing to the parsed body.
    return {};
  });

/**
 * POST /customers: the sign-up form (spec section 3 "Registration"): the profile, email, password twice,
 * privacy and terms consent (required) and the loyalty rules consent (optional: accepting joins the
 * loyalty programme). Every message is one of spec section 5.
 */
export const registerCustomerBodySchema = z.intersection(
  registrationFieldsSchema,
  registrationCrossFieldRules,
);
export type RegisterCustomerBody = z.infer<typeof registerCustomerBodySchema>;

/**
 * The company data a login-only (b2b) channel's registration requires (spec sections 5 and 6): company
 * name, VAT number, company code and the company's address. Elsewhere a company needs only its name and
 * code; the shapes (company name, VAT number, post code) are checked on every channel.
 */
export const COMPANY_REGISTRATION_FIELDS = [
  'companyName',
  'vatNumber',
  'companyCode',
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'postCode',
] as const;

export type CompanyRegistrationField = (typeof COMPANY_REGISTRATION_FIELDS)[number];

/** The company fields a login-only channel's sign-up form left blank (each is "This value should not be blank."). */
export function blankCompanyFields(body: unknown): CompanyRegistrationField[] {
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return COMPANY_REGISTRATION_FIELDS.filter((field) => {
    const value = values[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** POST /account-verification-requests: send the verification email again. */
export const accountVerificationRequestBodySchema = z.object({ email: emailSchema });
export type AccountVerificationRequestBody = z.infer<typeof accountVerificationRequestBodySchema>;

/**
 * A customer (spec section 3 "Customer") with the profile of the account details form. `verified`:
 * the email address was confirmed; `approved`: the account may sign in where the channel needs the
 * administration's approval (b2b).
 */
export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS),
  isCompany: z.boolean(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  companyCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  flatNumber: z.string().nullable(),
  postCode: z.string().nullable(),
  subscribedToNewsletter: z.boolean(),
  subscribedToSmsOffers: z.boolean(),
  privacyPolicyAccepted: z.boolean(),
  termsAndConditionsAccepted: z.boolean(),
  joinedLoyaltyProgram: z.boolean(),
  /** Null until the loyalty programme gives the customer a level. */
  loyaltyLevel: z.object({ code: z.string() }).nullable(),
  /** Minor units spent on orders counted by the loyalty programme. */
  loyaltyAmountSpent: z.number().int(),
  group: z.object({ code: z.string(), storeEmployee: z.boolean() }).nullable(),
  /** The address book's default delivery address, if one is chosen. */
  defaultAddress: addressBookEntrySchema.nullable(),
  /** The customer's cart, carried over at sign-in; null when there is none. */
  orderToken: z.string().nullable(),
  verified: z.boolean(),
  approved: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;
