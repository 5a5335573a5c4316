import type { AdminShippingMethod } from '@shop/contracts';
import { KNOWN_LOCALES } from '@shop/locale';
import { Form } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { moneyText } from '~/data/admin-product-views.ts';
import type { ShippingMethodActionResult } from '~/data/admin-shipping-method-form.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { localiseDeliveryMessage } from './delivery-messages.ts';
import { Field, fieldProps } from './field.tsx';
import styles from './settings-form.module.css';

const KINDS = ['parcel_locker', 'courier'] as const;

/**
 * A delivery method's form (new or existing): code, carrier, kind, price and free-from in euros, enabled, and
 * a name and description per language (a panel per language, opened where a problem is). Every field's problem
 * shows at once next to it; the heading says how many.
 */
export function ShippingMethodForm({
  method,
  channel,
  result,
}: {
  method: AdminShippingMethod | null;
  channel: string;
  result: ShippingMethodActionResult | null;
}) {
  const t = useT();
  const { locale } = useShop();
  const refused = result && !result.ok && result.intent === 'save' ? result : null;
  const errorOf = (path: string) => {
    const message = refused?.errors[path];
    return message ? localiseDeliveryMessage(t, message) : null;
  };
  const valueOf = (path: string, stored: string) => {
    const typed = refused?.values[path];
    return typeof typed === 'string' ? typed : stored;
  };
  const enabled = refused ? refused.values.enabled === 'on' : (method?.enabled ?? true);
  const count = refused ? Object.keys(refused.errors).length : 0;
  const formKey = JSON.stringify(method ?? channel);
  const input = (
    name: string,
    stored: string,
    options: { inputMode?: 'decimal'; hint?: string; maxLength?: number } = {},
  ) => {
    const id = `shipping-${name}`;
    const error = errorOf(name);
    return (
      <Field id={id} label={t(`adminShipping.form.${name}`)} error={error} hint={options.hint}>
        <input
          {...fieldProps(id, error, Boolean(options.hint))}
          name={name}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          autoComplete="off"
          defaultValue={valueOf(name, stored)}
          className={cx(adminStyles.input, error && styles.invalid)}
          data-testid={id}
        />
      </Field>
    );
  };
  const kindError = errorOf('kind');
  return (
    <section className={adminStyles.panel} aria-label={t('routes.ADMIN_SHIPPING_METHOD.title')}>
      {refused && (
        <AdminMessage tone="error">
          {refused.message && count === 0
            ? localiseDeliveryMessage(t, refused.message)
            : t('adminShipping.form.refused', { count: Math.max(count, 1) })}
        </AdminMessage>
      )}
      <Form
        key={formKey}
        method="post"
        className={adminStyles.form}
        noValidate
        data-testid="shipping-method-form"
      >
        <input type="hidden" name="channel" value={channel} />
        {/* The version this form was filled from: kept after a refusal, so a save never undoes another's change. */}
        {method && <input type="hidden" name="version" value={valueOf('version', method.version)} />}
        <div className={styles.fields}>
          {input('code', method?.code ?? '', { hint: t('adminShipping.form.codeHint'), maxLength: 64 })}
          {input('carrier', method?.carrier ?? '', {
            hint: t('adminShipping.form.carrierHint'),
            maxLength: 64,
          })}
          <Field id="shipping-kind" label={t('adminShipping.form.kind')} error={kindError}>
            <select
              {...fieldProps('shipping-kind', kindError)}
              name="kind"
              defaultValue={valueOf('kind', method?.kind ?? 'parcel_locker')}
              className={cx(adminStyles.input, kindError && styles.invalid)}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminShipping.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </Field>
          {input('price', moneyText(method?.price ?? null), {
            inputMode: 'decimal',
            hint: t('adminShipping.form.priceHint'),
          })}
          {input('freeAbove', moneyText(method?.freeAbove ?? null), {
            inputMode: 'decimal',
            hint: t('adminShipping.form.freeAboveHint'),
          })}
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="enabled" defaultChecked={enabled} data-testid="shipping-enabled" />
          {t('adminShipping.form.enabled')}
        </label>
        {errorOf('enabled') && <p className={styles.fieldError}>{errorOf('enabled')}</p>}
        <fieldset className={adminStyles.fieldset}>
          <legend>{t('adminShipping.form.texts')}</legend>
          {errorOf('translations') && (
            <p className={styles.fieldError} data-testid="field-error" data-field="translations">
              {errorOf('translations')}
            </p>
          )}
          <div className={styles.locales}>
            {KNOWN_LOCALES.map((code) => {
              const stored = method?.translations[code];
              const nameId = `shipping-${code}-name`;
              const descriptionId = `shipping-${code}-description`;
              const nameError = errorOf(`translations.${code}.name`) ?? errorOf(`translations.${code}`);
              const descriptionError = errorOf(`translations.${code}.description`);
              const open =
                code === locale ||
                Boolean(
                  refused && Object.keys(refused.errors).some((p) => p.startsWith(`translations.${code}`)),
                );
              return (
                <details key={code} className={styles.locale} open={open} data-testid="shipping-locale">
                  <summary>{t(`adminShipping.locales.${code}`)}</summary>
                  <div className={styles.fields}>
                    <Field id={nameId} label={t('adminShipping.form.name')} error={nameError}>
                      <input
                        {...fieldProps(nameId, nameError)}
                        name={`translations.${code}.name`}
                        lang={code}
                        maxLength={200}
                        defaultValue={valueOf(`translations.${code}.name`, stored?.name ?? '')}
                        className={cx(adminStyles.input, nameError && styles.invalid)}
                      />
                    </Field>
                    <Field
                      id={descriptionId}
                      label={t('adminShipping.form.description')}
                      error={descriptionError}
                    >
                      <textarea
                        {...fieldProps(descriptionId, descriptionError)}
                        name={`translations.${code}.description`}
                        lang={code}
                        rows={2}
                        maxLength={2000}
                        defaultValue={valueOf(`translations.${code}.description`, stored?.description ?? '')}
                        className={cx(adminStyles.input, descriptionError && styles.invalid)}
                      />
                    </Field>
                  </div>
                </details>
              );
            })}
          </div>
        </fieldset>
        <div className={adminStyles.actions}>
          <SubmitButton intent="save" testId="shipping-method-save">
            {method ? t('adminShipping.form.save') : t('adminShipping.form.create')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
