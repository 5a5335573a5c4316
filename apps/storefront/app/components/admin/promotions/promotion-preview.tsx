import type { AdminChannel } from '@shop/contracts';
import { Form } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { PromotionsActionResult } from '~/data/admin-promotion-form.ts';
import { moneyText } from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-redirects.module.css';
import { localisePromotionMessage } from './promotion-messages.ts';

/**
 * What a cart would get now: a channel, lines (variant code and quantity, one a line), a coupon and an
 * email; the API prices it with the cart's own code and answers the totals and each promotion's part.
 */
export function PromotionPreview({
  channels,
  result,
  couponHint,
}: {
  channels: AdminChannel[];
  result: PromotionsActionResult | null;
  couponHint: string;
}) {
  const t = useT();
  const mine = result?.intent === 'preview' ? result : null;
  const errors = mine && !mine.ok ? mine.errors : {};
  const lineErrors = Object.entries(errors).filter(([field]) => field.startsWith('lines'));
  const value = (name: string, fallback = '') => mine?.values[name] ?? fallback;
  const idOf = (name: string) => `preview-${name}`;
  const invalid = (name: string, error: boolean) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${idOf(name)}-error` : undefined,
    className: cx(adminStyles.input, error && styles.invalid),
  });
  const errorText = (name: string) =>
    name === 'lines'
      ? lineErrors.map(([field, message]) => {
          const line = /^lines\.(\d+)$/.exec(field);
          const said = localisePromotionMessage(t, message);
          return line
            ? t('adminPromotions.preview.lineError', { number: Number(line[1]) + 1, message: said })
            : said;
        })
      : errors[name]
        ? [localisePromotionMessage(t, errors[name])]
        : [];
  const fieldError = (name: string) => {
    const texts = errorText(name);
    return texts.length > 0 ? (
      <p id={`${idOf(name)}-error`} className={styles.fieldError} data-testid="field-error">
        {texts.join(' ')}
      </p>
    ) : null;
  };
  const preview = mine?.ok ? mine.preview : undefined;
  return (
    <section className={adminStyles.panel} aria-labelledby="promotion-preview-title">
      <h2 id="promotion-preview-title" className={adminStyles.panelTitle}>
        {t('adminPromotions.preview.title')}
      </h2>
      <p className={styles.hint}>{t('adminPromotions.preview.intro')}</p>
      {mine && !mine.ok && (
        <AdminMessage tone="error">
          {mine.message
            ? localisePromotionMessage(t, mine.message)
            : t('adminPromotions.form.refused', { count: Object.keys(errors).length })}
        </AdminMessage>
      )}
      <Form method="post" className={adminStyles.form} noValidate data-testid="preview-form">
        <input type="hidden" name="intent" value="preview" />
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={idOf('channel')}>{t('adminPromotions.preview.channel')}</label>
            <select
              id={idOf('channel')}
              name="channel"
              defaultValue={value('channel', channels[0]?.code ?? '')}
              {...invalid('channel', Boolean(errors.channel))}
            >
              {channels.map((channel) => (
                <option key={channel.code} value={channel.code}>
                  {channel.name}
                </option>
              ))}
            </select>
            {fieldError('channel')}
          </div>
          <div className={styles.field}>
            <label htmlFor={idOf('lines')}>{t('adminPromotions.preview.lines')}</label>
            <textarea
              id={idOf('lines')}
              name="lines"
              rows={4}
              defaultValue={value('lines')}
              spellCheck={false}
              placeholder="VARIANT-1 2"
              data-testid={idOf('lines')}
              {...invalid('lines', lineErrors.length > 0)}
            />
            {fieldError('lines')}
          </div>
          {(['couponCode', 'customerEmail', 'shippingMethod'] as const).map((name) => (
            <div key={name} className={styles.field}>
              <label htmlFor={idOf(name)}>{t(`adminPromotions.preview.${name}`)}</label>
              <input
                id={idOf(name)}
                name={name}
                type={name === 'customerEmail' ? 'email' : 'text'}
                autoComplete="off"
                defaultValue={value(name, name === 'couponCode' ? couponHint : '')}
                data-testid={idOf(name)}
                {...invalid(name, Boolean(errors[name]))}
              />
              {fieldError(name)}
            </div>
          ))}
        </div>
        <div className={adminStyles.actions}>
          <SubmitButton testId="preview-submit">{t('adminPromotions.preview.submit')}</SubmitButton>
        </div>
      </Form>
      {preview && (
        <div data-testid="preview-result" aria-live="polite">
          {preview.promotions.length === 0 ? (
            <p>{t('adminPromotions.preview.none')}</p>
          ) : (
            <ul>
              {preview.promotions.map((applied) => (
                <li key={applied.code} data-testid="preview-promotion">
                  <span className={adminStyles.mono}>{applied.code}</span>
                  {applied.label ? ` — ${applied.label}` : ''}:{' '}
                  {t('adminPromotions.preview.discounts', {
                    items: moneyText(applied.itemsDiscount),
                    shipping: moneyText(applied.shippingDiscount),
                  })}
                  {applied.giftVariantCodes.length > 0 &&
                    ` · ${t('adminPromotions.preview.gifts', { codes: applied.giftVariantCodes.join(', ') })}`}
                </li>
              ))}
            </ul>
          )}
          <dl>
            {(
              ['itemsTotal', 'promotionTotal', 'shippingTotal', 'shippingPromotionTotal', 'total'] as const
            ).map((name) => (
              <div key={name}>
                <dt>{t(`adminPromotions.preview.totals.${name}`)}</dt>
                <dd data-testid={`preview-${name}`}>{moneyText(preview[name])} €</dd>
              </div>
            ))}
          </dl>
          {mine?.values.couponCode && !preview.couponCode && (
            <p className={styles.hint}>{t('adminPromotions.preview.couponUnused')}</p>
          )}
        </div>
      )}
    </section>
  );
}
