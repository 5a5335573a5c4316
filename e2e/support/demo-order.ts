import type { Order, ProductListItem } from '@shop/contracts';

/**
 * A JSON call to the shop API as the web channel's storefront would make it, signed in when given the
 * customer's access token.
 */
async function call<T>(
  apiUrl: string,
  method: string,
  path: string,
  body?: unknown,
  locale = 'lt',
  token?: string,
): Promise<T> {
  const response = await fetch(`${apiUrl}/api/v2/shop${path}`, {
    method,
    headers: {
      channel: 'web',
      locale,
      'accept-language': locale,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Places an order of one demo product through the shop API (address, Omniva parcel locker, bank
 * transfer), as a shopper would through the checkout: a guest's, or with `token` (from
 * POST /customers/token) the signed-in customer's. Returns the order and the product bought.
 */
export async function placeDemoOrder(
  apiUrl: string,
  options: { email: string; locale?: string; token?: string },
): Promise<{ order: Order; product: ProductListItem }> {
  const locale = options.locale ?? 'lt';
  const { token } = options;
  const list = await call<{ data: ProductListItem[] }>(
    apiUrl,
    'GET',
    '/search/products?itemsPerPage=48',
    undefined,
    locale,
    token,
  );
  const product = list.data.find(
    (item) =>
      /^P\d+$/.test(item.code) && // the generated catalogue: not a bundle, bundle part or gift wrapping
      !item.requiresLogin &&
      item.inStock &&
      item.defaultVariant?.inStock,
  );
  if (!product?.defaultVariant) throw new Error('The demo shop has no simple product in stock');
  const cart = await call<Order>(apiUrl, 'POST', '/orders', {}, locale, token);
  const orderPath = `/orders/${cart.tokenValue}`;
  await call(
    apiUrl,
    'POST',
    `${orderPath}/items`,
    { productVariant: product.defaultVariant.code, quantity: 1 },
    locale,
    token,
  );
  const addressed = await call<Order>(
    apiUrl,
    'PUT',
    orderPath,
    {
      email: options.email,
      billingAddress: {
        firstName: 'Ona',
        lastName: 'Petraitienė',
        phoneNumber: '+37061234567',
        countryCode: 'LT',
        city: 'Vilnius',
        street: 'Gedimino pr.',
        houseNumber: '9',
        postCode: 'LT-01103',
      },
    },
    locale,
    token,
  );
  const lockers = await call<{ data: Array<{ code: string }> }>(
    apiUrl,
    'GET',
    '/parcel-lockers?carrier=omniva',
    undefined,
    locale,
    token,
  );
  await call(
    apiUrl,
    'PATCH',
    `${orderPath}/shipments/${addressed.shipments[0]?.id}`,
    { shippingMethod: 'omniva_locker', parcelLocker: lockers.data[0]?.code },
    locale,
    token,
  );
  await call(
    apiUrl,
    'PATCH',
    `${orderPath}/payments/${addressed.payments[0]?.id}`,
    { paymentMethod: 'bank_transfer' },
    locale,
    token,
  );
  const order = await call<Order>(apiUrl, 'PATCH', `${orderPath}/complete`, {}, locale, token);
  return { order, product };
}
