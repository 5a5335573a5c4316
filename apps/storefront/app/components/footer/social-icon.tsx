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

/* Simple generic glyphs on a 24x24 grid (not the networks' official artwork). */
const GLYPHS: Record<SocialNetwork | 'link', string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z',
  instagram:
    'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5Zm4 5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm5-1.8a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  youtube:
    'M21 8.2a2.6 2.6 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 0 0 3 8.2 27 27 0 0 0 2.6 12c0 1.3.1 2.6.4 3.8a2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.6 2.6 0 0 0 1.8-1.8c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10.2 14.6V9.4l4.6 2.6-4.6 2.6Z',
  tiktok:
    'M16.6 3.5h-3v11.6a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1v-3.1a5.7 5.7 0 1 0 4.8 5.6V9.2a7 7 0 0 0 3.9 1.2V7.4a4 4 0 0 1-3.9-3.9Z',
  linkedin:
    'M5 3.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6ZM3.5 9h3v11.5h-3V9Zm5 0h2.9v1.6c.4-.8 1.4-1.8 3.1-1.8 3.2 0 3.8 2.1 3.8 4.9v6.8h-3v-6c0-1.4 0-3.3-2-3.3s-2.3 1.6-2.3 3.2v6.1h-3V9Z',
  x: 'M4 4h4.5l3.9 5.4L17 4h2.6l-6 7 6.6 9h-4.5l-4.2-5.8L6.5 20H3.9l6.4-7.4L4 4Z',
  pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-1.9 0-2.7l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.6-3.9-4-3.9-2.7 0-4.3 2-4.3 4.2 0 .8.3 1.7.7 2.2l.1.3-.3 1c0 .2-.2.2-.4.1-1.2-.6-2-2.3-2-3.7 0-3 2.2-5.8 6.3-5.8 3.3 0 5.9 2.4 5.9 5.5 0 3.3-2.1 6-5 6-1 0-1.9-.5-2.2-1.1l-.6 2.3c-.2.8-.8 1.9-1.2 2.5A9 9 0 1 0 12 3Z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1.5 1.5M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5',
};

export function SocialIcon({ network }: { network: SocialNetwork | null }) {
  const filled = network !== null && network !== 'instagram';
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={GLYPHS[network ?? 'link']} />
    </svg>
  );
}
