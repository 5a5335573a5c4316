import type { AdminCatalogueImport, AdminToken } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ADMIN } from './admin-catalogue.ts';
import { multipartBody, type MultipartPart } from './multipart.ts';

/** An administrator's calls to the catalogue import routes (upload, wait for the check or the apply...). */
export async function importClient(app: FastifyInstance) {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/v2/admin/token',
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const token = (signedIn.json() as AdminToken).token;
  const headers = { authorization: `Bearer ${token}` };

  async function upload(
    file: { bytes: Buffer | string; name?: string },
    fields: Record<string, string>,
    pictures?: Buffer,
    bearer: string | null = token,
  ): Promise<LightMyRequestResponse> {
    const parts: MultipartPart[] = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      {
        name: 'file',
        value: Buffer.from(file.bytes),
        filename: file.name ?? 'catalogue.csv',
        contentType: 'text/csv',
      },
    ];
    if (pictures)
      parts.push({
        name: 'pictures',
        value: pictures,
        filename: 'pictures.zip',
        contentType: 'application/zip',
      });
    const { payload, contentType } = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url: '/api/v2/admin/catalogue-imports',
      payload,
      headers: { 'content-type': contentType, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });
  }

  async function get(id: number): Promise<AdminCatalogueImport> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v2/admin/catalogue-imports/${id}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminCatalogueImport;
  }

  /** Waits until the import leaves `checking`/`applying`, and answers it. */
  async function settled(id: number): Promise<AdminCatalogueImport> {
    await expect
      .poll(async () => (await get(id)).status, { timeout: 30_000, interval: 100 })
      .not.toMatch(/^(checking|applying)$/);
    return get(id);
  }

  /** Uploads, waits for the check: the checked import. */
  async function check(
    file: { bytes: Buffer | string; name?: string },
    fields: Record<string, string>,
    pictures?: Buffer,
  ) {
    const response = await upload(file, fields, pictures);
    expect(response.statusCode, response.body).toBe(202);
    return settled((response.json() as AdminCatalogueImport).id);
  }

  async function apply(id: number): Promise<AdminCatalogueImport> {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v2/admin/catalogue-imports/${id}/apply`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(202);
    return settled(id);
  }

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    bearer: string | null = token,
  ) =>
    app.inject({
      method,
      url: `/api/v2/admin${url}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(payload ? { payload } : {}),
    });

  return { token, upload, get, settled, check, apply, call };
}
