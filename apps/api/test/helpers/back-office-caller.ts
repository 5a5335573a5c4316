import type { AdminToken } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { adminAuditLog } from '../../src/db/schema/index.ts';
import { saveAdministrator } from '../../src/modules/admin/administrators.ts';

export type BackOfficeCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options?: { payload?: unknown; token?: string | null },
) => Promise<LightMyRequestResponse>;

/**
 * Creates an administrator, signs them in through POST /api/v2/admin/token and returns a caller of the
 * admin API (paths below /api/v2/admin) that sends their token (`token: null` sends none).
 */
export async function signedInBackOffice(
  app: FastifyInstance,
  db: Database,
  email = 'katalogas@example.lt',
): Promise<BackOfficeCall> {
  const password = 'Admin1234';
  await saveAdministrator(db, { email, name: 'Katalogo Tvarkytoja', password });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v2/admin/token',
    payload: { email, password },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const { token } = signIn.json<AdminToken>();
  return (method, url, options = {}) => {
    const bearer = options.token === undefined ? token : options.token;
    return app.inject({
      method,
      url: `/api/v2/admin${url}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  };
}

/** Audit lines of one action, oldest first, with their details. */
export async function auditLinesOf(db: Database, action: string) {
  return db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(asc(adminAuditLog.id));
}
