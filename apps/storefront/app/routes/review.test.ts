import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from './review.tsx';

const args = (overrides: Partial<ShouldRevalidateFunctionArgs>) =>
  ({ defaultShouldRevalidate: true, ...overrides }) as ShouldRevalidateFunctionArgs;

describe('review page revalidation', () => {
  it('keeps the thanks after a sent review instead of reloading the now used link', () => {
    expect(shouldRevalidate(args({ formMethod: 'POST', actionResult: { ok: true } }))).toBe(false);
  });

  it('reloads as usual after a refused submission or a navigation', () => {
    expect(shouldRevalidate(args({ formMethod: 'POST', actionResult: { ok: false, message: 'x' } }))).toBe(
      true,
    );
    expect(shouldRevalidate(args({}))).toBe(true);
  });
});
