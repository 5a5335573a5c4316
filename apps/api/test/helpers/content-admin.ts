import type { AdminRole, AdminToken } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { administrators } from '../../src/db/schema/index.ts';
import { saveAdministrator } from '../../src/modules/admin/administrators.ts';

export type ContentCall = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options?: { payload?: unknown; token?: string | null; headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

/**
 * Signs in a new administrator with this role (owner unless told) and returns a caller of the admin API
 * (paths below /api/v2/admin) sending their token; `token: null` sends none.
 */
export async function contentAdmin(
  app: FastifyInstance,
  db: Database,
  email: string,
  role: AdminRole = 'owner',
): Promise<ContentCall> {
  const password = 'Admin1234';
  await saveAdministrator(db, { email, name: email, password });
  await db.update(administrators).set({ role }).where(eq(administrators.email, email));
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
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  };
}
