import type { AdminToken } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { saveAdministrator } from '../../src/modules/admin/administrators.ts';

export const TEST_ADMIN = { email: 'admin@example.lt', name: 'Ona Administratorė', password: 'Admin1234' };

/** Creates the test administrator and signs in: the bearer token for /api/v2/admin. */
export async function adminTokenFor(app: FastifyInstance, db: Database): Promise<string> {
  await saveAdministrator(db, TEST_ADMIN);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/admin/token',
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AdminToken).token;
}
