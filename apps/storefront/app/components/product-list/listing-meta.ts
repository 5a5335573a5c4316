import type { MetaDescriptor } from 'react-router';
import type { RouteName } from '~/routing/route-table.ts';
import { routeMeta, shellFromMatches, type RouteMetaArgs } from '~/shell/route-meta.ts';
import type { ProductListingData } from './listing-data.ts';

export interface BreadcrumbEntry {
  name: string;
  /** Path on this site, e.g. "/c/kudikiams-1". */
  path: string;
}

/** schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(origin: string, entries: readonly BreadcrumbEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: `${origin}${entry.path}`,
    })),
  };
}

/**
 * Meta of a listing page: title, description and hreflang (routeMeta), a canonical URL (the plain page;
 * page > 1 only when nothing is refined), `noindex,follow` for filtered, sorted or resized views and for
 * search results, and the breadcrumb JSON-LD when given.
 */
export function listingMeta(
  args: RouteMetaArgs,
  name: RouteName,
  listing: ProductListingData | undefined,
  options: {
    title?: string;
    description?: string;
    breadcrumbs?: readonly BreadcrumbEntry[];
    noindex?: boolean;
  },
): MetaDescriptor[] {
  const meta = routeMeta(args, name, { title: options.title, description: options.description });
  const shell = shellFromMatches(args.matches);
  if (!shell || !listing) return meta;
  meta.push({ tagName: 'link', rel: 'canonical', href: `${shell.origin}${listing.canonicalPath}` });
  if (listing.refined || options.noindex) meta.push({ name: 'robots', content: 'noindex,follow' });
  if (options.breadcrumbs && options.breadcrumbs.length > 0) {
    meta.push({ 'script:ld+json': breadcrumbJsonLd(shell.origin, options.breadcrumbs) });
  }
  return meta;
}
