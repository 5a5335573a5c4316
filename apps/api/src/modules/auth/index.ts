import {
  BOT_PROTECTION_REQUIRED_MESSAGE,
  SHOP_API_BASE,
  oauthTokenBadRequestSchema,
  oauthTokenBodySchema,
  errorSchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  REFRESH_TOKEN_INVALID_MESSAGE,
  signInBodySchema,
  signInQuerySchema,
  signInResponseSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BotProtectionConfig, SignInProtectionConfig, SocialSignInConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { unauthorized } from '../../http/http-error.ts';
import { checkRateLimit, countAttempt, takeAttempt, type RateLimitRule } from '../../http/rate-limit.ts';
import {
  guardSignIn,
  recordSignInFailure,
  recordSignInSuccess,
  signInCounters,
  signInDelay,
} from '../../http/sign-in-guard.ts';
import { requestToken, verifyRequestToken } from '../../plugins/bot-protection.ts';
import { REGISTRATION_PER_IP } from '../customers/rate-limits.ts';
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { accessTokenFor, signIn, SignInRefused, signInRefusal } from './sign-in-service.ts';
import { socialSignIn } from './social/social-sign-in-service.ts';

/** Social sign-ins refused by the provider (bad or foreign tokens) per address in 15 minutes before a 429. */
export const SOCIAL_LOGIN_LIMIT_PER_IP: RateLimitRule = {
  name: 'social-login-ip',
  limit: 20,
  windowSeconds: 15 * 60,
};

// Open on a login-only channel too: they are how an anonymous visitor gets in (ADR 0029).
const noAuth = { skipAuthentication: true, openOnLoginOnlyChannel: true };

/** Sign-in, token refresh and logout (issue 5), Sylius API shapes (spec section 7). */
export async function authModule(
  app: FastifyInstance,
  options: {
    db: Database;
    secret: Uint8Array;
    socialSignIn: SocialSignInConfig;
    /** Sign-in asks for the reCAPTCHA check after failures (ADR 0040); null: not configured. */
    botProtection: BotProtectionConfig | null;
    signInProtection: SignInProtectionConfig;
  },
): Promise<void> {
  const { db, secret, botProtection, signInProtection } = options;
  // Failed sign-ins per address (429 past LOGIN_FAILURES_PER_IP), per email and per email+address.
  const counters = signInCounters('login', signInProtection.perIpLimit);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${SHOP_API_BASE}/customers/token`,
    {
      config: { ...noAuth, botProtection: 'login', botProtectionOnDemand: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: tokens and the cart (the guest cart of ?orderToken= carried over)',
        querystring: signInQuerySchema,
        body: signInBodySchema,
        response: {
          200: signInResponseSchema,
          401: errorSchema,
          422: validationErrorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const attempt = { email, ip: request.ip };
      // Only failures count, and a correct password is never refused for someone else's (ADR 0040).
      const decision = await guardSignIn(db, counters, signInProtection, attempt, botProtection !== null);
      // A token is checked whenever one is sent; it is required once this email or address kept failing.
      if (botProtection && (decision.challenge || requestToken(request))) {
        await verifyRequestToken(botProtection, request, 'login', {
          missingMessage: BOT_PROTECTION_REQUIRED_MESSAGE,
        });
      }
      await signInDelay(decision.delayMs);
      try {
        const session = await signIn(db, {
          email,
          password,
          channel: request.shop.channel,
          orderToken: request.query.orderToken ?? null,
          secret,
        });
        await recordSignInSuccess(db, counters, attempt);
        return session;
      } catch (error) {
        if (!(error instanceof SignInRefused)) throw error;
        if (error.reason === 'credentials') await recordSignInFailure(db, counters, attempt);
        throw signInRefusal(error);
      }
    },
  );

  api.post(
    `${SHOP_API_BASE}/oauth-token`,
    {
      config: noAuth,
      schema: {
        tags: ['auth'],
        summary:
          'Social sign-in (Google, Facebook): the provider verifies the access token; tokens and the cart as at sign-in',
        description:
          'A known identity signs in; a new one joins the account of its provider-verified email or gets a new ' +
          "account. 400 (violation on email): the provider gave no email, send one. 423: the account's email " +
          'is not verified yet, an activation link was mailed. 401: the provider refused the token. 502: the ' +
          'provider cannot be reached. 422 on provider: the provider is not configured.',
        querystring: signInQuerySchema,
        body: oauthTokenBodySchema,
        response: {
          200: signInResponseSchema,
          400: oauthTokenBadRequestSchema,
          401: errorSchema,
          422: validationErrorSchema,
          423: errorSchema,
          429: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const { provider, accessToken, email, customData } = request.body;
      await checkRateLimit(db, SOCIAL_LOGIN_LIMIT_PER_IP, request.ip);
      // An address typed by the shopper may create an account and send mail: counted like registrations.
      if (email) await takeAttempt(db, REGISTRATION_PER_IP, request.ip);
      try {
        return await socialSignIn(db, options.socialSignIn, {
          provider,
          accessToken,
          email,
          customData,
          channel: request.shop.channel,
          locale: request.shop.locale,
          orderToken: request.query.orderToken ?? null,
          secret,
        });
      } catch (error) {
        if (error instanceof SignInRefused) throw signInRefusal(error);
        if (error instanceof Error && 'statusCode' in error && error.statusCode === 401) {
          await countAttempt(db, SOCIAL_LOGIN_LIMIT_PER_IP, request.ip);
        }
        throw error;
      }
    },
  );

  api.post(
    `${SHOP_API_BASE}/refresh-token`,
    {
      config: noAuth,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token and the next refresh token',
        body: refreshTokenBodySchema,
        response: { 200: refreshTokenResponseSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const rotated = await rotateRefreshToken(db, request.body.refreshToken);
      const token = await accessTokenFor(db, {
        shopUserId: rotated.shopUserId,
        channel: request.shop.channel,
        secret,
      });
      if (!token) throw unauthorized(REFRESH_TOKEN_INVALID_MESSAGE);
      return { token, refreshToken: rotated.refreshToken };
    },
  );

  api.post(
    `${SHOP_API_BASE}/logout`,
    {
      config: noAuth,
      schema: {
        tags: ['auth'],
        summary: "Sign out: the refresh token's session can no longer be refreshed",
        body: refreshTokenBodySchema,
        response: { 204: z.null(), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await revokeRefreshToken(db, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
}
