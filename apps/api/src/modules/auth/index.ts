import {
  SHOP_API_BASE,
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
import type { Database } from '../../db/database.ts';
import { unauthorized } from '../../http/http-error.ts';
import { checkRateLimit, countAttempt, type RateLimitRule } from '../../http/rate-limit.ts';
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { accessTokenFor, signIn, SignInRefused, signInRefusal } from './sign-in-service.ts';

/** Failed sign-ins per address and per email in 15 minutes before a 429 (GUIDE: rate-limit login). */
export const LOGIN_LIMIT_PER_IP: RateLimitRule = { name: 'login-ip', limit: 20, windowSeconds: 15 * 60 };
export const LOGIN_LIMIT_PER_EMAIL: RateLimitRule = {
  name: 'login-email',
  limit: 10,
  windowSeconds: 15 * 60,
};

const noAuth = { skipAuthentication: true };

/** Sign-in, token refresh and logout (issue 5), Sylius API shapes (spec section 7). */
export async function authModule(
  app: FastifyInstance,
  options: { db: Database; secret: Uint8Array },
): Promise<void> {
  const { db, secret } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${SHOP_API_BASE}/customers/token`,
    {
      config: { ...noAuth, botProtection: 'login' },
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
      // Only failures count, so a shopper who signs in often is never locked out.
      await checkRateLimit(db, LOGIN_LIMIT_PER_IP, request.ip);
      await checkRateLimit(db, LOGIN_LIMIT_PER_EMAIL, email);
      try {
        return await signIn(db, {
          email,
          password,
          channel: request.shop.channel,
          orderToken: request.query.orderToken ?? null,
          secret,
        });
      } catch (error) {
        if (!(error instanceof SignInRefused)) throw error;
        if (error.reason === 'credentials') {
          await countAttempt(db, LOGIN_LIMIT_PER_IP, request.ip);
          await countAttempt(db, LOGIN_LIMIT_PER_EMAIL, email);
        }
        throw signInRefusal(error);
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
