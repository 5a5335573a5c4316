function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends two #rrggbb colours; amount 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const blended = a.map((channel, i) => Math.round(channel + ((b[i] ?? 0) - channel) * amount));
  return `#${blended.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mix(hex, '#1d1b1a', amount);

/** Perceived brightness 0..1, to pick readable details on light or dark objects. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** The shades one object is painted with: a soft top light, the colour itself, and shadowed sides. */
export interface Shades {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
}

export function shadesOf(hex: string): Shades {
  // Near-white objects would vanish on a pale backdrop: paint them a touch darker, with the pure
  // colour as their highlight.
  if (luminance(hex) > 0.85) {
    return {
      base: darken(hex, 0.05),
      light: hex,
      lighter: lighten(hex, 0.6),
      dark: darken(hex, 0.16),
      darker: darken(hex, 0.28),
    };
  }
  return {
    base: hex,
    light: lighten(hex, 0.3),
    lighter: lighten(hex, 0.6),
    dark: darken(hex, 0.2),
    darker: darken(hex, 0.38),
  };
}
