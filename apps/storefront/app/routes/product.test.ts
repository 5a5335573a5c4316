import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from './product.tsx';

const base = 'http://shop.test/p/vezimelis-aero-42';

function revalidates(current: string, next: string, formData?: FormData): boolean {
  return shouldRevalidate({
    currentUrl: new URL(current),
    nextUrl: new URL(next),
    currentParams: {},
    nextParams: {},
    formData,
    formMethod: formData ? 'POST' : undefined,
    defaultShouldRevalidate: true,
  } as Parameters<typeof shouldRevalidate>[0]);
}

describe('product route revalidation', () => {
  it('does not fetch the product again when only the variant changes', () => {
    expect(revalidates(`${base}?variant=A`, `${base}?variant=B`)).toBe(false);
    expect(revalidates(base, `${base}?variant=B`)).toBe(false);
  });

  it('fetches again for another product or other parameters', () => {
    expect(revalidates(`${base}?variant=A`, 'http://shop.test/p/kede-7?variant=A')).toBe(true);
    expect(revalidates(base, `${base}?utm_source=news`)).toBe(true);
  });

  it('does not fetch again after the back-in-stock form', () => {
    const form = new FormData();
    form.set('intent', 'stock-notification');
    expect(revalidates(base, base, form)).toBe(false);
  });
});
