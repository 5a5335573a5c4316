import type { AdminCoupon, AdminPromotion, List } from '@shop/contracts';
import { Form } from 'react-router';
import {
  AdminEmpty,
  AdminMessage,
  AdminPagination,
  adminStyles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { PromotionsActionResult } from '~/data/admin-promotion-form.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-redirects.module.css';
import { localisePromotionMessage } from './promotion-messages.ts';

/**
 * A coupon-based promotion's codes: the list (paged), one code added by hand, a batch generated (count,
 * prefix, random length, uses per code), and every code as CSV. Each form shows all its fields' errors.
 */
export function PromotionCoupons({
  promotion,
  coupons,
  result,
  exportHref,
}: {
  promotion: AdminPromotion;
  coupons: List<AdminCoupon>;
  result: PromotionsActionResult | null;
  exportHref: string;
}) {
  const t = useT();
  const answer = (intent: 'coupon' | 'generate') => (result?.intent === intent ? result : null);
  const form = (
    intent: 'coupon' | 'generate',
    fields: { name: string; defaultValue: string; numeric?: boolean }[],
    submit: string,
  ) => {
    const mine = answer(intent);
    const refused = mine && !mine.ok ? mine : null;
    const idOf = (name: string) => `${intent}-${name}`;
    return (
      <Form method="post" className={adminStyles.form} noValidate data-testid={`${intent}-form`}>
        <input type="hidden" name="intent" value={intent} />
        {refused && (
          <AdminMessage tone="error">
            {refused.message
              ? localisePromotionMessage(t, refused.message)
              : t('adminPromotions.form.refused', { count: Object.keys(refused.errors).length })}
          </AdminMessage>
        )}
        <div className={styles.fields}>
          {fields.map(({ name, defaultValue, numeric }) => {
            const error = refused?.errors[name];
            return (
              <div key={name} className={styles.field}>
                <label htmlFor={idOf(name)}>{t(`adminPromotions.coupons.fields.${name}`)}</label>
                <input
                  id={idOf(name)}
                  name={name}
                  type="text"
                  inputMode={numeric ? 'numeric' : undefined}
                  autoComplete="off"
                  defaultValue={refused ? (refused.values[name] ?? '') : defaultValue}
                  className={cx(adminStyles.input, error && styles.invalid)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${idOf(name)}-error` : undefined}
                  data-testid={idOf(name)}
                />
                {error && (
                  <p id={`${idOf(name)}-error`} className={styles.fieldError} data-testid="field-error">
                    {localisePromotionMessage(t, error)}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className={adminStyles.actions}>
          <SubmitButton testId={`${intent}-submit`}>{submit}</SubmitButton>
        </div>
      </Form>
    );
  };
  const generated = answer('generate');
  return (
    <section className={adminStyles.panel} aria-labelledby="promotion-coupons-title">
      <h2 id="promotion-coupons-title" className={adminStyles.panelTitle}>
        {t('adminPromotions.coupons.title', { count: promotion.couponCount })}
      </h2>
      {!promotion.couponBased && <p className={styles.hint}>{t('adminPromotions.coupons.notCouponBased')}</p>}
      {answer('coupon')?.ok && (
        <AdminMessage tone="success">{t('adminPromotions.coupons.added')}</AdminMessage>
      )}
      {generated?.ok && (
        <AdminMessage tone="success">
          {t('adminPromotions.coupons.generated', { count: generated.id ?? 0 })}
        </AdminMessage>
      )}
      {coupons.data.length === 0 ? (
        <AdminEmpty title={t('adminPromotions.coupons.empty')} />
      ) : (
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table}>
            <caption className="visually-hidden">{t('adminPromotions.coupons.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminPromotions.coupons.fields.code')}</th>
                <th scope="col">{t('adminPromotions.coupons.used')}</th>
                <th scope="col">{t('adminPromotions.coupons.fields.expiresAt')}</th>
              </tr>
            </thead>
            <tbody>
              {coupons.data.map((coupon) => (
                <tr key={coupon.id} data-testid="admin-coupon-row">
                  <td data-label={t('adminPromotions.coupons.fields.code')}>
                    <span className={adminStyles.mono}>{coupon.code}</span>
                  </td>
                  <td data-label={t('adminPromotions.coupons.used')}>
                    <span>
                      {coupon.usageLimit === null ? coupon.used : `${coupon.used} / ${coupon.usageLimit}`}
                    </span>
                  </td>
                  <td data-label={t('adminPromotions.coupons.fields.expiresAt')}>
                    <span>{coupon.expiresAt ?? '—'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={coupons.meta} />
      {coupons.meta.totalItems > 0 && (
        <p>
          <a
            href={exportHref}
            download
            className={cx(adminStyles.button, adminStyles.buttonSecondary)}
            data-testid="coupons-export"
          >
            {t('adminPromotions.coupons.export')}
          </a>
        </p>
      )}
      {promotion.couponBased && (
        <>
          <h3>{t('adminPromotions.coupons.addTitle')}</h3>
          {form(
            'coupon',
            [
              { name: 'code', defaultValue: '' },
              { name: 'usageLimit', defaultValue: '1', numeric: true },
              { name: 'expiresAt', defaultValue: '' },
            ],
            t('adminPromotions.coupons.add'),
          )}
          <h3>{t('adminPromotions.coupons.generateTitle')}</h3>
          {form(
            'generate',
            [
              { name: 'count', defaultValue: '100', numeric: true },
              { name: 'prefix', defaultValue: '' },
              { name: 'length', defaultValue: '8', numeric: true },
              { name: 'usageLimit', defaultValue: '1', numeric: true },
            ],
            t('adminPromotions.coupons.generate'),
          )}
        </>
      )}
    </section>
  );
}
