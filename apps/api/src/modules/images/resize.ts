import { IMAGE_FILTERS, type ImageFilter } from '@shop/contracts';
import sharp from 'sharp';

/** Logos keep their whole shape on a transparent background; every other filter fills its box. */
const CONTAINED_FILTERS: ReadonlySet<ImageFilter> = new Set(['logo']);

export function filterSize(filter: ImageFilter, density: number): { width: number; height: number } {
  const box = IMAGE_FILTERS[filter];
  return { width: Math.round(box.width * density), height: Math.round(box.height * density) };
}

/**
 * Resizes one original to a filter's box times the screen density, as WebP: centre-cropped to fill
 * the box, or (logos) fitted inside it on transparency.
 */
export async function renderFilter(
  source: Buffer,
  isVector: boolean,
  filter: ImageFilter,
  density: number,
): Promise<Buffer> {
  const { width, height } = filterSize(filter, density);
  // Vector originals are rasterised large enough for the 3x box instead of at their nominal size.
  const input = isVector ? sharp(source, { density: 216 }) : sharp(source);
  const contained = CONTAINED_FILTERS.has(filter);
  return input
    .rotate()
    .resize(width, height, {
      fit: contained ? 'contain' : 'cover',
      position: 'centre',
      background: { r: 255, g: 255, b: 255, alpha: 0 },
    })
    .webp({ quality: contained ? 90 : 82, alphaQuality: 100 })
    .toBuffer();
}
