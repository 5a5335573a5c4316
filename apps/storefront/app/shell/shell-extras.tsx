import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { dataLayer } from '~/analytics/data-layer.ts';
import { createPageViewScheduler } from '~/analytics/page-view.ts';
import { LIKELY_NEXT_LINKS, likelyNextPages, prefetchAllowed, whenIdle } from './idle-prefetch.ts';

/**
 * What every page does once it runs, loaded after hydration so no first paint carries it (ADR 0021):
 * the tag manager's page views and the prefetch of the likeliest next pages when the browser is idle.
 */
export default function ShellExtras() {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const [scheduler] = useState(() =>
    createPageViewScheduler(
      (event) => dataLayer()?.push(event),
      () => ({
        page_location: window.location.href,
        page_title: document.title,
        locale: document.documentElement.lang,
      }),
    ),
  );
  const [prefetched, setPrefetched] = useState<string[]>([]);

  useEffect(() => {
    if (dataLayer()) scheduler.schedule(page);
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
