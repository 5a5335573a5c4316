import type { EcommerceEvent } from './ecommerce.ts';

declare global {
  interface Window {
    /** The tag manager's data layer; it exists only when the channel has a tag-manager code. */
    dataLayer?: unknown[];
  }
}

/**
 * Sends a GA4 ecommerce event that follows a click (add_to_cart). Without a data layer (no tag manager)
 * nothing happens; with one, the code that shapes events is fetched then, so no first load carries it
 * (ADR 0021). Events of a page being shown come from the page's data instead (route-events.ts).
 */
export function track(...event: EcommerceEvent): void {
  if (window.dataLayer) void import('./ecommerce.ts').then((module) => module.pushEcommerceEvent(...event));
}
