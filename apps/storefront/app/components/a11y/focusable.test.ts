import { describe, expect, it } from 'vitest';
import { wrapFocusIndex } from './focusable.ts';

describe('wrapFocusIndex (focus trap)', () => {
  it('wraps Tab from the last element to the first', () => {
    expect(wrapFocusIndex(2, 3, false)).toBe(0);
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    expect(wrapFocusIndex(0, 3, true)).toBe(2);
  });

  it('leaves moves inside the region to the browser', () => {
    expect(wrapFocusIndex(0, 3, false)).toBeNull();
    expect(wrapFocusIndex(2, 3, true)).toBeNull();
  });

  it('pulls focus that is outside the region back in', () => {
    expect(wrapFocusIndex(-1, 3, false)).toBe(0);
    expect(wrapFocusIndex(-1, 3, true)).toBe(2);
  });

  it('has nowhere to go in an empty region', () => {
    expect(wrapFocusIndex(-1, 0, false)).toBeNull();
  });
});
