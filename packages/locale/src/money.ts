import { intlTag, type LocaleCode } from './locales.ts';

/** Prices travel as integer minor units (cents); the spec divides by 100 for display. */
export function minorToMajor(minor: number): number {
  return minor / 100;
}

// Building an Intl.NumberFormat costs far more than formatting with one (a listing formats hundreds of
// prices), so each locale and currency pair is built once.
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currencyCode: string, locale: LocaleCode): string {
  const key = `${locale}:${currencyCode}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: currencyCode });
    moneyFormats.set(key, format);
  }
  return format.format(minorToMajor(minor));
}

/** Discount percentage shown on badges as "-N%": whole percent, never negative. */
export function discountPercentage(
  priceMinor: number,
  originalPriceMinor: number | null | undefined,
): number {
  if (!originalPriceMinor || originalPriceMinor <= priceMinor) return 0;
  return Math.round(((originalPriceMinor - priceMinor) / originalPriceMinor) * 100);
}
