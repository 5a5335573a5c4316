import { describe, expect, it } from 'vitest';
import {
  changeOrder,
  changeReturnState,
  decideAccount,
  impersonateCustomer,
  loadAccounts,
  loadDashboard,
  loadOrder,
} from './admin-data.server.ts';
import { json, list, stubAdminApi, type AdminApiCall } from './testing-admin-api.ts';
import { formData } from './testing-shop-request.ts';

const sent = (calls: AdminApiCall[]) =>
  calls.map(({ method, path, query, body }) => ({ method, path, query, body }));

describe('back office data', () => {
  it('counts what waits for the shop from the lists’ totals, asking for one item each', async () => {
    const totals: Record<string, number> = {
      '/accounts?status=pending': 3,
      '/orders?state=new': 12,
      '/returns?state=initiated': 2,
      '/returns?state=requested': 1,
    };
    const api = stubAdminApi((call) => {
      const query = new URLSearchParams(call.query);
      expect([query.get('page'), query.get('itemsPerPage')]).toEqual(['1', '1']);
      query.delete('page');
      query.delete('itemsPerPage');
      return json(list([], totals[`${call.path}?${query}`] ?? 0));
    });
    expect(await loadDashboard(api.session('/admin'), ['customers', 'orders', 'reports'])).toEqual({
      pendingAccounts: 3,
      newOrders: 12,
      initiatedReturns: 2,
      requestedReturns: 1,
    });
    expect(api.calls).toHaveLength(4);
  });

  it('asks only for the counts the role may see (ADR 0055): no orders or returns without "orders"', async () => {
    const api = stubAdminApi(() => json(list([], 5)));
    expect(await loadDashboard(api.session('/admin'), ['customers', 'reports'])).toEqual({
      pendingAccounts: 5,
      newOrders: null,
      initiatedReturns: null,
      requestedReturns: null,
    });
    expect(api.calls.map((call) => call.path)).toEqual(['/accounts']);
  });

  it('lists pending accounts by default and ignores an unknown status', async () => {
    const api = stubAdminApi(() => json(list([])));
    const url = new URL('http://shop.test/admin/accounts?status=everything');
    expect((await loadAccounts(api.session('/admin/accounts'), url)).status).toBe('pending');
    expect(api.calls[0]?.query).toBe('?page=1&itemsPerPage=20&status=pending');
  });

  it('approves, and rejects with the reason only when one was given', async () => {
    const api = stubAdminApi(() => json({ email: 'uab@test.lt' }));
    const session = api.session('/admin/accounts');
    await decideAccount(session, formData({ intent: 'approve', shopUserId: '5', reason: 'ignored' }));
    await decideAccount(
      session,
      formData({ intent: 'reject', shopUserId: '5', reason: '  Not a company  ' }),
    );
    await decideAccount(session, formData({ intent: 'reject', shopUserId: '6', reason: ' ' }));
    expect(sent(api.calls)).toEqual([
      { method: 'PATCH', path: '/accounts/5/approve', query: '', body: undefined },
      { method: 'PATCH', path: '/accounts/5/reject', query: '', body: { reason: 'Not a company' } },
      { method: 'PATCH', path: '/accounts/6/reject', query: '', body: {} },
    ]);
  });

  it('sends an order action to its path and gives back the API’s text when it is not allowed', async () => {
    const api = stubAdminApi((call) =>
      call.path.endsWith('/fulfil')
        ? json(
            {
              violations: [
                {
                  propertyPath: '',
                  message: 'Order 000000042 cannot be fulfilled: it is not paid.',
                  code: 'x',
                },
              ],
            },
            422,
          )
        : json({ order: {}, actions: [] }),
    );
    const session = api.session('/admin/orders/42');
    expect(await changeOrder(session, '42', formData({ intent: 'markPaid' }))).toMatchObject({ ok: true });
    expect(await changeOrder(session, '42', formData({ intent: 'fulfil' }))).toEqual({
      ok: false,
      value: null,
      message: 'Order 000000042 cannot be fulfilled: it is not paid.',
    });
    expect(await changeOrder(session, '42', formData({ intent: 'delete' }))).toMatchObject({ ok: false });
    expect(sent(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /orders/42/mark-paid',
      'PATCH /orders/42/fulfil',
    ]);
  });

  it('answers null for an order the API does not know, or an id that is not one', async () => {
    const api = stubAdminApi((call) =>
      call.path === '/orders/9'
        ? json({ code: 404, message: 'Not Found' }, 404)
        : json({ code: 400, message: 'params/id must be a number' }, 400),
    );
    expect(await loadOrder(api.session('/admin/orders/9'), '9')).toBeNull();
    expect(await loadOrder(api.session('/admin/orders/abc'), 'abc')).toBeNull();
  });

  it('moves a return, sending the refused items only with `processed`', async () => {
    const api = stubAdminApi(() => json({}));
    const session = api.session('/admin/returns/3');
    const processed = formData({ to: 'processed' });
    processed.append('refusedItemIds', '11');
    processed.append('refusedItemIds', '12');
    processed.append('refusedItemIds', 'x');
    await changeReturnState(session, '3', processed);
    const requested = formData({ to: 'requested' });
    requested.append('refusedItemIds', '11');
    await changeReturnState(session, '3', requested);
    expect(sent(api.calls)).toEqual([
      {
        method: 'PATCH',
        path: '/returns/3/state',
        query: '',
        body: { to: 'processed', refusedItemIds: [11, 12] },
      },
      { method: 'PATCH', path: '/returns/3/state', query: '', body: { to: 'requested' } },
    ]);
  });

  it('asks for an impersonation link of one channel and tells which customer it is for', async () => {
    const link = { url: 'https://b2b.shop.test/?x-auth=abc', expiresAt: '2026-11-22T10:15:00.000Z' };
    const api = stubAdminApi(() => json(link, 201));
    const result = await impersonateCustomer(
      api.session('/admin/customers'),
      formData({ customerId: '8', channelCode: 'b2b' }),
    );
    expect(result).toEqual({ ok: true, value: link, message: null, customerId: 8, channelCode: 'b2b' });
    expect(sent(api.calls)).toEqual([
      { method: 'POST', path: '/customers/8/impersonation', query: '', body: { channelCode: 'b2b' } },
    ]);
  });
});
