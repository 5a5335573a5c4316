import { useTaxonHref } from '~/components/home/taxon-href.ts';
import { ListingHeader } from '~/components/product-list/listing-header.tsx';
import { listingMeta } from '~/components/product-list/listing-meta.ts';
import pageStyles from '~/components/product-list/listing-page.module.css';
import { ProductListing } from '~/components/product-list/product-listing.tsx';
import {
  emptyListing,
  loadProductListing,
  redirectToCanonicalListing,
} from '~/data/product-listing.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { translatorAt } from '~/i18n/catalog-store.ts';
import { useT } from '~/i18n/use-t.ts';
import { activeFilterCount, parseListingSearch, SEARCH_LISTING } from '~/lib/filter-url.ts';
import { shellFromMatches } from '~/shell/route-meta.ts';
import type { Route } from './+types/search';
import styles from './search.module.css';

export async function loader({ context, url }: Route.LoaderArgs) {
  redirectToCanonicalListing(url, SEARCH_LISTING);
  const query = parseListingSearch(url.searchParams).query ?? '';
  if (!query) return { query, listing: emptyListing(url, SEARCH_LISTING) };
  return { query, listing: await loadProductListing(getShopRequest(context), url, SEARCH_LISTING) };
}

export const meta: Route.MetaFunction = (args) => {
  const shell = shellFromMatches(args.matches);
  const query = args.loaderData?.query;
  if (!shell || !query) return listingMeta(args, 'SEARCH', args.loaderData?.listing, { noindex: true });
  const t = translatorAt(shell.locale, shell.catalogHref);
  return listingMeta(args, 'SEARCH', args.loaderData.listing, {
    title: t('listing.search.title', { query }),
    description: t('listing.search.description', { query, shopName: shell.channel.name }),
    // Result pages of an internal search are not for search engines; their links are.
    noindex: true,
  });
};

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, listing } = loaderData;
  const t = useT();
  const taxonHref = useTaxonHref();
  if (!query) {
    return (
      <div className={`container ${pageStyles.page}`}>
        <ListingHeader title={t('listing.search.titleEmpty')} breadcrumbs={[]} />
        <p className={styles.message}>{t('listing.search.emptyQuery')}</p>
      </div>
    );
  }
  const noResult = listing.totalItems === 0 && activeFilterCount(listing.state.filters) === 0;
  return (
    <div className={`container ${pageStyles.page}`}>
      <ListingHeader
        title={t('listing.search.title', { query })}
        breadcrumbs={[]}
        links={listing.taxonsSuggestions.map((taxon) => ({
          key: taxon.id,
          label: taxon.name,
          href: taxonHref(taxon),
          count: taxon.count,
        }))}
        linksTitle={t('listing.search.categories')}
      />
      {noResult ? (
        <div className={styles.noResult} data-testid="search-no-result">
          <p className={styles.noResultTitle}>{t('listing.search.noResult', { query })}</p>
          <p>{t('listing.search.noResultHint')}</p>
        </div>
      ) : (
        <ProductListing listing={listing} emptyText={t('listing.search.noResult', { query })} />
      )}
    </div>
  );
}
