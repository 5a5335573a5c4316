import { COLOURS, type ColourCode } from '../catalogue/colours.ts';
import { FAMILIES, type FamilyCode } from '../catalogue/families.ts';
import { darken, lighten } from './colour-math.ts';
import { DETAIL_FOCUS, drawProduct } from './product-art.ts';

/**
 * Whole pictures: a soft "studio" backdrop (pastel wall, lighter centre, a hint of floor) with one or
 * more illustrated objects and their contact shadows. All sizes are in pixels of the final image.
 */

const PRODUCT_SIZE = 1200;

function studio(width: number, height: number, background: string, floorY: number): string {
  return `
    <defs>
      <radialGradient id="studio-light" cx="0.5" cy="0.32" r="0.75">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.65"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
      <linearGradient id="studio-floor" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${darken(background, 0.06)}" stop-opacity="0"/><stop offset="1" stop-color="${darken(background, 0.1)}"/>
      </linearGradient>
      <filter id="soft-shadow" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="18"/></filter>
      <filter id="lift" x="-20%" y="-20%" width="140%" height="140%">
        <feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#3b2f28" flood-opacity="0.16"/>
      </filter>
    </defs>
    <rect width="${width}" height="${height}" fill="${background}"/>
    <rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#studio-floor)"/>
    <rect width="${width}" height="${height}" fill="url(#studio-light)"/>`;
}

function contactShadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.11}" fill="#3b2f28" opacity="0.22" filter="url(#soft-shadow)"/>`;
}

function svg(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
}

/** The colour the second object of a composition (the other blocks, the book under the book) gets. */
function accentFor(family: FamilyCode, colour: ColourCode): string {
  const others = FAMILIES[family].colours.filter((candidate) => candidate !== colour);
  return COLOURS[others[0] ?? colour].hex;
}

/** A 1200 x 1200 product photo: the family's object in one colour, optionally as a close-up. */
export function productPhotoSvg(
  family: FamilyCode,
  colour: ColourCode,
  options: { detail?: boolean } = {},
): string {
  const art = drawProduct(family, COLOURS[colour].hex, accentFor(family, colour), 'p');
  const background = options.detail
    ? lighten(FAMILIES[family].background, 0.25)
    : FAMILIES[family].background;
  const [focusX, focusY] = DETAIL_FOCUS[family];
  const zoom = 1.7;
  const transform = options.detail
    ? `translate(${PRODUCT_SIZE / 2 - focusX * zoom} ${PRODUCT_SIZE / 2 - focusY * zoom}) scale(${zoom})`
    : '';
  return svg(
    PRODUCT_SIZE,
    PRODUCT_SIZE,
    `${studio(PRODUCT_SIZE, PRODUCT_SIZE, background, 700)}
    <defs>${art.defs}</defs>
    <g transform="${transform}">${contactShadow(600, 884, 300)}<g filter="url(#lift)">${art.body}</g></g>`,
  );
}

interface Placement {
  family: FamilyCode;
  colour: ColourCode;
  x: number;
  y: number;
  scale: number;
}

/** Several objects on one backdrop; each placement positions the 1200-canvas drawing. */
function composition(width: number, height: number, background: string, placements: Placement[], extra = '') {
  const objects = placements
    .map((placement, index) => {
      const art = drawProduct(
        placement.family,
        COLOURS[placement.colour].hex,
        accentFor(placement.family, placement.colour),
        `o${index}`,
      );
      return `<defs>${art.defs}</defs>
        <g transform="translate(${placement.x} ${placement.y}) scale(${placement.scale}) translate(-600 -880)">
          ${contactShadow(600, 884, 300)}<g filter="url(#lift)">${art.body}</g>
        </g>`;
    })
    .join('');
  return svg(width, height, `${studio(width, height, background, height * 0.62)}${extra}${objects}`);
}

/** Category pictures of the four root categories (1200 x 1200). */
export const CATEGORY_SCENES: Record<string, () => string> = {
  babies: () =>
    composition(1200, 1200, '#f3e6dc', [
      { family: 'pram', colour: 'grey', x: 470, y: 930, scale: 0.95 },
      { family: 'teddy', colour: 'beige', x: 900, y: 950, scale: 0.55 },
      { family: 'bottle', colour: 'mint', x: 1070, y: 930, scale: 0.5 },
    ]),
  children: () =>
    composition(1200, 1200, '#f6efd8', [
      { family: 'blocks', colour: 'yellow', x: 330, y: 930, scale: 0.72 },
      { family: 'bike', colour: 'red', x: 760, y: 920, scale: 0.72 },
      { family: 'book', colour: 'blue', x: 1070, y: 950, scale: 0.4 },
    ]),
  home: () =>
    composition(1200, 1200, '#ebe8f1', [
      { family: 'lamp', colour: 'yellow', x: 320, y: 920, scale: 0.82 },
      { family: 'pillow', colour: 'mint', x: 740, y: 940, scale: 0.7 },
      { family: 'cup', colour: 'white', x: 1060, y: 950, scale: 0.42 },
    ]),
  parents: () =>
    composition(1200, 1200, '#e9efe9', [
      { family: 'bag', colour: 'beige', x: 350, y: 930, scale: 0.82 },
      { family: 'monitor', colour: 'white', x: 780, y: 930, scale: 0.72 },
      { family: 'giftbox', colour: 'pink', x: 1070, y: 960, scale: 0.4 },
    ]),
};

/** A language-neutral sale sticker: a round tag with a "%" built from shapes. */
function saleSticker(cx: number, cy: number, r: number, colour: string): string {
  return `<g transform="translate(${cx} ${cy}) rotate(-12)">
    <circle r="${r}" fill="${colour}"/>
    <circle r="${r * 0.86}" fill="none" stroke="#ffffff" stroke-width="${r * 0.04}" stroke-dasharray="${r * 0.12} ${r * 0.08}" opacity="0.7"/>
    <circle cx="${-r * 0.28}" cy="${-r * 0.3}" r="${r * 0.17}" fill="none" stroke="#ffffff" stroke-width="${r * 0.09}"/>
    <circle cx="${r * 0.28}" cy="${r * 0.3}" r="${r * 0.17}" fill="none" stroke="#ffffff" stroke-width="${r * 0.09}"/>
    <path d="M${r * 0.36} ${-r * 0.46} L${-r * 0.36} ${r * 0.46}" stroke="#ffffff" stroke-width="${r * 0.1}" stroke-linecap="round"/>
  </g>`;
}

function confetti(width: number, height: number, colours: string[]): string {
  const dots: string[] = [];
  for (let i = 0; i < 18; i++) {
    // A fixed scatter (golden-angle spiral), so the picture never changes between installs.
    const angle = i * 2.39996;
    const radius = 0.18 + ((i * 37) % 100) / 260;
    const x = width * (0.5 + Math.cos(angle) * radius);
    const y = height * (0.34 + Math.sin(angle) * radius * 0.55);
    dots.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${6 + (i % 4) * 3}" fill="${colours[i % colours.length]}" opacity="0.75"/>`,
    );
  }
  return dots.join('');
}

/** Mega menu promo pictures (1200 x 800): featured goods with a sale sticker. */
export const PROMO_SCENES: Record<string, () => string> = {
  'babies-prams': () =>
    composition(
      1200,
      800,
      '#f1e4d8',
      [
        { family: 'pram', colour: 'navy', x: 430, y: 740, scale: 0.8 },
        { family: 'car_seat', colour: 'beige', x: 820, y: 740, scale: 0.58 },
      ],
      `${confetti(1200, 800, ['#e07a5f', '#f2cd5e', '#84acdc'])}${saleSticker(1040, 180, 100, '#e07a5f')}`,
    ),
  'children-toys': () =>
    composition(
      1200,
      800,
      '#f6eed6',
      [
        { family: 'teddy', colour: 'pink', x: 400, y: 750, scale: 0.7 },
        { family: 'blocks', colour: 'blue', x: 770, y: 750, scale: 0.66 },
      ],
      `${confetti(1200, 800, ['#e07a5f', '#9dd8c3', '#84acdc'])}${saleSticker(1040, 180, 100, '#2a7f6f')}`,
    ),
  'home-textiles': () =>
    composition(
      1200,
      800,
      '#ece9f2',
      [
        { family: 'blanket', colour: 'beige', x: 400, y: 750, scale: 0.72 },
        { family: 'lamp', colour: 'mint', x: 780, y: 740, scale: 0.68 },
      ],
      `${confetti(1200, 800, ['#f2cd5e', '#eeb3c2', '#9dd8c3'])}${saleSticker(1040, 180, 100, '#324e7f')}`,
    ),
  'parents-gifts': () =>
    composition(
      1200,
      800,
      '#f6e8ea',
      [
        { family: 'giftbox', colour: 'mint', x: 400, y: 750, scale: 0.7 },
        { family: 'bag', colour: 'black', x: 780, y: 750, scale: 0.64 },
      ],
      `${confetti(1200, 800, ['#e07a5f', '#f2cd5e', '#9dd8c3'])}${saleSticker(1040, 180, 100, '#d95550')}`,
    ),
  sale: () =>
    composition(
      1200,
      800,
      '#fbe3d6',
      [{ family: 'giftbox', colour: 'pink', x: 420, y: 760, scale: 0.8 }],
      `${confetti(1200, 800, ['#e07a5f', '#f2cd5e', '#84acdc', '#9dd8c3'])}${saleSticker(860, 390, 200, '#e07a5f')}`,
    ),
};

/** A block picture: its size and the objects on it, at x (fraction of the width) on a floor at floorY. */
interface BlockScene {
  width: number;
  height: number;
  background: string;
  /** [family, colour, x as a fraction of the width, scale]. */
  objects: Array<[FamilyCode, ColourCode, number, number]>;
  /** Floor line as a fraction of the height (default 0.9). */
  floor?: number;
  confetti?: string[];
}

function blockScene(scene: BlockScene): () => string {
  return () => {
    const floor = scene.height * (scene.floor ?? 0.9);
    return composition(
      scene.width,
      scene.height,
      scene.background,
      scene.objects.map(([family, colour, x, scale]) => ({
        family,
        colour,
        x: scene.width * x,
        y: floor,
        scale,
      })),
      scene.confetti ? confetti(scene.width, scene.height, scene.confetti) : '',
    );
  };
}

/** Sizes of the content block pictures (the image filters slide, slide_mobile, banner, half, tile, wide). */
const SLIDE = { width: 1424, height: 534 };
const SLIDE_MOBILE = { width: 780, height: 780 };
const BANNER = { width: 704, height: 396 };
const HALF = { width: 712, height: 534 };
const TILE = { width: 480, height: 360 };
const WIDE = { width: 1424, height: 475 };
const VIDEO = { width: 1280, height: 720 };

/**
 * Pictures of the demo home page's content blocks: hero slides (wide, objects on the right so the text
 * can sit on the left, and square phone versions), banners, half-and-half pictures, slider tiles.
 */
export const BLOCK_SCENES: Record<string, () => string> = {
  'slide-winter': blockScene({
    ...SLIDE,
    background: '#efe3d6',
    objects: [
      ['pram', 'navy', 0.66, 0.52],
      ['blanket', 'beige', 0.86, 0.4],
    ],
    confetti: ['#f7f4ee', '#eeb3c2', '#84acdc'],
  }),
  'slide-winter-mobile': blockScene({
    ...SLIDE_MOBILE,
    background: '#efe3d6',
    objects: [
      ['pram', 'navy', 0.4, 0.58],
      ['blanket', 'beige', 0.78, 0.38],
    ],
  }),
  'slide-toys': blockScene({
    ...SLIDE,
    background: '#f6eed6',
    objects: [
      ['teddy', 'beige', 0.6, 0.42],
      ['blocks', 'red', 0.76, 0.4],
      ['book', 'blue', 0.9, 0.3],
    ],
    confetti: ['#e07a5f', '#9dd8c3', '#84acdc'],
  }),
  'slide-toys-mobile': blockScene({
    ...SLIDE_MOBILE,
    background: '#f6eed6',
    objects: [
      ['teddy', 'beige', 0.3, 0.45],
      ['blocks', 'red', 0.72, 0.42],
    ],
  }),
  'slide-home': blockScene({
    ...SLIDE,
    background: '#ebe8f1',
    objects: [
      ['lamp', 'yellow', 0.6, 0.46],
      ['pillow', 'pink', 0.76, 0.4],
      ['cup', 'mint', 0.9, 0.26],
    ],
  }),
  'slide-home-mobile': blockScene({
    ...SLIDE_MOBILE,
    background: '#ebe8f1',
    objects: [
      ['lamp', 'yellow', 0.3, 0.5],
      ['pillow', 'pink', 0.72, 0.44],
    ],
  }),
  'banner-car-seats': blockScene({
    ...BANNER,
    background: '#e6ebef',
    objects: [
      ['car_seat', 'grey', 0.62, 0.36],
      ['car_seat', 'beige', 0.86, 0.26],
    ],
  }),
  'banner-feeding': blockScene({
    ...BANNER,
    background: '#e4f1ee',
    objects: [
      ['high_chair', 'white', 0.62, 0.36],
      ['bottle', 'pink', 0.86, 0.24],
    ],
  }),
  'half-sleep': blockScene({
    ...HALF,
    background: '#efe9e1',
    objects: [
      ['crib', 'white', 0.42, 0.5],
      ['lamp', 'mint', 0.82, 0.3],
    ],
  }),
  'half-loyalty': blockScene({
    ...HALF,
    background: '#f6e8ea',
    objects: [
      ['giftbox', 'pink', 0.36, 0.42],
      ['giftbox', 'mint', 0.7, 0.32],
    ],
    confetti: ['#e07a5f', '#f2cd5e', '#9dd8c3'],
  }),
  'tile-nursery': blockScene({ ...TILE, background: '#efe9e1', objects: [['crib', 'beige', 0.5, 0.36]] }),
  'tile-bath': blockScene({ ...TILE, background: '#e5eff4', objects: [['bath', 'blue', 0.5, 0.34]] }),
  'tile-outdoor': blockScene({ ...TILE, background: '#e8f0e6', objects: [['bike', 'mint', 0.5, 0.34]] }),
  'tile-reading': blockScene({ ...TILE, background: '#f6eee0', objects: [['book', 'red', 0.5, 0.32]] }),
  'tile-clothes': blockScene({ ...TILE, background: '#f5ebe6', objects: [['bodysuit', 'pink', 0.5, 0.32]] }),
  'tile-school': blockScene({ ...TILE, background: '#ece8e2', objects: [['bag', 'navy', 0.5, 0.34]] }),
  'tile-lights': blockScene({ ...TILE, background: '#e9e7f2', objects: [['lamp', 'yellow', 0.5, 0.34]] }),
  'tile-safety': blockScene({ ...TILE, background: '#e7ecf2', objects: [['monitor', 'white', 0.5, 0.32]] }),
  'wide-gift-wrap': blockScene({
    ...WIDE,
    background: '#fbe3d6',
    objects: [
      ['giftbox', 'pink', 0.3, 0.36],
      ['teddy', 'grey', 0.5, 0.36],
      ['giftbox', 'blue', 0.7, 0.3],
    ],
    confetti: ['#e07a5f', '#f2cd5e', '#84acdc', '#9dd8c3'],
  }),
  'video-poster': blockScene({
    ...VIDEO,
    background: '#f4ebe4',
    objects: [
      ['teddy', 'grey', 0.36, 0.5],
      ['blocks', 'yellow', 0.64, 0.46],
    ],
    confetti: ['#e07a5f', '#f2cd5e', '#9dd8c3'],
  }),
};
