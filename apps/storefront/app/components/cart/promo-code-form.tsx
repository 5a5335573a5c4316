import type { Order } from '@shop/contracts';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionResult } from '~/data/cart.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useCartFormAction } from './cart-form-action.ts';
import styles from './cart-page.module.css';

/**
 * The promo code field (spec sections 4 and 5): applies a coupon to the cart, or shows the applied one
 * with a way to take it off; a gift card's code typed there pays (part of) the order. An empty code gets
 * the spec's "You forgot to add promocode".
 */
export function PromoCodeForm({ order }: { order: Order }) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>();
  const action = useCartFormAction();
  const busy = fetcher.state !== 'idle';
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <>
      {order.couponCode && (
        <fetcher.Form
          method="post"
          action={action}
          className={styles.couponApplied}
          data-testid="coupon-applied"
        >
          <input type="hidden" name="intent" value="coupon" />
          <input type="hidden" name="remove" value="1" />
          <span>{t('cart.coupon.applied', { code: order.couponCode })}</span>
          <button type="submit" className={styles.linkButton} disabled={busy}>
            {t('cart.coupon.remove')}
          </button>
        </fetcher.Form>
      )}
      {order.giftCardCode && (
        <fetcher.Form
          method="post"
          action={action}
          className={styles.couponApplied}
          data-testid="gift-card-applied"
        >
          <input type="hidden" name="intent" value="remove-gift-card" />
          <span>{t('cart.giftCard.applied', { code: order.giftCardCode })}</span>
          <button type="submit" className={styles.linkButton} disabled={busy}>
            {t('cart.coupon.remove')}
          </button>
        </fetcher.Form>
      )}
      {!(order.couponCode && order.giftCardCode) && <CodeField fetcher={fetcher} failure={failure} />}
    </>
  );
}

/** The code input: a promo code, or a gift card's code (redeemed as the order's gift coupon). */
function CodeField({
  fetcher,
  failure,
}: {
  fetcher: ReturnType<typeof useFetcher<CartActionResult>>;
  failure: Extract<CartActionResult, { ok: false }> | null;
}) {
  const t = useT();
  const action = useCartFormAction();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={action} className={styles.coupon} noValidate>
      <input type="hidden" name="intent" value="coupon" />
      <label htmlFor={inputId} className={styles.couponLabel}>
        {t('cart.coupon.label')}
      </label>
      <div className={styles.couponRow}>
        <input
          id={inputId}
          name="couponCode"
          className={styles.couponInput}
          autoComplete="off"
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
          data-testid="coupon-code"
        />
        <button type="submit" className={styles.couponButton} disabled={busy} data-testid="coupon-apply">
          {t('cart.coupon.apply')}
        </button>
      </div>
      {failure && (
        <p id={errorId} className={styles.error} role="alert" data-testid="coupon-error">
          {failure.message ? <ServerText message={failure.message} /> : t('cart.errors.coupon')}
        </p>
      )}
    </fetcher.Form>
  );
}
