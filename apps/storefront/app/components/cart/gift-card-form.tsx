import { GIFT_CARD_MAX_SUM, GIFT_CARD_MIN_SUM } from '@shop/contracts/constants';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionResult } from '~/data/cart.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useCartFormAction } from './cart-form-action.ts';
import styles from './cart-page.module.css';

/** Buy a gift card for a sum the shopper types in euros (spec: gift card sum, sent in hundredths). */
export function GiftCardForm() {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>();
  const action = useCartFormAction();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <fetcher.Form
      method="post"
      action={action}
      className={styles.coupon}
      noValidate
      data-testid="gift-card-form"
    >
      <input type="hidden" name="intent" value="gift-card" />
      <label htmlFor={inputId} className={styles.couponLabel}>
        {t('cart.giftCard.label', { min: GIFT_CARD_MIN_SUM / 100, max: GIFT_CARD_MAX_SUM / 100 })}
      </label>
      <div className={styles.couponRow}>
        <input
          id={inputId}
          name="giftCardSum"
          className={styles.couponInput}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
          data-testid="gift-card-sum"
        />
        <button type="submit" className={styles.couponButton} disabled={fetcher.state !== 'idle'}>
          {t('cart.giftCard.add')}
        </button>
      </div>
      {failure && (
        <p id={errorId} className={styles.error} role="alert">
          {failure.message ? <ServerText message={failure.message} /> : t('cart.errors.giftCard')}
        </p>
      )}
    </fetcher.Form>
  );
}
