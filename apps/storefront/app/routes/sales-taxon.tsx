import { ListingHeader } from '~/components/product-list/listing-header.tsx';
import { listingMeta } from '~/components/product-list/listing-meta.ts';
import pageStyles from '~/components/product-list/listing-page.module.css';
import { ProductListing } from '~/components/product-list/product-listing.tsx';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadTaxonListingPage } from '~/data/taxon-page.server.ts';
import { translatorAt } from '~/i18n/catalog-store.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { taxonPathMatch } from '~/routing/path-match.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { shellFromMatches } from '~/shell/route-meta.ts';
import type { Route } from './+types/sales-taxon';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadTaxonListingPage(
    getShopRequest(context),
    url,
    params['*'] ?? '',
    { name: 'SALES_TAXON' },
    { base: { discount: true } },
  );
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const shell = shellFromMatches(args.matches);
  const t = shell ? translatorAt(shell.locale, shell.catalogHref) : undefined;
  if (!data) return listingMeta(args, 'SALES_TAXON', undefined, {});
  return listingMeta(args, 'SALES_TAXON', data.listing, {
    title: t?.('listing.sales.titleIn', { category: data.taxon.name }),
    description: t?.('listing.sales.description', { category: data.taxon.name }),
  });
};

/** Discounted products of one category; subcategory chips stay within the sales. */
export default function SalesTaxonRoute({ loaderData }: Route.ComponentProps) {
  const { taxon, children, listing } = loaderData;
  const t = useT();
  const path = useRoutePath();
  const { newUrls } = useShop();
  const salesHref = (entry: { id: number; slug: string }) =>
    path('SALES_TAXON', { '*': taxonPathMatch(entry, newUrls) });
  return (
    <div className={`container ${pageStyles.page}`}>
      <ListingHeader
        title={t('listing.sales.titleIn', { category: taxon.name })}
        breadcrumbs={[{ name: t('listing.sales.title'), path: path('SALES') }]}
        intro={<p>{t('listing.sales.description', { category: taxon.name })}</p>}
        links={children.map((child) => ({ key: child.id, label: child.name, href: salesHref(child) }))}
      />
      <ProductListing listing={listing} hideDiscount emptyText={t('listing.empty.category')} />
    </div>
  );
}
