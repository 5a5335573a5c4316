import { z } from 'zod';

/** 401 answers of sign-in and of calls with a bad bearer token (LexikJWT's texts, as Sylius answers). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials.';
export const ACCOUNT_NOT_VERIFIED_MESSAGE =
  'Your account is not activated yet: open the link in the email we sent you.';
/** Spec section 1: a b2b account the administration has not approved; the user is told to contact the shop. */
export const ACCOUNT_NOT_APPROVED_MESSAGE =
  'Your account is waiting for the shop to approve it. Please contact the shop.';
export const TOKEN_MISSING_MESSAGE = 'JWT Token not found';
export const TOKEN_INVALID_MESSAGE = 'Invalid JWT Token';
export const TOKEN_EXPIRED_MESSAGE = 'Expired JWT Token';
export const REFRESH_TOKEN_INVALID_MESSAGE = 'Invalid refresh token.';

/** Access tokens live this long; the client refreshes on a 401 (spec section 6). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token (and its family, rotated on each use) lasts this long after sign-in. */
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** POST /customers/token (Sylius): email and password; `?orderToken=` carries the guest cart. */
export const signInBodySchema = z.object({
  email: z
    .string({ error: 'Please enter your email.' })
    .trim()
    .min(1, { error: 'Please enter your email.' })
    .max(254, { error: 'This email is invalid.' }),
  password: z
    .string({ error: 'This value should not be blank.' })
    .min(1, { error: 'This value should not be blank.' })
    .max(4096, { error: 'This value is too long.' }),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signInQuerySchema = z.object({ orderToken: z.string().trim().min(1).max(64).optional() });

/** What sign-in answers: the tokens and the customer's cart (the carried guest cart, else their last). */
export const signInResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  orderToken: z.string().nullable(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /refresh-token and POST /logout. */
export const refreshTokenBodySchema = z.object({
  refreshToken: z
    .string({ error: 'This value should not be blank.' })
    .trim()
    .min(1, { error: 'This value should not be blank.' })
    .max(256),
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;

export const refreshTokenResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;
