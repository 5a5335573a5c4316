/**
 * The business channel (b2b, issue 8; docs/adr/0029-b2b-channel.md): what the API answers when a login-only
 * channel refuses a call. A login-only channel's anonymous calls get the 401 of a missing token
 * (TOKEN_MISSING_MESSAGE in auth.ts), so the client's usual "refresh, else sign in" handling applies.
 */

/** 403 on a login-only channel: a signed-in customer who is not an approved company account changes a cart. */
export const COMPANY_ACCOUNT_REQUIRED_MESSAGE = 'Only company accounts can buy in this shop.';

/** 422 on `productVariant`/`productCode`: a product sold only to signed-in customers, added to a guest's cart. */
export const PRODUCT_REQUIRES_LOGIN_MESSAGE = 'Please sign in to buy this product.';
