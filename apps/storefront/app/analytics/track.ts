import { useEffect } from 'react';
import { dataLayer } from './data-layer.ts';
import type { EcommerceEvents } from './ecommerce.ts';

/**
 * Sends a GA4 ecommerce event to the tag manager's data layer. The code that shapes the events comes
 * on the first event, so pages without a tag manager (and first paints) carry none of it (ADR 0021).
 */
export function track<E extends keyof EcommerceEvents>(event: E, data: EcommerceEvents[E]): void {
  if (!dataLayer()) return;
  import('./ecommerce.ts').then((module) => module.pushEcommerceEvent(event, data)).catch(() => undefined);
}

/** Sends the event once per `key` (a product code, a listing URL, an order number...), after render. */
export function useTrack<E extends keyof EcommerceEvents>(
  event: E,
  data: EcommerceEvents[E],
  key: string,
): void {
  useEffect(() => {
    track(event, data);
    // The key says when the data is another one; the data object itself is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event, key]);
}
