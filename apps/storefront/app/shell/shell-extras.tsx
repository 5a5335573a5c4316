import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation, useMatches } from 'react-router';
import { pushEcommerceEvent } from '~/analytics/ecommerce.ts';
import { createPageViewScheduler } from '~/analytics/page-view.ts';
import { routeEcommerceEvent } from '~/analytics/route-events.ts';
import type { ShellData } from './shell-data.ts';
import { LIKELY_NEXT_LINKS, likelyNextPages, prefetchAllowed, whenIdle } from './idle-prefetch.ts';

/**
 * What every page does once it runs, loaded after hydration so no first load carries it (ADR 0021):
 * with the tag manager, a page_view 250 ms after each route change and the page's ecommerce event
 * (product, listing, checkout, purchase); and the prefetch of the likeliest next pages on idle.
 */
export default function ShellExtras() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const page = pathname + search;
  const [scheduler] = useState(() =>
    createPageViewScheduler(
      (event) => window.dataLayer?.push(event),
      () => ({
        page_location: window.location.href,
        page_title: document.title,
        locale: document.documentElement.lang,
      }),
    ),
  );
  const [prefetched, setPrefetched] = useState<string[]>([]);

  useEffect(() => {
    if (!window.dataLayer) return;
    scheduler.schedule(page);
    const shown = matches[matches.length - 1];
    const shell = matches.find((match) => match.id === 'root')?.loaderData as ShellData | undefined;
    const event =
      shown && shell
        ? routeEcommerceEvent(
            shown.id,
            shown.loaderData,
            new URL(window.location.href),
            shell.channel.currencyCode,
          )
        : null;
    if (event) pushEcommerceEvent(...event);
    // Once per page (path and query): the matches are new objects after every revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scheduler, page]);
  useEffect(() => scheduler.cancel, [scheduler]);

  useEffect(() => {
    if (!prefetchAllowed(navigator)) return;
    return whenIdle(() => {
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const links = document.querySelectorAll<HTMLAnchorElement>(LIKELY_NEXT_LINKS);
      setPrefetched(likelyNextPages(links, { origin: window.location.origin, current: page, viewport }));
    });
  }, [page]);

  return prefetched.map((href) => <PrefetchPageLinks key={href} page={href} />);
}
