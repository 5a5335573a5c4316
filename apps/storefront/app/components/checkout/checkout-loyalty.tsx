import type { Order } from '@shop/contracts';
import { LOYALTY_POINT_VALUE_MINOR } from '@shop/contracts/constants';
import { useT } from '~/i18n/use-t.ts';
import formStyles from '../ui/form.module.css';
import styles from './checkout.module.css';
import { useMoney } from './use-money.ts';

/**
 * What `points` take off a payable amount: the programme's value a point (10 cents unless the back office
 * set another), in whole points, never more than the amount.
 */
export function loyaltyDiscountFor(
  points: number,
  payable: number,
  pointValue: number = LOYALTY_POINT_VALUE_MINOR,
): number {
  if (pointValue <= 0) return 0;
  const usable = Math.min(Math.max(0, Math.floor(points)), Math.floor(Math.max(0, payable) / pointValue));
  return usable * pointValue;
}

/** A member's redeem-points control: how many of their points this order uses (spec section 3). */
export function LoyaltyPointsField({
  balance,
  payable,
  pointValue,
  defaultPoints,
  error,
  onChange,
}: {
  balance: number;
  payable: number;
  pointValue: number;
  defaultPoints: number;
  error: string | undefined;
  onChange: (points: number) => void;
}) {
  const t = useT();
  const money = useMoney();
  const max = pointValue > 0 ? Math.min(balance, Math.floor(Math.max(0, payable) / pointValue)) : 0;
  return (
    <fieldset className={styles.section} data-testid="checkout-loyalty">
      <legend className={styles.sectionTitle}>{t('loyalty.checkout.title')}</legend>
      <p className={formStyles.note}>
        {t('loyalty.checkout.available', {
          points: balance,
          value: money(balance * pointValue),
        })}
      </p>
      <div className={formStyles.field}>
        <label htmlFor="checkout-loyalty-points" className={formStyles.label}>
          {t('loyalty.checkout.label')}
        </label>
        <input
          id="checkout-loyalty-points"
          name="loyaltyPoints"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          className={formStyles.input}
          defaultValue={Math.min(defaultPoints, max)}
          onChange={(event) => onChange(Number(event.currentTarget.value) || 0)}
          aria-invalid={error ? true : undefined}
          data-testid="checkout-loyalty-points"
        />
        {error && <p className={formStyles.fieldError}>{error}</p>}
      </div>
    </fieldset>
  );
}

/** What the order costs with the chosen delivery and the points redeemed. */
export function orderTotal(order: Order, delivery: number | null, loyaltyPoints: number, pointValue: number) {
  // Delivery costs come from the API after this order's delivery promotions.
  const beforePoints = order.itemsTotal - order.promotionTotal + (delivery ?? 0) - order.summary.giftCoupon;
  const loyaltyDiscount = loyaltyDiscountFor(loyaltyPoints, beforePoints, pointValue);
  return { loyaltyDiscount, total: beforePoints - loyaltyDiscount };
}
