import { ListingHeader } from '~/components/product-list/listing-header.tsx';
import { listingMeta } from '~/components/product-list/listing-meta.ts';
import pageStyles from '~/components/product-list/listing-page.module.css';
import { ProductListing } from '~/components/product-list/product-listing.tsx';
import { loadProductListing } from '~/data/product-listing.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { translatorAt } from '~/i18n/catalog-store.ts';
import { useT } from '~/i18n/use-t.ts';
import { CATEGORY_LISTING } from '~/lib/filter-url.ts';
import { shellFromMatches } from '~/shell/route-meta.ts';
import type { Route } from './+types/sales';

export async function loader({ context, url }: Route.LoaderArgs) {
  return {
    listing: await loadProductListing(getShopRequest(context), url, CATEGORY_LISTING, { discount: true }),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const shell = shellFromMatches(args.matches);
  const t = shell ? translatorAt(shell.locale, shell.catalogHref) : undefined;
  return listingMeta(args, 'SALES', args.loaderData?.listing, {
    title: t?.('listing.sales.title'),
    description: t?.('listing.sales.lead'),
  });
};

export default function SalesRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={`container ${pageStyles.page}`}>
      <ListingHeader
        title={t('listing.sales.title')}
        breadcrumbs={[]}
        intro={<p>{t('listing.sales.lead')}</p>}
      />
      <ProductListing listing={loaderData.listing} hideDiscount emptyText={t('listing.empty.category')} />
    </div>
  );
}
