import sharp from 'sharp';
import { BRANDS } from '../catalogue/attributes.ts';
import { FAMILIES, FAMILY_CODES } from '../catalogue/families.ts';
import { ROOT_TAXONS } from '../catalogue/taxons.ts';
import { brandBadgeSvg, brandLogoSvg, logoSvg } from './logos.ts';
import { LOYALTY_ICONS, loyaltyBenefitSvg } from './loyalty-art.ts';
import type { MediaStorage } from '../../modules/media-storage/index.ts';
import { mediaTypeOf } from '../../modules/images/media-types.ts';
import { mediaPaths } from './paths.ts';
import { BLOCK_SCENES, CATEGORY_SCENES, PROMO_SCENES, productPhotoSvg } from './scenes.ts';

/** One generated picture: where it goes under the media root and how to make its bytes. */
export interface DemoImage {
  path: string;
  render: () => Promise<Buffer>;
}

const webp = (svg: string) => () => sharp(Buffer.from(svg)).webp({ quality: 86 }).toBuffer();
const png =
  (svg: string, density = 72) =>
  () =>
    sharp(Buffer.from(svg), { density }).png({ compressionLevel: 9 }).toBuffer();
const text = (content: string) => async () => Buffer.from(content, 'utf8');

/**
 * Every picture the demo shop references: a bounded pool (family x colour product photos, one close-up
 * per family, category and promo scenes, logos, brand badges and brand logos), however many products point at them.
 */
export function demoImages(): DemoImage[] {
  const images: DemoImage[] = [];
  for (const family of FAMILY_CODES) {
    for (const colour of FAMILIES[family].colours) {
      images.push({
        path: mediaPaths.product(family, colour),
        render: () => webp(productPhotoSvg(family, colour))(),
      });
    }
    const firstColour = FAMILIES[family].colours[0];
    images.push({
      path: mediaPaths.productDetail(family),
      render: () => webp(productPhotoSvg(family, firstColour, { detail: true }))(),
    });
  }
  for (const root of ROOT_TAXONS) {
    const scene = CATEGORY_SCENES[root.code];
    if (!scene) throw new Error(`No picture is drawn for the root category "${root.code}"`);
    images.push({ path: root.imagePath, render: () => webp(scene())() });
  }
  for (const [name, scene] of Object.entries(PROMO_SCENES)) {
    images.push({ path: mediaPaths.promo(name), render: () => webp(scene())() });
  }
  for (const [name, scene] of Object.entries(BLOCK_SCENES)) {
    images.push({ path: mediaPaths.block(name), render: () => webp(scene())() });
  }
  LOYALTY_ICONS.forEach((icon, index) => {
    images.push({ path: mediaPaths.loyaltyBenefit(icon), render: png(loyaltyBenefitSvg(icon, index)) });
  });
  BRANDS.filter((brand) => !brand.badge).forEach((brand, index) => {
    // Three times the brand filter's 240 x 120, so the logo stays sharp on high-density screens.
    const logo = () =>
      sharp(Buffer.from(brandLogoSvg(brand.name, index)), { density: 108 }).webp({ quality: 90 });
    images.push({ path: mediaPaths.brandLogo(brand.code), render: () => logo().toBuffer() });
  });
  for (const brand of BRANDS) {
    if (!brand.badge) continue;
    const { background, text: ink } = brand.badge;
    images.push({
      path: mediaPaths.brandBadge(brand.code),
      render: () => png(brandBadgeSvg(brand.name, background, ink))(),
    });
  }
  for (const [variant, name] of [
    ['web', 'gandras'],
    ['b2b', 'gandras-b2b'],
  ] as const) {
    images.push({ path: mediaPaths.logo(name, 'svg'), render: text(logoSvg(variant)) });
    // Twice the SVG size, so the PNG stays sharp on high-density screens.
    images.push({ path: mediaPaths.logo(name, 'png'), render: png(logoSvg(variant), 144) });
  }
  return images;
}

/**
 * Makes sure every demo picture exists in the media storage (the folder or the bucket), drawing only
 * the missing ones. Rendering is CPU-bound, so at most two pictures are drawn at once.
 */
/** The demo pictures not in the storage yet. */
export async function missingDemoImages(storage: MediaStorage): Promise<DemoImage[]> {
  const images = demoImages();
  const found = await Promise.all(images.map((image) => storage.stat(image.path)));
  return images.filter((_, index) => found[index] === null);
}

export async function ensureDemoImages(
  storage: MediaStorage,
  log: (message: string) => void,
): Promise<number> {
  const missing = await missingDemoImages(storage);
  if (missing.length === 0) return 0;
  log(`Drawing ${missing.length} demo pictures into the ${storage.description}...`);
  const queue = [...missing];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const contentType = mediaTypeOf(image.path) ?? 'application/octet-stream';
      await storage.put(image.path, await image.render(), contentType);
    }
  };
  await Promise.all([worker(), worker()]);
  return missing.length;
}
