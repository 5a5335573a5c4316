import { ProductListing } from '~/components/product-list/product-listing.tsx';
import { ListingHeader } from '~/components/product-list/listing-header.tsx';
import { listingMeta } from '~/components/product-list/listing-meta.ts';
import pageStyles from '~/components/product-list/listing-page.module.css';
import { useTaxonHref } from '~/components/home/taxon-href.ts';
import { PlacedContentBlocks } from '~/components/content-blocks/placed-content-blocks.tsx';
import { loadContentBlocks } from '~/data/content-blocks.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadTaxonListingPage } from '~/data/taxon-page.server.ts';
import { translatorAt } from '~/i18n/catalog-store.ts';
import { useT } from '~/i18n/use-t.ts';
import { routePath } from '~/routing/route-path.ts';
import { taxonPathMatch } from '~/routing/path-match.ts';
import { shellFromMatches } from '~/shell/route-meta.ts';
import type { Route } from './+types/taxon-list';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const page = await loadTaxonListingPage(shop, url, params['*'] ?? '');
  // Blocks placed on this category or any above it (a block for "Baby" shows on its subcategories too).
  const content = await loadContentBlocks(shop, {
    displayLocation: 'taxonomy',
    taxonomy: [...page.breadcrumbs, page.taxon].map((taxon) => taxon.code),
  });
  return { ...page, content };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const shell = shellFromMatches(args.matches);
  const t = shell ? translatorAt(shell.locale, shell.catalogHref) : undefined;
  // The routes catalog's category description needs a name, which only a found category has.
  if (!data)
    return listingMeta(args, 'TAXON_LIST', undefined, { description: t?.('routes.TAXON_LIST.title') });
  const crumbPath = (taxon: { id: number; slug: string }) =>
    shell
      ? routePath(
          'TAXON_LIST',
          shell.locale,
          { '*': taxonPathMatch(taxon, shell.newUrls) },
          shell.defaultLocale,
        )
      : '';
  const home = shell ? routePath('index', shell.locale, {}, shell.defaultLocale) : '/';
  return listingMeta(args, 'TAXON_LIST', data.listing, {
    title: data.taxon.name,
    description: data.taxon.description ?? t?.('routes.TAXON_LIST.description', { name: data.taxon.name }),
    breadcrumbs: [
      { name: t?.('common.home') ?? '', path: home },
      ...[...data.breadcrumbs, data.taxon].map((taxon) => ({ name: taxon.name, path: crumbPath(taxon) })),
    ],
  });
};

export default function TaxonListRoute({ loaderData }: Route.ComponentProps) {
  const { taxon, breadcrumbs, children, listing, content } = loaderData;
  const t = useT();
  const taxonHref = useTaxonHref();
  return (
    <div className={`container ${pageStyles.page}`}>
      <ListingHeader
        title={taxon.name}
        breadcrumbs={breadcrumbs.map((ancestor) => ({ name: ancestor.name, path: taxonHref(ancestor) }))}
        intro={taxon.description ? <p>{taxon.description}</p> : undefined}
        links={children.map((child) => ({ key: child.id, label: child.name, href: taxonHref(child) }))}
        linksTitle={t('common.subcategories')}
      />
      <ProductListing listing={listing} emptyText={t('listing.empty.category')} />
      <PlacedContentBlocks data={content} className={pageStyles.blocks} />
    </div>
  );
}
