import type { GiftChoice, Order } from '@shop/contracts';
import { IMAGE_FILTERS, MAX_SELECTED_GIFTS } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { useFetcher } from 'react-router';
import type { CartActionResult } from '~/data/cart.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { useCartFormAction } from './cart-form-action.ts';
import styles from './cart-page.module.css';

/** The gift promotions shown now: the ones with a chosen gift and the next one in turn. */
export function visibleGiftChoices(choices: readonly GiftChoice[]): GiftChoice[] {
  const chosen = choices.filter((choice) => choice.selectedItemId !== null);
  const next = choices.find((choice) => choice.selectedItemId === null);
  return next && chosen.length < MAX_SELECTED_GIFTS ? [...chosen, next] : chosen;
}

function GiftOption({ choice, variant }: { choice: GiftChoice; variant: GiftChoice['variants'][number] }) {
  const t = useT();
  const { channel, locale } = useShop();
  const fetcher = useFetcher<CartActionResult>();
  const action = useCartFormAction();
  const selected = choice.selectedVariantCode === variant.code;
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const { width, height } = IMAGE_FILTERS.cart;
  return (
    <li className={cx(styles.giftOption, selected && styles.giftOptionSelected)} data-testid="gift-option">
      {variant.image ? (
        <img
          className={styles.giftImage}
          src={mediaUrl(variant.image.path, 'cart')}
          width={width}
          height={height}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className={styles.giftImage} aria-hidden="true" />
      )}
      <span className={styles.giftName} data-testid="gift-option-name">
        {variant.productName}
      </span>
      {variant.price !== null && (
        <span className={styles.original}>{formatMoney(variant.price, channel.currencyCode, locale)}</span>
      )}
      {selected ? (
        <span className={styles.giftChosen}>{t('cart.gifts.chosen')}</span>
      ) : (
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="select-gift" />
          <input type="hidden" name="productVariant" value={variant.code} />
          <button
            type="submit"
            className={styles.couponButton}
            disabled={fetcher.state !== 'idle'}
            aria-label={t('cart.gifts.chooseNamed', { name: variant.productName })}
          >
            {choice.selectedItemId === null ? t('cart.gifts.choose') : t('cart.gifts.swap')}
          </button>
        </fetcher.Form>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure.message ? <ServerText message={failure.message} /> : t('cart.errors.gift')}
        </p>
      )}
    </li>
  );
}

/**
 * Gift products (spec section 4): for each gift promotion the cart earns, the gifts to choose from, in
 * turn and up to three; a chosen gift can be swapped for another of its list.
 */
export function GiftChoices({ order }: { order: Order }) {
  const t = useT();
  const choices = visibleGiftChoices(order.giftChoices);
  if (choices.length === 0) return null;
  return (
    <section className={styles.gifts} aria-labelledby="cart-gifts-title" data-testid="gift-choices">
      <h2 id="cart-gifts-title" className={styles.giftsTitle}>
        {t('cart.gifts.title')}
      </h2>
      {choices.map((choice) => (
        <div key={choice.promotionCode} className={styles.giftChoice}>
          <p className={styles.giftLabel}>{choice.label}</p>
          {choice.variants.length === 0 ? (
            <p className={styles.notice}>{t('cart.gifts.none')}</p>
          ) : (
            <ul role="list" className={styles.giftOptions}>
              {choice.variants.map((variant) => (
                <GiftOption key={variant.code} choice={choice} variant={variant} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
