/**
 * Colour contrast (WCAG 2): shop owners choose colours for badges, banners and panels; the text on them must
 * still be readable (AA, 4.5:1). One implementation for every place that checks or corrects a pair.
 */

export const MIN_TEXT_CONTRAST = 4.5;

export type Rgb = [number, number, number];

export function parseHexColour(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(colour: Rgb, towards: Rgb, amount: number): Rgb {
  return colour.map((channel, index) => channel + ((towards[index] ?? 0) - channel) * amount) as Rgb;
}

/** Contrast of two hex colours (`#rgb` or `#rrggbb`, `#` optional), or null when either is not one. */
export function hexContrast(a: string, b: string): number | null {
  const first = parseHexColour(a);
  const second = parseHexColour(b);
  return first && second ? contrastRatio(first, second) : null;
}

/** The background to draw `text` on: the given one when readable, else the nearest shade that is. */
export function readableBackground(background: string, text: string): string {
  const bg = parseHexColour(background);
  const fg = parseHexColour(text);
  if (!bg || !fg || contrastRatio(bg, fg) >= MIN_TEXT_CONTRAST) return background;
  const towards: Rgb = luminance(fg) > luminance(bg) ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const shaded = mix(bg, towards, step * 0.05);
    if (contrastRatio(shaded, fg) >= MIN_TEXT_CONTRAST) return toHex(shaded);
  }
  return toHex(towards);
}
