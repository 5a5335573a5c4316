import { formatMoney } from '@shop/locale';
import { useShop } from '~/lib/shop-context.tsx';

/** Minor units in the channel's currency and the page's language. */
export function useMoney() {
  const { channel, locale } = useShop();
  return (minor: number) => formatMoney(minor, channel.currencyCode, locale);
}
