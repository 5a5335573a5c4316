/** Spec section 9: prefetching waits for the browser to be idle, at most this long. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** Pages prefetched after each route change: a few, each costs a data request to the server. */
export const PREFETCH_LIMIT = 4;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Skipped offline, with the data saver on and on 2g connections (spec section 9). */
export function prefetchAllowed(navigator: { onLine?: boolean; connection?: NetworkInformation }): boolean {
  if (navigator.onLine === false) return false;
  const connection = navigator.connection;
  if (connection?.saveData) return false;
  return connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` once the browser is idle (within 2000 ms); without requestIdleCallback, after 2000 ms. Returns a cancel. */
export function whenIdle(callback: () => void, target: IdleWindow = window): () => void {
  if (target.requestIdleCallback && target.cancelIdleCallback) {
    const handle = target.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => target.cancelIdleCallback?.(handle);
  }
  const handle = target.setTimeout(callback, PREFETCH_IDLE_TIMEOUT_MS);
  return () => target.clearTimeout(handle);
}

/**
 * The likeliest next pages: the product cards the shopper sees (their title links, in page order), then
 * the cart from the header. Only this shop's pages, never the current one.
 */
export const LIKELY_NEXT_LINKS = '[data-product-code] a[href], a[data-testid="cart-link"]';

export interface LinkLike {
  href: string;
  getBoundingClientRect(): { top: number; bottom: number; left: number; right: number };
}

export function likelyNextPages(
  links: Iterable<LinkLike>,
  {
    origin,
    current,
    viewport,
  }: { origin: string; current: string; viewport: { width: number; height: number } },
  limit = PREFETCH_LIMIT,
): string[] {
  const pages: string[] = [];
  for (const link of links) {
    const url = new URL(link.href, origin);
    const page = url.pathname + url.search;
    if (url.origin !== origin || page === current || pages.includes(page)) continue;
    const box = link.getBoundingClientRect();
    const visible = box.bottom > 0 && box.right > 0 && box.top < viewport.height && box.left < viewport.width;
    if (visible) pages.push(page);
    if (pages.length === limit) break;
  }
  return pages;
}
