import { ListingHeader } from '~/components/product-list/listing-header.tsx';
import { listingMeta } from '~/components/product-list/listing-meta.ts';
import pageStyles from '~/components/product-list/listing-page.module.css';
import { ProductListing } from '~/components/product-list/product-listing.tsx';
import { loadAttributeValue, loadProductListing } from '~/data/product-listing.server.ts';
import { PlacedContentBlocks } from '~/components/content-blocks/placed-content-blocks.tsx';
import { loadContentBlocks } from '~/data/content-blocks.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { translatorAt } from '~/i18n/catalog-store.ts';
import { useT } from '~/i18n/use-t.ts';
import { CATEGORY_LISTING } from '~/lib/filter-url.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { taxonPathMatch } from '~/routing/path-match.ts';
import { shellFromMatches } from '~/shell/route-meta.ts';
import type { Route } from './+types/attribute-value';

/** Products with one attribute value, e.g. a brand page /a/brand/chicco (brand badges link here). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const value = await loadAttributeValue(shop, url, params.attributeSlug, params.attributeValueSlug);
  const listing = await loadProductListing(shop, url, CATEGORY_LISTING, {
    select: { code: value.attribute.code, value: value.code },
  });
  const content = await loadContentBlocks(shop, {
    displayLocation: 'attributeValue',
    attributeValue: [value.code],
  });
  return { value, listing, content };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const shell = shellFromMatches(args.matches);
  if (!data || !shell) return listingMeta(args, 'ATTRIBUTE_VALUE', undefined, {});
  const t = translatorAt(shell.locale, shell.catalogHref);
  return listingMeta(args, 'ATTRIBUTE_VALUE', data.listing, {
    title: data.value.name,
    description: t('listing.attribute.description', { value: data.value.name, shopName: shell.channel.name }),
  });
};

export default function AttributeValueRoute({ loaderData }: Route.ComponentProps) {
  const { value, listing, content } = loaderData;
  const t = useT();
  const path = useRoutePath();
  const { newUrls } = useShop();
  return (
    <div className={`container ${pageStyles.page}`}>
      <ListingHeader
        title={value.name}
        breadcrumbs={[]}
        intro={value.content ? <p>{value.content}</p> : undefined}
        links={listing.taxonsSuggestions.map((taxon) => ({
          key: taxon.id,
          label: taxon.name,
          href: path('ATTRIBUTE_VALUE_TAXON', {
            attributeSlug: value.attribute.slug,
            attributeValueSlug: value.slug,
            '*': taxonPathMatch(taxon, newUrls),
          }),
          count: taxon.count,
        }))}
      />
      <ProductListing
        listing={listing}
        hiddenSelects={[value.attribute.code]}
        emptyText={t('listing.empty.category')}
      />
      <PlacedContentBlocks data={content} className={pageStyles.blocks} />
    </div>
  );
}
