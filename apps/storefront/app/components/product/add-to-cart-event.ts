declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** GA4's add_to_cart event on the tag manager's data layer (prices in major units, as GA4 expects). */
export function pushAddToCartEvent(item: {
  currency: string;
  itemId: string;
  itemName: string;
  /** Minor units. */
  price: number;
  quantity: number;
}): void {
  const price = item.price / 100;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event: 'add_to_cart',
    ecommerce: {
      currency: item.currency,
      value: price * item.quantity,
      items: [{ item_id: item.itemId, item_name: item.itemName, price, quantity: item.quantity }],
    },
  });
}
