import {
  IMAGE_DENSITIES,
  IMAGE_FILTERS,
  MEDIA_CACHE_BASE,
  type ImageFilter,
} from '@shop/contracts/constants';

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

/**
 * srcset of the same files with their widths ("url 780w, url 1170w, url 2340w") for a picture whose shown width
 * depends on the screen (content blocks): with the element's `sizes`, the browser takes the smallest file as
 * wide as the slot times the screen's density, so a phone gets the 1× or 1.5× file of a full-width slide
 * instead of the 3× one that density descriptors make it take (ADR 0048, "Pictures sized for the device").
 * None for an SVG.
 */
export function mediaWidthSrcSet(path: string, filter: ImageFilter): string | undefined {
  if (/\.svg$/i.test(path)) return undefined;
  const { width } = IMAGE_FILTERS[filter];
  return IMAGE_DENSITIES.map(
    (density) => `${mediaUrl(path, filter, density)} ${Math.round(width * density)}w`,
  ).join(', ');
}
