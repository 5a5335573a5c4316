/** Spec section 9: the page view goes 250 ms after the route change, once the new title is in place. */
export const PAGE_VIEW_DELAY_MS = 250;

export interface PageView {
  page_path: string;
  page_location: string;
  page_title: string;
  locale: string;
}

/**
 * Schedules one `page_view` per route change: a change within the delay replaces the pending one, so
 * quick redirects and back-and-forth clicks count the page the shopper stayed on.
 */
export function createPageViewScheduler(
  push: (event: { event: 'page_view' } & PageView) => void,
  describe: () => Omit<PageView, 'page_path'>,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  return {
    schedule(pagePath: string) {
      cancel();
      timer = setTimeout(
        () => push({ event: 'page_view', page_path: pagePath, ...describe() }),
        PAGE_VIEW_DELAY_MS,
      );
    },
    cancel,
  };
}
