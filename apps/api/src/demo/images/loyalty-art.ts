/** The loyalty benefits' 100x100 pictures: a warm disc with a simple line symbol, drawn as SVG. */

export const LOYALTY_ICONS = [
  'gift',
  'truck',
  'percent',
  'star',
  'heart',
  'cake',
  'box',
  'crown',
  'phone',
] as const;
export type LoyaltyIcon = (typeof LOYALTY_ICONS)[number];

const SYMBOLS: Record<LoyaltyIcon, string> = {
  gift: '<rect x="30" y="44" width="40" height="28" rx="3"/><rect x="26" y="36" width="48" height="10" rx="3"/><path d="M50 36v36M50 36c-6-10-18-10-14-2 2 3 8 2 14 2zM50 36c6-10 18-10 14-2-2 3-8 2-14 2z"/>',
  truck:
    '<rect x="22" y="38" width="34" height="24" rx="2"/><path d="M56 46h12l8 8v8H56z"/><circle cx="34" cy="66" r="5"/><circle cx="66" cy="66" r="5"/>',
  percent: '<path d="M32 68L68 32"/><circle cx="36" cy="36" r="6"/><circle cx="64" cy="64" r="6"/>',
  star: '<path d="M50 26l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z"/>',
  heart:
    '<path d="M50 70S28 57 28 42c0-7 5-12 11-12 5 0 9 3 11 7 2-4 6-7 11-7 6 0 11 5 11 12 0 15-22 28-22 28z"/>',
  cake: '<rect x="28" y="48" width="44" height="22" rx="3"/><path d="M28 58c5 4 10 4 15 0s10-4 15 0 10 4 14 0M50 48V38M50 30c-3 3-3 6 0 8 3-2 3-5 0-8z"/>',
  box: '<path d="M28 38l22-10 22 10v26L50 74 28 64z"/><path d="M28 38l22 10 22-10M50 48v26"/>',
  crown: '<path d="M26 66h48M28 62l-4-28 14 12 12-18 12 18 14-12-4 28z"/>',
  phone: '<rect x="36" y="24" width="28" height="52" rx="5"/><path d="M46 68h8"/>',
};

const PALETTES = [
  { disc: '#f3e3d3', ink: '#8a5a3b' },
  { disc: '#e3ece4', ink: '#3f6b4a' },
  { disc: '#e6e4f1', ink: '#4f4a86' },
];

export function loyaltyBenefitSvg(icon: LoyaltyIcon, paletteIndex: number): string {
  const palette = PALETTES[paletteIndex % PALETTES.length] ?? PALETTES[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<circle cx="50" cy="50" r="48" fill="${palette?.disc}"/>
<g fill="none" stroke="${palette?.ink}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${SYMBOLS[icon]}</g>
</svg>`;
}
