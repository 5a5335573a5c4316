/**
 * Query parameter of the AUTH route carrying the path to return to after signing in (spec section 4: the
 * remembered path). Set by login-only channels, account pages and "sign in to buy" links alike.
 */
export const AUTH_RETURN_PARAM = 'redirect';
