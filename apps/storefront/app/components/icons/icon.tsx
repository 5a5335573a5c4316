/** Line icons drawn on a 24x24 grid; decorative (the control around them carries the accessible name). */
const ICON_PATHS = {
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm9.5 16-4.9-4.9',
  heart:
    'M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 8.9 5.5c1.3 0 2.4.6 3.1 1.6.7-1 1.8-1.6 3.1-1.6a4.4 4.4 0 0 1 4.4 4.4C19.5 15.4 12 20 12 20Z',
  bag: 'M5.5 8h13l-1 12h-11l-1-12Zm3.5 0V6.5a3 3 0 0 1 6 0V8',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8a7.5 7.5 0 0 1 15 0',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6 6 18',
  'chevron-down': 'm6.5 9.5 5.5 5.5 5.5-5.5',
  'chevron-right': 'm9.5 6.5 5.5 5.5-5.5 5.5',
  'chevron-left': 'm14.5 6.5-5.5 5.5 5.5 5.5',
  'arrow-right': 'M5 12h14m-5.5-5.5L19 12l-5.5 5.5',
  phone:
    'M7.2 4.5h2.6l1.3 3.9-1.9 1.3a10.5 10.5 0 0 0 5.1 5.1l1.3-1.9 3.9 1.3v2.6a1.7 1.7 0 0 1-1.8 1.7A14.3 14.3 0 0 1 5.5 6.3a1.7 1.7 0 0 1 1.7-1.8Z',
  mail: 'M4 6.5h16v11H4v-11Zm0 .5 8 6 8-6',
  chat: 'M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v8.5a1.5 1.5 0 0 1-1.5 1.5h-7.5L7 20.5V17H5a1.5 1.5 0 0 1-1.5-1.5V7A1.5 1.5 0 0 1 5 5.5Zm3 5h8m-8 3h5',
  globe:
    'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-8.5 8.5h17M12 3.5c2.3 2.3 3.4 5.1 3.4 8.5s-1.1 6.2-3.4 8.5c-2.3-2.3-3.4-5.1-3.4-8.5s1.1-6.2 3.4-8.5Z',
  grid: 'M4.5 4.5h6v6h-6v-6Zm9 0h6v6h-6v-6Zm-9 9h6v6h-6v-6Zm9 0h6v6h-6v-6Z',
  truck:
    'M2.5 6.5h11v9h-11v-9Zm11 3h4l3 3v3h-7v-6ZM7 18.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Zm10 0a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z',
  star: 'm12 4 2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 16.4l-4.8 2.5.9-5.4-3.9-3.8 5.4-.8L12 4Z',
  shield: 'M12 3.5 19 6v5.5c0 4.3-2.9 7.7-7 9-4.1-1.3-7-4.7-7-9V6l7-2.5Zm-3.2 8.7 2.3 2.3 4.3-4.5',
  return: 'M9 7.5 5 11.5l4 4m-4-4h9.5a4.5 4.5 0 0 1 0 9H12',
  download: 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14',
  play: 'M8 5.5v13l10.5-6.5L8 5.5Z',
  'map-pin':
    'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  external: 'M14 4.5h5.5V10M19.5 4.5 11 13m-1-7.5H5.5v13h13V14',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
