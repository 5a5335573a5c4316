import { z } from 'zod';
import { violationSchema } from './errors.ts';

/** Spec section 7: "Login with Facebook (scope public_profile and email) or Google". */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** The Facebook permissions the storefront asks for (spec section 7). */
export const FACEBOOK_SCOPE = 'public_profile,email';
/** The Google scopes the storefront asks for: who the shopper is and their (verified) email address. */
export const GOOGLE_SCOPE = 'openid email profile';

/** 400: the provider gave no email address and the request named none (spec section 8: email verification). */
export const SOCIAL_EMAIL_REQUIRED_MESSAGE = 'Email is required.';
/** 423: the account's address is not verified yet; an activation link was mailed. */
export const SOCIAL_VERIFY_EMAIL_MESSAGE = 'Verify your email: we sent you a link.';
/** 401: the provider did not accept the access token (expired, revoked, or issued to another app). */
export const SOCIAL_TOKEN_INVALID_MESSAGE =
  'The sign-in with this provider was not accepted. Please try again.';
/** 502: the provider could not be asked. */
export const SOCIAL_PROVIDER_UNREACHABLE_MESSAGE =
  'The sign-in provider cannot be reached right now. Please try again later.';
/** 422 on `provider`: the shop has no client id for this provider. */
export const SOCIAL_PROVIDER_DISABLED_MESSAGE = 'Sign-in with this provider is not available in this shop.';

/**
 * POST /oauth-token (spec section 7): the provider's access token; the server asks the provider who it
 * belongs to and never trusts the client with the identity. `email` is only used when the provider gives
 * none (then the address must be verified by mail); `customData` may carry `firstName` / `lastName` for a
 * new account when the provider gives no names.
 */
export const oauthTokenBodySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'Choose google or facebook.' }),
  accessToken: z
    .string({ error: 'This value should not be blank.' })
    .trim()
    .min(1, { error: 'This value should not be blank.' })
    .max(4096, { error: 'This value is too long.' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: 'This email is invalid.' })
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || z.email().safeParse(value).success, {
      error: 'This email is invalid.',
    }),
  customData: z.record(z.string(), z.unknown()).optional(),
});
export type OauthTokenBody = z.input<typeof oauthTokenBodySchema>;

/** 400 of POST /oauth-token: `{code, message}` plus the violation on `email` when an address is needed. */
export const oauthTokenBadRequestSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  violations: z.array(violationSchema).optional(),
});
