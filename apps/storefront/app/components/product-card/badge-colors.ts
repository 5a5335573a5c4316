/**
 * Badge colours come from the shop owner (attribute values, catalog promotions) and do not always reach
 * WCAG AA for small text. A badge keeps its background; when its text colour is not readable on it, the
 * text becomes the first of white, the shop's dark text or black that is (black always is on a light or
 * mid background, white on a dark one).
 */
const MIN_CONTRAST = 4.5;
/** Text colours tried in turn when the owner's is not readable: white, the shop's dark text, black. */
const FALLBACK_TEXT = ['#ffffff', '#2a211d', '#000000'];

function parseHex(color: string): [number, number, number] | null {
  const match = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const srgb = value / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function readableBadgeColors(badge: { backgroundColor: string | null; color: string | null }): {
  backgroundColor?: string;
  color?: string;
} {
  const background = badge.backgroundColor;
  if (!background || contrastRatio(background, background) === null) {
    return badge.color ? { color: badge.color } : {};
  }
  if (badge.color && (contrastRatio(background, badge.color) ?? 0) >= MIN_CONTRAST) {
    return { backgroundColor: background, color: badge.color };
  }
  const readable = FALLBACK_TEXT.find((text) => (contrastRatio(background, text) ?? 0) >= MIN_CONTRAST);
  const best = [...FALLBACK_TEXT].sort(
    (a, b) => (contrastRatio(background, b) ?? 0) - (contrastRatio(background, a) ?? 0),
  )[0];
  return { backgroundColor: background, color: readable ?? best ?? '#000000' };
}
