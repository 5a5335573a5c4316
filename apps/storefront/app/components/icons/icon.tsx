import type { CSSProperties } from 'react';
import './icon-masks.css';

/**
 * The line icons, drawn on a 24x24 grid in icons.svg. An icon is one element: a <span> in the text colour,
 * masked by its drawing (icon-masks.css, written from the sprite: a class per icon setting --icon), so a
 * page has one element per icon instead of an <svg> with a <use> (issue 21, ADR 0048), and the drawings
 * come with the cached stylesheet instead of a request of their own. Decorative: the control around an icon
 * carries the name.
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
  // The wishlist's filled heart (icon-masks.mjs fills the heart's outline).
  'heart-filled',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The global class of an icon: its mask (icon-masks.css); `.line-icon` paints and sizes it (global.css). */
export function iconClass(name: IconName | `social-${string}` | `delivery-${string}`): string {
  return `line-icon i-${name}`;
}

/** One icon, `size` px square (24 by default) in the text colour. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <span
      className={className ? `${iconClass(name)} ${className}` : iconClass(name)}
      style={size === 24 ? undefined : ({ '--icon-size': `${size}px` } as CSSProperties)}
      aria-hidden="true"
    />
  );
}
