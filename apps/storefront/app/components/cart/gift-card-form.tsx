import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionResult } from '~/data/cart.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useCartFormAction } from './cart-form-action.ts';
import styles from './cart-page.module.css';

/**
 * Buy a gift card for a sum the shopper types in euros (spec: gift card sum, sent in hundredths), within the
 * channel's amounts (the cart's giftCardSums; sent along so the action can answer at once).
 */
export function GiftCardForm({ sums }: { sums: { min: number; max: number } }) {
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
      <input type="hidden" name="giftCardMin" value={sums.min} />
      <input type="hidden" name="giftCardMax" value={sums.max} />
      <label htmlFor={inputId} className={styles.couponLabel}>
        {t('cart.giftCard.label', { min: sums.min / 100, max: sums.max / 100 })}
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
