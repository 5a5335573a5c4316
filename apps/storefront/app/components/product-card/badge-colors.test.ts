import { describe, expect, it } from 'vitest';
import { hexContrast } from '~/lib/colour-contrast.ts';
import { readableBadgeColors } from './badge-colors.ts';

describe('readableBadgeColors', () => {
  it('keeps the owner’s colours when they are readable', () => {
    expect(readableBadgeColors({ backgroundColor: '#1d5fa8', color: '#ffffff' })).toEqual({
      backgroundColor: '#1d5fa8',
      color: '#ffffff',
    });
  });

  it('switches to black where white and the dark text would be too faint (TOP on orange)', () => {
    expect(hexContrast('#e4572e', '#ffffff')).toBeLessThan(4.5);
    expect(hexContrast('#e4572e', '#2a211d')).toBeLessThan(4.5);
    expect(readableBadgeColors({ backgroundColor: '#e4572e', color: '#ffffff' })).toEqual({
      backgroundColor: '#e4572e',
      color: '#000000',
    });
  });

  it('prefers the shop’s dark text on a light background', () => {
    expect(readableBadgeColors({ backgroundColor: '#fbe9e2', color: '#ffffff' })).toEqual({
      backgroundColor: '#fbe9e2',
      color: '#2a211d',
    });
  });

  it('picks white text on a dark background without a text colour, and accepts short hex', () => {
    expect(readableBadgeColors({ backgroundColor: '#111', color: null })).toEqual({
      backgroundColor: '#111',
      color: '#ffffff',
    });
  });

  it('leaves the default badge style alone when there is no usable background', () => {
    expect(readableBadgeColors({ backgroundColor: null, color: null })).toEqual({});
    expect(readableBadgeColors({ backgroundColor: 'tomato', color: '#fff' })).toEqual({ color: '#fff' });
  });
});
