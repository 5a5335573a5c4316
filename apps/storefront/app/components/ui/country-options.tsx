import { useShop } from '~/lib/shop-context.tsx';

/** The countries the shop delivers to and invoices in (ISO 3166 alpha-2). */
export const SHOP_COUNTRIES = ['LT', 'LV', 'EE', 'PL'] as const;

/** The country `<option>`s of a select, named in the page's language. */
export function CountryOptions() {
  const { locale } = useShop();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return SHOP_COUNTRIES.map((code) => (
    <option key={code} value={code}>
      {names.of(code) ?? code}
    </option>
  ));
}
