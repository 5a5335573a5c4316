import { escapeHtml } from '../html.ts';
import { darken } from './colour-math.ts';

/** Fonts that exist on every machine we run on (no downloads); DejaVu Sans ships with Debian. */
const FONT = 'DejaVu Sans, Verdana, sans-serif';
const INK = '#2d3142';

/** The stork mark: a white stork in flight-ready pose on a coloured disc, drawn in a 160 x 160 box. */
function storkMark(disc: string): string {
  return `<g>
    <circle cx="80" cy="80" r="76" fill="${disc}"/>
    <circle cx="80" cy="80" r="76" fill="url(#mark-light)"/>
    <path d="M38 104 Q52 78 84 76 Q106 75 112 92 Q104 110 78 112 Q56 114 38 104 Z" fill="#ffffff"/>
    <path d="M46 104 Q70 92 100 98 Q86 112 64 112 Q52 111 46 104 Z" fill="${INK}"/>
    <path d="M30 110 L46 100 L50 108 Z" fill="${INK}"/>
    <path d="M104 84 Q114 62 104 44" stroke="#ffffff" stroke-width="11" fill="none" stroke-linecap="round"/>
    <circle cx="103" cy="40" r="11" fill="#ffffff"/>
    <path d="M110 36 L142 48 L110 45 Z" fill="#f4a259"/>
    <circle cx="104" cy="38" r="2.6" fill="${INK}"/>
    <path d="M74 112 L70 138 M86 112 L90 138" stroke="#f4a259" stroke-width="4" stroke-linecap="round"/>
  </g>`;
}

function markDefs(): string {
  return `<defs>
    <radialGradient id="mark-light" cx="0.35" cy="0.25" r="0.8">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>`;
}

/** Channel logos as SVG (480 x 160, the 3:1 box of the `logo` image filter). */
export function logoSvg(variant: 'web' | 'b2b'): string {
  const disc = variant === 'web' ? '#e07a5f' : '#324e7f';
  // The business logo carries a "VERSLUI" (business) tag under the wordmark.
  const wordmarkY = variant === 'web' ? 102 : 90;
  const tag =
    variant === 'b2b'
      ? `<rect x="186" y="106" width="132" height="34" rx="17" fill="${disc}"/>
         <text x="252" y="130" text-anchor="middle" font-family="${FONT}" font-size="19" font-weight="bold" letter-spacing="3" fill="#ffffff">VERSLUI</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
    ${markDefs()}
    ${storkMark(disc)}
    <text x="182" y="${wordmarkY}" font-family="${FONT}" font-size="58" font-weight="bold" letter-spacing="-1" fill="${INK}">Gandras</text>
    ${tag}
  </svg>`;
}

/** A square brand badge (128 x 128, readable at 32 x 32): the brand's initials on its colour. */
export function brandBadgeSvg(name: string, background: string, text: string): string {
  const initials = name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const fontSize = initials.length > 1 ? 52 : 68;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
    <rect width="128" height="128" rx="28" fill="${background}"/>
    <rect x="6" y="6" width="116" height="116" rx="23" fill="none" stroke="${darken(background, 0.25)}" stroke-width="4" opacity="0.5"/>
    <text x="64" y="${64 + fontSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="bold" fill="${text}">${escapeHtml(initials)}</text>
  </svg>`;
}

/** Colours of the generated brand logos (one per brand, in turn). */
const LOGO_COLOURS = [
  '#0b5ea8',
  '#c8102e',
  '#1a1a1a',
  '#00857c',
  '#7a3e9d',
  '#d2550b',
  '#2e7d32',
  '#8a5a2b',
  '#c2185b',
  '#37474f',
  '#00838f',
  '#5c6bc0',
];
const LOGO_STYLES = ['wordmark', 'pill', 'mark', 'light'] as const;

/**
 * A brand's logo as a wordmark (480 x 240, the 2:1 box of the `brand` image filter, on transparency): the
 * brand's name set in one of four logo styles and a colour of its own, chosen by `index` so neighbouring
 * brands differ. Drawn for the demo only; a real shop uploads the brand's own logo.
 */
export function brandLogoSvg(name: string, index: number): string {
  const colour = LOGO_COLOURS[index % LOGO_COLOURS.length] as string;
  const style = LOGO_STYLES[index % LOGO_STYLES.length] as (typeof LOGO_STYLES)[number];
  const label = escapeHtml(style === 'light' ? name.toLowerCase() : name);
  // DejaVu Sans is about 0.68 em a character in bold, 0.58 in book; keep the name within the box.
  const room = { wordmark: 420, pill: 360, mark: 330, light: 400 }[style];
  const em = style === 'light' ? 0.58 : 0.68;
  const size = Math.min(72, Math.floor(room / (name.length * em)));
  const width = name.length * size * em;
  const baseline = 120 + size * 0.36;
  let art: string;
  switch (style) {
    case 'wordmark':
      art = `<text x="240" y="${baseline}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" letter-spacing="-1" fill="${colour}">${label}</text>
    <path d="M${240 - width / 2} ${baseline + 18} Q240 ${baseline + 34} ${240 + width / 2} ${baseline + 14}" stroke="${colour}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      break;
    case 'pill':
      art = `<rect x="${240 - width / 2 - 28}" y="${120 - size * 0.75}" width="${width + 56}" height="${size * 1.5}" rx="${size * 0.75}" fill="${colour}"/>
    <text x="240" y="${baseline}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${label}</text>`;
      break;
    case 'mark': {
      const left = 240 - (width + 84) / 2;
      art = `<circle cx="${left + 32}" cy="120" r="32" fill="${colour}"/>
    <path d="M${left + 32} 98 L${left + 38} 113 L${left + 54} 114 L${left + 42} 124 L${left + 46} 140 L${left + 32} 131 L${left + 18} 140 L${left + 22} 124 L${left + 10} 114 L${left + 26} 113 Z" fill="#ffffff"/>
    <text x="${left + 84}" y="${baseline}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${INK}">${label}</text>`;
      break;
    }
    case 'light':
      art = `<text x="240" y="${baseline}" text-anchor="middle" font-family="${FONT}" font-size="${size}" letter-spacing="1" fill="${colour}">${label}</text>
    <circle cx="${240 + width / 2 + 14}" cy="${120 - size * 0.42}" r="9" fill="${darken(colour, 0.1)}"/>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">
    ${art}
  </svg>`;
}
