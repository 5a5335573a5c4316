import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColour, readableBackground } from './colour-contrast.ts';

const ratio = (a: string, b: string) => contrastRatio(parseHexColour(a)!, parseHexColour(b)!);

describe('readableBackground', () => {
  it('keeps a pair that is already readable', () => {
    expect(readableBackground('#1d5fa8', '#ffffff')).toBe('#1d5fa8');
  });

  it('darkens a light background under white text just enough to read', () => {
    const shaded = readableBackground('#e4572e', '#ffffff');
    expect(shaded).not.toBe('#e4572e');
    expect(ratio(shaded, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio(shaded, '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST + 1);
  });

  it('lightens a dark background under dark text', () => {
    const shaded = readableBackground('#555555', '#222222');
    expect(ratio(shaded, '#222222')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('leaves colours it cannot read alone', () => {
    expect(readableBackground('tomato', '#ffffff')).toBe('tomato');
    expect(parseHexColour('#abc')).toEqual([170, 187, 204]);
  });
});
