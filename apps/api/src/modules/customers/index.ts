import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { accountRoutes } from './account-routes.ts';
import { addressBookRoutes } from './address-book-routes.ts';
import { businessAccessRoutes } from './business-access.ts';
import { accountDeletionRoutes } from './account-deletion-routes.ts';
import { meRoutes } from './me-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

/**
 * Customer accounts (issue 5): registration, email verification, password reset and change, the
 * account details, the delivery address book and account deletion. Sign-in and tokens are the auth
 * module (modules/auth).
 */
export async function customersModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  await app.register(registrationRoutes, options);
  await app.register(verificationRoutes, options);
  await app.register(passwordResetRoutes, { db: options.db });
  await app.register(meRoutes, options);
  await app.register(accountRoutes, options);
  await app.register(addressBookRoutes, options);
  await app.register(accountDeletionRoutes, { db: options.db });
  await app.register(businessAccessRoutes, { db: options.db });
}
