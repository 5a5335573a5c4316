import { hexContrast, MIN_TEXT_CONTRAST } from '~/lib/colour-contrast.ts';

/** Text colours tried in turn when the owner's is not readable: white, the shop's dark text, black. */
const FALLBACK_TEXT = ['#ffffff', '#2a211d', '#000000'];

/**
 * Badge colours come from the shop owner (attribute values, catalog promotions) and do not always reach
 * WCAG AA for small text. A badge keeps its background; when its text colour is not readable on it, the
 * text becomes the first of white, the shop's dark text or black that is (black always is on a light or
 * mid background, white on a dark one).
 */
export function readableBadgeColors(badge: { backgroundColor: string | null; color: string | null }): {
  backgroundColor?: string;
  color?: string;
} {
  const background = badge.backgroundColor;
  if (!background || hexContrast(background, background) === null) {
    return badge.color ? { color: badge.color } : {};
  }
  if (badge.color && (hexContrast(background, badge.color) ?? 0) >= MIN_TEXT_CONTRAST) {
    return { backgroundColor: background, color: badge.color };
  }
  const readable = FALLBACK_TEXT.find((text) => (hexContrast(background, text) ?? 0) >= MIN_TEXT_CONTRAST);
  const best = [...FALLBACK_TEXT].sort(
    (a, b) => (hexContrast(background, b) ?? 0) - (hexContrast(background, a) ?? 0),
  )[0];
  return { backgroundColor: background, color: readable ?? best ?? '#000000' };
}
