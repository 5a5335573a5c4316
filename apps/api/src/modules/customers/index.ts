import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registrationRoutes } from './registration-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

/**
 * Customer accounts (issue 5): registration and email verification. Sign-in, tokens, the account
 * area and password reset come in their own modules or files.
 *
 * Rate limits for registration and verification requests are to be added here, around both route
 * groups (one place for the limits of registration, sign-in and reset).
 */
export async function customersModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  await app.register(registrationRoutes, options);
  await app.register(verificationRoutes, options);
}
