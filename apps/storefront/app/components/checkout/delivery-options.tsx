import type { ShippingMethod } from '@shop/contracts';
import { useId } from 'react';
import type { CheckoutFailure, CheckoutPageData, CheckoutValues } from '~/data/checkout.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import formStyles from '../ui/form.module.css';
import styles from './checkout.module.css';
import { useMoney } from './use-money.ts';

export function DeliveryOptions({
  data,
  values,
  errors,
  chosen,
  onChoose,
}: {
  data: CheckoutPageData;
  values: CheckoutValues;
  errors: CheckoutFailure['fieldErrors'];
  chosen: ShippingMethod | undefined;
  onChoose: (code: string) => void;
}) {
  const t = useT();
  const money = useMoney();
  const lockerId = useId();
  return (
    <fieldset className={styles.section} data-testid="checkout-delivery">
      <legend className={styles.sectionTitle}>{t('checkout.delivery.title')}</legend>
      {errors.shippingMethod !== undefined && (
        <p className={formStyles.fieldError} role="alert">
          {errors.shippingMethod || t('checkout.errors.chooseDelivery')}
        </p>
      )}
      <ul role="list" className={styles.options}>
        {data.shippingMethods.map((method) => (
          <li key={method.code}>
            <label className={cx(styles.option, chosen?.code === method.code && styles.optionChosen)}>
              <input
                type="radio"
                name="shippingMethod"
                value={method.code}
                checked={chosen?.code === method.code}
                onChange={() => onChoose(method.code)}
                data-testid={`shipping-${method.code}`}
              />
              <span className={styles.optionText}>
                <span className={styles.optionName}>{method.name}</span>
                {method.description && <span className={styles.optionNote}>{method.description}</span>}
                {method.freeAbove !== null && method.cost > 0 && (
                  <span className={styles.optionNote}>
                    {t('checkout.delivery.freeAbove', { amount: money(method.freeAbove) })}
                  </span>
                )}
              </span>
              <span className={styles.optionPrice}>
                {method.cost === 0 ? t('checkout.delivery.free') : money(method.cost)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {chosen?.kind === 'parcel_locker' && (
        <div className={formStyles.field}>
          <label htmlFor={lockerId} className={formStyles.label}>
            {t('checkout.delivery.locker')}
          </label>
          <input type="hidden" name="shippingCarrier" value={chosen.carrier} />
          <select
            id={lockerId}
            name={`parcelLocker.${chosen.carrier}`}
            className={formStyles.input}
            defaultValue={values.parcelLocker ?? ''}
            aria-invalid={errors.parcelLocker ? true : undefined}
            data-testid="checkout-parcel-locker"
          >
            <option value="">{t('checkout.delivery.chooseLocker')}</option>
            {(data.lockers[chosen.carrier] ?? []).map((locker) => (
              <option key={locker.code} value={locker.code}>
                {`${locker.city}, ${locker.name} (${locker.address})`}
              </option>
            ))}
          </select>
          {errors.parcelLocker && <p className={formStyles.fieldError}>{errors.parcelLocker}</p>}
        </div>
      )}
    </fieldset>
  );
}
