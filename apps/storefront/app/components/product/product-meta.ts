import type { MetaDescriptor } from 'react-router';
import type { ProductDetail } from '@shop/contracts';
import { translatorAt } from '~/i18n/catalog-store.ts';
import { routeMeta, shellFromMatches, type RouteMetaArgs } from '~/shell/route-meta.ts';
import { routePath } from '~/routing/route-path.ts';
import { taxonPathMatch } from '~/routing/path-match.ts';
import {
  breadcrumbJsonLd,
  productDescriptionText,
  productImageUrls,
  productJsonLd,
} from './structured-data.ts';

/** Longest meta description worth sending; search engines cut around here. */
const META_DESCRIPTION_MAX = 160;

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/**
 * The product page's head: title and description, hreflang alternates (routeMeta), the canonical URL
 * (without the variant), Open Graph title/image, and JSON-LD Product and BreadcrumbList.
 */
export function productMeta(
  args: RouteMetaArgs,
  data: { product: ProductDetail; canonicalPath: string } | undefined,
): MetaDescriptor[] {
  const shell = shellFromMatches(args.matches);
  if (!data || !shell) return routeMeta(args, 'PRODUCT_INNER');
  const { product, canonicalPath } = data;
  const t = translatorAt(shell.locale, shell.catalogHref);
  const description = shorten(
    productDescriptionText(product) || t('product.meta.description', { name: product.name }),
    META_DESCRIPTION_MAX,
  );
  const url = `${shell.origin}${canonicalPath}`;
  const image = productImageUrls(product, shell.origin)[0];
  const link = (to: string) => `${shell.origin}${to}`;
  const breadcrumbs = [
    { name: t('common.home'), url: link(routePath('index', shell.locale, {}, shell.defaultLocale)) },
    ...product.breadcrumbs.map((taxon) => ({
      name: taxon.name,
      url: link(
        routePath(
          'TAXON_LIST',
          shell.locale,
          { '*': taxonPathMatch(taxon, shell.newUrls) },
          shell.defaultLocale,
        ),
      ),
    })),
    { name: product.name, url },
  ];
  return [
    ...routeMeta(args, 'PRODUCT_INNER', { title: product.name, description }),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    {
      'script:ld+json': productJsonLd(product, {
        url,
        origin: shell.origin,
        currencyCode: shell.channel.currencyCode,
      }),
    },
    { 'script:ld+json': breadcrumbJsonLd(breadcrumbs) },
  ];
}
