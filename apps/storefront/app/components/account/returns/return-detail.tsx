import type { Address, Return } from '@shop/contracts';
import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { Form, Link, useNavigation } from 'react-router';
import { orderDocumentHref } from '~/data/pre-invoice.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { formatOrderDate } from '../../checkout/placed-order.tsx';
import placedStyles from '../../checkout/placed-order.module.css';
import { cx } from '../../class-names.ts';
import { Icon } from '../../icons/icon.tsx';
import formStyles from '../../ui/form.module.css';
import { ReturnItemStateBadge, ReturnStateBadge } from './return-list.tsx';
import styles from './returns.module.css';

function addressLines(address: Address): string[] {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const withFlat = address.apartmentNumber ? `${street}-${address.apartmentNumber}` : street;
  return [
    `${address.firstName} ${address.lastName}`,
    withFlat,
    [address.postCode, address.city].filter(Boolean).join(' '),
    address.phoneNumber,
  ].filter(Boolean);
}

/**
 * One return (spec section 3): its state, order, date, return method and pick-up address, the refund
 * (account holder and masked IBAN, or the coupon once issued), the items with reason, comment, state and
 * amount, the totals, the order's invoice, and cancelling while the shop has not started on it.
 */
export function ReturnDetail({
  entry,
  notice,
  cancelError,
}: {
  entry: Return;
  /** `created` after the form was sent, `cancelled` after cancelling. */
  notice: 'created' | 'cancelled' | null;
  cancelError: string | null;
}) {
  const t = useT();
  const path = useRoutePath();
  const { locale, defaultLocale } = useShop();
  const navigation = useNavigation();
  const money = (minor: number) => formatMoney(minor, entry.currencyCode, locale);
  const cancelling = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel-return';
  const { width, height } = IMAGE_FILTERS.suggestion;
  return (
    <div className={styles.detail} data-testid="return-detail">
      {notice === 'created' && (
        <p className={formStyles.success} role="status" data-testid="return-created">
          {t('returns.detail.created', { number: entry.number })}
        </p>
      )}
      {notice === 'cancelled' && (
        <p className={formStyles.success} role="status" data-testid="return-cancelled">
          {t('returns.detail.cancelled')}
        </p>
      )}
      {cancelError && (
        <p className={formStyles.banner} role="alert" data-testid="return-cancel-error">
          {cancelError}
        </p>
      )}
      <div className={styles.head}>
        <ReturnStateBadge state={entry.state} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('returns.detail.order')}</dt>
          <dd>
            <Link
              to={path('ACCOUNT_ORDER', { orderToken: entry.orderToken })}
              data-testid="return-order-link"
            >
              {entry.orderNumber}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('returns.detail.date')}</dt>
          <dd>
            <time dateTime={entry.createdAt}>{formatOrderDate(entry.createdAt)}</time>
          </dd>
        </div>
        {entry.returnMethod && (
          <div>
            <dt>{t('returns.detail.method')}</dt>
            <dd data-testid="return-method">
              {entry.returnMethod.name}
              {entry.returnMethod.description && (
                <p className={styles.hint}>{entry.returnMethod.description}</p>
              )}
            </dd>
          </div>
        )}
        {entry.address && (
          <div>
            <dt>{t('returns.detail.address')}</dt>
            <dd data-testid="return-address">
              {addressLines(entry.address).map((line) => (
                <span key={line} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('returns.detail.refund')}</dt>
          <dd data-testid="return-refund">
            {t(`returns.refundMethods.${entry.refund.method}`)}
            {entry.refund.method === 'bank_transfer' && (
              <p className={styles.hint}>
                {entry.refund.firstName} {entry.refund.lastName}, {entry.refund.bankAccount}
              </p>
            )}
            {entry.refund.couponCode && (
              <p>
                {t('returns.detail.coupon')}:{' '}
                <span className={styles.code} data-testid="return-coupon">
                  {entry.refund.couponCode}
                </span>
              </p>
            )}
          </dd>
        </div>
        {entry.invoice.available && (
          <div>
            <dt>{t('returns.detail.invoiceLabel')}</dt>
            <dd>
              <a
                href={orderDocumentHref('invoice', entry.orderToken, 'account-order', locale, defaultLocale)}
                className={cx(placedStyles.secondary, placedStyles.download)}
              >
                <Icon name="download" size={20} />
                {t('returns.detail.invoice')}
              </a>
            </dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="return-items-title" className={styles.detail}>
        <h2 id="return-items-title" className={placedStyles.subtitle}>
          {t('returns.detail.items')}
        </h2>
        <ul className={styles.items} role="list">
          {entry.items.map((item) => (
            <li key={item.id} className={styles.item} data-testid="return-item">
              {item.image ? (
                <img
                  className={styles.image}
                  src={mediaUrl(item.image.path, 'suggestion')}
                  srcSet={mediaSrcSet(item.image.path, 'suggestion')}
                  width={width}
                  height={height}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <span className={styles.image} />
              )}
              <div className={styles.itemText}>
                <p className={styles.itemName}>{item.productName}</p>
                {item.variantName && item.variantName !== item.productName && (
                  <p className={styles.itemMeta}>{item.variantName}</p>
                )}
                <p className={styles.itemMeta}>
                  {t('returns.detail.quantity')}: {item.quantity} · {t('returns.detail.reason')}:{' '}
                  <span data-testid="return-item-reason">{t(`returns.reasons.${item.reason}`)}</span>
                </p>
                {item.comment && (
                  <p className={styles.itemMeta} data-testid="return-item-comment">
                    {t('returns.detail.comment')}: {item.comment}
                  </p>
                )}
              </div>
              <div className={styles.itemAmount}>
                <span>{money(item.amount)}</span>
                <ReturnItemStateBadge state={item.state} />
              </div>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>{t('returns.detail.price')}</dt>
            <dd data-testid="return-price">{money(entry.price)}</dd>
          </div>
          {entry.returnFee > 0 && (
            <div>
              <dt>{t('returns.detail.fee')}</dt>
              <dd data-testid="return-fee">{money(-entry.returnFee)}</dd>
            </div>
          )}
          <div className={styles.total}>
            <dt>{t('returns.detail.refundable')}</dt>
            <dd data-testid="return-refundable">{money(entry.refundableAmount)}</dd>
          </div>
        </dl>
      </section>

      {entry.cancellable && (
        <details className={styles.cancelBox} data-testid="return-cancel">
          <summary>{t('returns.detail.cancel')}</summary>
          <p>{t('returns.detail.cancelQuestion')}</p>
          <Form method="post" className={styles.cancelActions}>
            <button
              type="submit"
              name="intent"
              value="cancel-return"
              className={styles.danger}
              disabled={cancelling}
              data-testid="return-cancel-confirm"
            >
              {t('returns.detail.cancelConfirm')}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
