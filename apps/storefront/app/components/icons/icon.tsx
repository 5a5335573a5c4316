import spriteHref from './icons.svg?no-inline';

/**
 * The line icons, drawn on a 24x24 grid in one sprite file (icons.svg): each icon is a short `<use>` of its
 * symbol there instead of its whole drawing, so a category page with a heart on each of its 48 cards stays
 * light (issue 21, ADR 0048), and the browser keeps the hashed file for every page. The drawing style (no
 * fill, round 1.75 strokes in the text colour) is the global `.line-icon` class, so a component's CSS can
 * still fill an icon (the wishlist's filled heart). Decorative: the control around an icon carries the name.
 */
export const ICON_NAMES = [
  'search',
  'heart',
  'bag',
  'user',
  'menu',
  'close',
  'chevron-down',
  'chevron-right',
  'chevron-left',
  'arrow-right',
  'phone',
  'mail',
  'chat',
  'globe',
  'grid',
  'truck',
  'star',
  'shield',
  'return',
  'download',
  'play',
  'map-pin',
  'external',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The sprite's address (hashed by the build, cached for good). */
export const ICON_SPRITE_HREF: string = spriteHref;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `line-icon ${className}` : 'line-icon'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
