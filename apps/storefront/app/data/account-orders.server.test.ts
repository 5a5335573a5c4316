import type { CustomerOrderSummary } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  loadCustomerOrder,
  loadCustomerOrders,
  loadRecentOrders,
  orderListPage,
} from './account-orders.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const row: CustomerOrderSummary = {
  tokenValue: 'tok1',
  number: '000000042',
  checkoutCompletedAt: '2026-11-21T10:00:00.000Z',
  state: 'new',
  paymentState: 'awaiting_payment',
  shippingState: 'ready',
  total: 4949,
  currencyCode: 'EUR',
  itemsCount: 2,
  items: [{ productName: 'Žaislas', image: null }],
};
const page = (data: CustomerOrderSummary[]) => ({
  data,
  meta: { totalItems: data.length, page: 1, itemsPerPage: 20, lastPage: 1 },
});

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

const url = (path: string) => new URL(`http://shop.test${path}`);

describe('orderListPage', () => {
  it('reads ?page= as a page number, anything else as the first page', () => {
    expect(orderListPage(url('/paskyra/uzsakymas?page=3'))).toBe(3);
    for (const value of ['', '0', '-2', 'abc', '1.5', '99999999']) {
      expect(orderListPage(url(`/paskyra/uzsakymas?page=${value}`)), value).toBe(1);
    }
    expect(orderListPage(url('/paskyra/uzsakymas'))).toBe(1);
  });
});

describe('the customer’s orders', () => {
  it('asks the API for the page in the URL, 20 a page', async () => {
    const { shop, calls } = stubShopRequest(() => json(page([row])), 'authRefreshToken=r1');
    const list = await loadCustomerOrders(shop, url('/paskyra/uzsakymas?page=2'));
    expect(list.data).toEqual([row]);
    expect(calls).toEqual([
      { method: 'GET', path: '/customers/me/orders', query: '?page=2&itemsPerPage=20', body: undefined },
    ]);
  });

  it('asks for the latest 4 for the dashboard', async () => {
    const { shop, calls } = stubShopRequest(() => json(page([row])), 'authRefreshToken=r1');
    expect(await loadRecentOrders(shop, url('/paskyra'))).toEqual([row]);
    expect(calls[0]?.query).toBe('?page=1&itemsPerPage=4');
  });

  it('sends a session the API refuses to sign in, back to the page', async () => {
    const { shop } = stubShopRequest(
      () => json({ code: 401, message: 'Expired JWT Token' }, 401),
      'authRefreshToken=r1',
    );
    const response = await thrown(loadCustomerOrders(shop, url('/paskyra/uzsakymas?page=2')));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?redirect=%2Fpaskyra%2Fuzsakymas%3Fpage%3D2');
  });

  it('loads one order by its token, and answers null for an order that is not theirs', async () => {
    const order = { tokenValue: 'tok/1', invoice: { available: false, number: null, issuedAt: null } };
    const { shop, calls } = stubShopRequest(() => json(order), 'authRefreshToken=r1');
    expect(await loadCustomerOrder(shop, url('/paskyra/uzsakymas/x'), 'tok/1')).toMatchObject(order);
    expect(calls[0]?.path).toBe('/customers/me/orders/tok%2F1');

    const { shop: other } = stubShopRequest(() => json({ code: 404, message: 'Order "x" not found.' }, 404));
    expect(await loadCustomerOrder(other, url('/paskyra/uzsakymas/x'), 'x')).toBeNull();
  });

  it('lets other failures through to the error page', async () => {
    const { shop } = stubShopRequest(() => json({ code: 500, message: 'boom' }, 500));
    await expect(loadCustomerOrders(shop, url('/paskyra/uzsakymas'))).rejects.toMatchObject({ status: 500 });
  });
});
