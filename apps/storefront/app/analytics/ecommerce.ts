import type { Order, ProductVariant, TaxonSummary } from '@shop/contracts';

/** One item of a GA4 ecommerce event; prices in major units, as GA4 expects. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_category?: string;
  item_variant?: string;
  discount?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export interface Ga4Ecommerce {
  currency: string;
  value?: number;
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
}

/** A listed product as far as view_item_list reads it: an API list item or a listing page's card. */
export interface ListedProduct {
  code: string;
  name: string;
  mainTaxon?: TaxonSummary | null;
  defaultVariant: {
    code?: string;
    prices: Pick<ProductVariant['prices'], 'price' | 'originalPrices'>;
  } | null;
}

/** What each event is built from: the shop's own data, in minor units. */
export interface EcommerceEvents {
  view_item: {
    currency: string;
    product: { code: string; name: string; mainTaxon: TaxonSummary | null };
    variant: ProductVariant | null;
  };
  view_item_list: {
    currency: string;
    list: { id: string; name: string };
    products: ListedProduct[];
  };
  add_to_cart: {
    currency: string;
    itemId: string;
    itemName: string;
    /** Minor units. */
    price: number;
    quantity: number;
  };
  begin_checkout: { order: Order };
  purchase: { order: Order };
}

/** An event name with its data, as one tuple. */
export type EcommerceEvent = { [E in keyof EcommerceEvents]: [E, EcommerceEvents[E]] }[keyof EcommerceEvents];

const major = (minor: number) => Math.round(minor) / 100;
const sum = (items: Ga4Item[]) =>
  Math.round(items.reduce((total, item) => total + item.price * item.quantity * 100, 0)) / 100;

function discountOf(prices: Pick<ProductVariant['prices'], 'price' | 'originalPrices'>): number | undefined {
  const original = Math.max(0, ...prices.originalPrices);
  return original > prices.price ? major(original - prices.price) : undefined;
}

function orderItems(order: Order): Ga4Item[] {
  return order.items.map((line) => ({
    item_id: line.variant.code,
    item_name: line.productName,
    item_variant: line.variant.name,
    price: major(line.unitPrice),
    quantity: line.quantity,
    ...(line.originalUnitPrice && line.originalUnitPrice > line.unitPrice
      ? { discount: major(line.originalUnitPrice - line.unitPrice) }
      : {}),
  }));
}

function orderEcommerce(order: Order): Ga4Ecommerce {
  return {
    currency: order.currencyCode,
    value: major(order.total),
    ...(order.couponCode ? { coupon: order.couponCode } : {}),
    items: orderItems(order),
  };
}

type Builders = { [E in keyof EcommerceEvents]: (data: EcommerceEvents[E]) => Ga4Ecommerce };

/** GA4's recommended ecommerce shapes (developers.google.com/analytics/devguides/collection/ga4/ecommerce). */
export const ECOMMERCE_BUILDERS: Builders = {
  view_item: ({ currency, product, variant }) => {
    const prices = variant?.prices;
    const items: Ga4Item[] = [
      {
        item_id: variant?.code ?? product.code,
        item_name: product.name,
        ...(variant && variant.name !== product.name ? { item_variant: variant.name } : {}),
        ...(product.mainTaxon ? { item_category: product.mainTaxon.name } : {}),
        price: prices ? major(prices.price) : 0,
        quantity: 1,
        ...(prices && discountOf(prices) ? { discount: discountOf(prices) } : {}),
      },
    ];
    return { currency, value: sum(items), items };
  },
  view_item_list: ({ currency, list, products }) => ({
    currency,
    item_list_id: list.id,
    item_list_name: list.name,
    items: products.map((product, index) => {
      const prices = product.defaultVariant?.prices;
      const discount = prices ? discountOf(prices) : undefined;
      return {
        item_id: product.defaultVariant?.code ?? product.code,
        item_name: product.name,
        ...(product.mainTaxon ? { item_category: product.mainTaxon.name } : {}),
        price: prices ? major(prices.price) : 0,
        quantity: 1,
        ...(discount ? { discount } : {}),
        index,
        item_list_id: list.id,
        item_list_name: list.name,
      };
    }),
  }),
  add_to_cart: ({ currency, itemId, itemName, price, quantity }) => {
    const items = [{ item_id: itemId, item_name: itemName, price: major(price), quantity }];
    return { currency, value: sum(items), items };
  },
  begin_checkout: ({ order }) => orderEcommerce(order),
  purchase: ({ order }) => ({
    transaction_id: order.number ?? order.tokenValue,
    ...orderEcommerce(order),
    tax: major(order.taxTotal),
    shipping: major(order.shippingTotal),
  }),
};

/** sessionStorage key remembering that an order's purchase was sent (a reload must not send it again). */
export const purchaseSentKey = (transactionId: string) => `analytics:purchase:${transactionId}`;

function firstPurchase(transactionId: string): boolean {
  try {
    if (sessionStorage.getItem(purchaseSentKey(transactionId))) return false;
    sessionStorage.setItem(purchaseSentKey(transactionId), '1');
  } catch {
    // Storage refused (private mode, quota): send it; a duplicate is better than none.
  }
  return true;
}

/**
 * Pushes the event the way GA4 recommends: `{ecommerce: null}` first, so the previous event's ecommerce
 * object does not merge into this one. A purchase is sent once per order in a browser session.
 */
export function pushEcommerceEvent(...[event, data]: EcommerceEvent): void {
  const layer = typeof window === 'undefined' ? undefined : window.dataLayer;
  if (!layer) return;
  const ecommerce = (ECOMMERCE_BUILDERS[event] as (data: EcommerceEvents[typeof event]) => Ga4Ecommerce)(
    data,
  );
  if (event === 'purchase' && !firstPurchase(ecommerce.transaction_id ?? '')) return;
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
}
