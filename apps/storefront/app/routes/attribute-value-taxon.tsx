import { ListingHeader } from '~/components/product-list/listing-header.tsx';
import { listingMeta } from '~/components/product-list/listing-meta.ts';
import pageStyles from '~/components/product-list/listing-page.module.css';
import { ProductListing } from '~/components/product-list/product-listing.tsx';
import { loadAttributeValue } from '~/data/product-listing.server.ts';
import { PlacedContentBlocks } from '~/components/content-blocks/placed-content-blocks.tsx';
import { loadContentBlocks } from '~/data/content-blocks.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadTaxonListingPage } from '~/data/taxon-page.server.ts';
import { translatorAt } from '~/i18n/catalog-store.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { taxonPathMatch } from '~/routing/path-match.ts';
import { shellFromMatches } from '~/shell/route-meta.ts';
import type { Route } from './+types/attribute-value-taxon';

/** Products with one attribute value within one category: /a/brand/chicco/t/kudikiams-1. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const { attributeSlug, attributeValueSlug } = params;
  const value = await loadAttributeValue(shop, url, attributeSlug, attributeValueSlug);
  const page = await loadTaxonListingPage(
    shop,
    url,
    params['*'] ?? '',
    { name: 'ATTRIBUTE_VALUE_TAXON', params: { attributeSlug, attributeValueSlug } },
    { base: { select: { code: value.attribute.code, value: value.code } } },
  );
  const content = await loadContentBlocks(shop, {
    displayLocation: 'attributeValue',
    attributeValue: [value.code],
    taxonomy: [...page.breadcrumbs, page.taxon].map((taxon) => taxon.code),
  });
  return { ...page, value, content };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const shell = shellFromMatches(args.matches);
  if (!data || !shell) return listingMeta(args, 'ATTRIBUTE_VALUE_TAXON', undefined, {});
  const t = translatorAt(shell.locale, shell.catalogHref);
  const title = t('listing.attribute.titleIn', { value: data.value.name, category: data.taxon.name });
  return listingMeta(args, 'ATTRIBUTE_VALUE_TAXON', data.listing, {
    title,
    description: t('listing.attribute.description', { value: title, shopName: shell.channel.name }),
  });
};

export default function AttributeValueTaxonRoute({ loaderData }: Route.ComponentProps) {
  const { value, taxon, children, listing, content } = loaderData;
  const t = useT();
  const path = useRoutePath();
  const { newUrls } = useShop();
  const valueParams = { attributeSlug: value.attribute.slug, attributeValueSlug: value.slug };
  return (
    <div className={`container ${pageStyles.page}`}>
      <ListingHeader
        title={t('listing.attribute.titleIn', { value: value.name, category: taxon.name })}
        breadcrumbs={[{ name: value.name, path: path('ATTRIBUTE_VALUE', valueParams) }]}
        links={children.map((child) => ({
          key: child.id,
          label: child.name,
          href: path('ATTRIBUTE_VALUE_TAXON', { ...valueParams, '*': taxonPathMatch(child, newUrls) }),
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
