import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';

/** Customer accounts (issue 5): so far the password reset (password-reset-*.ts). */
export async function customersModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  await app.register(passwordResetRoutes, { db: options.db });
}
