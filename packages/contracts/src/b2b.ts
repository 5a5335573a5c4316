import { z } from 'zod';
import { BLANK_MESSAGE, COMPANY_NAME_MESSAGE, FORMAT_MESSAGE, tooLong } from './checkout.ts';

const COMPANY_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N}' .-]*$/u;
const companyText = (max: number) =>
  z
    .string({ error: BLANK_MESSAGE })
    .trim()
    .min(1, { error: BLANK_MESSAGE, abort: true })
    .max(max, { error: tooLong(max), abort: true });

/**
 * The business channel (b2b, issue 8; docs/adr/0029-b2b-channel.md): what the API answers when a login-only
 * channel refuses a call. A login-only channel's anonymous calls get the 401 of a missing token
 * (TOKEN_MISSING_MESSAGE in auth.ts), so the client's usual "refresh, else sign in" handling applies.
 */

/** 403 on a login-only channel: a signed-in customer who is not an approved company account changes a cart. */
export const COMPANY_ACCOUNT_REQUIRED_MESSAGE = 'Only company accounts can buy in this shop.';

/** 422 on `productVariant`/`productCode`: a product sold only to signed-in customers, added to a guest's cart. */
export const PRODUCT_REQUIRES_LOGIN_MESSAGE = 'Please sign in to buy this product.';

/**
 * POST /customers/me/business-access (b2b): a retail customer signed in on the business shop asks for
 * business access with the company's data (spec section 6: every field required). The account then waits
 * in the back office's pending accounts, like a company registered there.
 */
export const businessAccessRequestBodySchema = z.object({
  companyName: companyText(128).regex(COMPANY_SHAPE, { error: COMPANY_NAME_MESSAGE }),
  vatNumber: companyText(32),
  companyCode: companyText(32),
  countryCode: companyText(2).regex(/^[A-Za-z]{2}$/, { error: FORMAT_MESSAGE }),
  city: companyText(128),
  street: companyText(128),
  houseNumber: companyText(16),
  postCode: companyText(16),
});
export type BusinessAccessRequestBody = z.infer<typeof businessAccessRequestBodySchema>;

/** 422 when the customer may already buy on the business shop. */
export const BUSINESS_ACCESS_ALREADY_MESSAGE = 'Your account already has business access.';
/** 422 on a channel that is not login-only: business access is asked for on the business shop. */
export const BUSINESS_ACCESS_CHANNEL_MESSAGE = 'Business access is requested on the business shop.';

/** What a business access request answers: the account now waits for the shop's approval. */
export const businessAccessRequestResultSchema = z.object({ status: z.literal('pending') });
