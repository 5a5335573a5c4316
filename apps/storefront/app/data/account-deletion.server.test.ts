import { describe, expect, it } from 'vitest';
import {
  cancelAccountDeletion,
  loadPendingAccountDeletion,
  requestAccountDeletion,
} from './account-deletion.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const dashboard = new URL('http://shop.test/paskyra');

describe('requestAccountDeletion', () => {
  it('posts no body and answers the scheduled time', async () => {
    const { shop, calls } = stubShopRequest(() =>
      json({ requestedAt: '2026-11-21T10:00:00.000Z', scheduledAt: '2026-11-22T10:00:00.000Z' }, 202),
    );
    await expect(requestAccountDeletion(shop, dashboard)).resolves.toEqual({
      ok: true,
      scheduledAt: '2026-11-22T10:00:00.000Z',
    });
    expect(calls).toEqual([{ method: 'POST', path: '/user/account-remove', body: undefined }]);
  });

  it("passes the refusal's text on for the page to localise", async () => {
    const { shop } = stubShopRequest(() =>
      json({ violations: [{ propertyPath: '', message: 'Unable to Delete Account' }] }, 422),
    );
    await expect(requestAccountDeletion(shop, dashboard)).resolves.toEqual({
      ok: false,
      message: 'Unable to Delete Account',
    });
  });

  it('sends an ended session to sign in', async () => {
    const { shop } = stubShopRequest(() => json({ code: 401, message: 'JWT Token not found' }, 401));
    const thrown = await requestAccountDeletion(shop, dashboard).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/auth?redirect=%2Fpaskyra');
  });
});

describe('loadPendingAccountDeletion', () => {
  it('answers the pending deletion, or null when there is none or the API fails', async () => {
    const pending = stubShopRequest(() =>
      json({ requestedAt: '2026-11-21T10:00:00.000Z', scheduledAt: '2026-11-22T10:00:00.000Z' }),
    );
    await expect(loadPendingAccountDeletion(pending.shop)).resolves.toEqual({
      scheduledAt: '2026-11-22T10:00:00.000Z',
    });
    expect(pending.calls).toEqual([{ method: 'GET', path: '/user/account-remove', body: undefined }]);
    for (const status of [404, 500]) {
      const { shop } = stubShopRequest(() => json({ code: status, message: 'x' }, status));
      await expect(loadPendingAccountDeletion(shop)).resolves.toBeNull();
    }
  });
});

describe('cancelAccountDeletion', () => {
  const page = (query: string) => new URL(`http://shop.test/cancel-account-deletion${query}`);

  it("passes the link's token to the API", async () => {
    const { shop, calls } = stubShopRequest(() => new Response(null, { status: 204 }));
    await expect(cancelAccountDeletion(shop, page('?accountDeletionToken=abc_-1'))).resolves.toEqual({
      ok: true,
    });
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/user/cancel-account-remove',
        query: '?accountDeletionToken=abc_-1',
        body: undefined,
      },
    ]);
  });

  it('tells an unknown or used link from an account already deleted, and needs a token', async () => {
    const invalid = stubShopRequest(() => json({ code: 404, message: 'invalid' }, 404));
    await expect(cancelAccountDeletion(invalid.shop, page('?accountDeletionToken=x'))).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
    const executed = stubShopRequest(() => json({ code: 410, message: 'gone' }, 410));
    await expect(cancelAccountDeletion(executed.shop, page('?accountDeletionToken=x'))).resolves.toEqual({
      ok: false,
      reason: 'executed',
    });
    const missing = stubShopRequest(() => json({}));
    await expect(cancelAccountDeletion(missing.shop, page(''))).resolves.toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(missing.calls).toEqual([]);
  });
});
