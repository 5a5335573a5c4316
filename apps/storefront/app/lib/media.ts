import { IMAGE_DENSITIES, MEDIA_CACHE_BASE, type ImageFilter } from '@shop/contracts/constants';

export type ImageDensity = (typeof IMAGE_DENSITIES)[number];

/** URL of an image through the API's filter pipeline, proxied same-origin by the storefront server. */
export function mediaUrl(path: string, filter: ImageFilter, density: ImageDensity = 1): string {
  const cleanPath = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${MEDIA_CACHE_BASE}/${filter}/${cleanPath}?density=${density}`;
}

/**
 * srcset with every density the pipeline serves: "url 1x, url 1.5x, url 3x"; none for an SVG, which is the
 * same drawing at every density.
 */
export function mediaSrcSet(path: string, filter: ImageFilter): string | undefined {
  if (/\.svg$/i.test(path)) return undefined;
  return IMAGE_DENSITIES.map((density) => `${mediaUrl(path, filter, density)} ${density}x`).join(', ');
}
