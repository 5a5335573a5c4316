import { intlTag, type LocaleCode } from './locales.ts';

/** Prices travel as integer minor units (cents); the spec divides by 100 for display. */
export function minorToMajor(minor: number): number {
  return minor / 100;
}

export function formatMoney(minor: number, currencyCode: string, locale: LocaleCode): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: currencyCode }).format(
    minorToMajor(minor),
  );
}

/** Discount percentage shown on badges as "-N%": whole percent, never negative. */
export function discountPercentage(
  priceMinor: number,
  originalPriceMinor: number | null | undefined,
): number {
  if (!originalPriceMinor || originalPriceMinor <= priceMinor) return 0;
  return Math.round(((originalPriceMinor - priceMinor) / originalPriceMinor) * 100);
}
