import type { CSSProperties } from 'react';
import { iconClass } from '../icons/icon.tsx';

/** Which social network a link points at, from its host name; null for anything else. */
export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'linkedin' | 'x' | 'pinterest';

const NETWORK_HOSTS: [SocialNetwork, RegExp][] = [
  ['facebook', /(^|\.)(facebook\.com|fb\.com)$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['tiktok', /(^|\.)tiktok\.com$/],
  ['linkedin', /(^|\.)linkedin\.com$/],
  ['x', /(^|\.)(x\.com|twitter\.com)$/],
  ['pinterest', /(^|\.)pinterest\.[a-z.]+$/],
];

export function socialNetworkOf(url: string | null): SocialNetwork | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return NETWORK_HOSTS.find(([, pattern]) => pattern.test(host))?.[0] ?? null;
}

/**
 * A network's glyph, 20 px: a mask of its drawing in footer-icons.svg (icon-masks.css), so neither the page
 * nor the shell's script carries the drawing. A link to anything else gets a chain link. Decorative: the
 * link around it carries the name.
 */
export function SocialIcon({ network }: { network: SocialNetwork | null }) {
  return (
    <span
      className={iconClass(`social-${network ?? 'link'}`)}
      style={{ '--icon-size': '20px' } as CSSProperties}
      aria-hidden="true"
    />
  );
}
