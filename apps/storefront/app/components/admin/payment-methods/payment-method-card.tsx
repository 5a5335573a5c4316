import {
  PAYMENT_BLANK_MESSAGE,
  PAYMENT_LAST_ENABLED_MESSAGE,
  PAYMENT_NAME_REQUIRED_MESSAGE,
  PAYMENT_ONLINE_UNAVAILABLE_MESSAGE,
  PAYMENT_ORDER_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminPaymentMethod,
} from '@shop/contracts';
import { Form } from 'react-router';
import { AdminMessage, adminStyles, Badge, SubmitButton } from '~/components/admin/admin-ui.tsx';
import {
  CheckField,
  fieldStyles,
  TextAreaField,
  TextField,
} from '~/components/admin/settings-forms/fields.tsx';
import { LocaleTabs, localesWithErrors } from '~/components/admin/settings-forms/locale-tabs.tsx';
import settings from '~/components/admin/settings-forms/settings.module.css';
import type { PaymentMethodsActionResult } from '~/data/admin-payment-methods.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';
import { useT } from '~/i18n/use-t.ts';

const EXACT: Record<string, string> = {
  [PAYMENT_BLANK_MESSAGE]: 'adminPaymentMethods.api.blank',
  [PAYMENT_LAST_ENABLED_MESSAGE]: 'adminPaymentMethods.api.lastEnabled',
  [PAYMENT_NAME_REQUIRED_MESSAGE]: 'adminPaymentMethods.api.nameRequired',
  [PAYMENT_ONLINE_UNAVAILABLE_MESSAGE]: 'adminPaymentMethods.api.onlineUnavailable',
  [PAYMENT_ORDER_MESSAGE]: 'adminPaymentMethods.api.order',
  [UNKNOWN_LOCALE_MESSAGE]: 'adminPaymentMethods.api.unknownLocale',
};

export function localisePaymentMessage(t: Translate, message: string): string {
  const key = EXACT[message];
  return key ? t(key) : localiseServerMessage(t, message);
}

/**
 * One payment method: on/off, its name and instructions per language (tabs), moved up or down. A refusal
 * (the channel's last method on, online payment without a provider, a field) shows on this card only.
 */
export function PaymentMethodCard({
  method,
  channel,
  index,
  count,
  result,
  locale,
}: {
  method: AdminPaymentMethod;
  channel: string;
  index: number;
  count: number;
  result: PaymentMethodsActionResult | null;
  locale: string;
}) {
  const t = useT();
  const mine = result?.intent === 'save' && result.id === method.id ? result : null;
  const refused = mine && !mine.ok ? mine : null;
  const typed = refused?.values ?? null;
  const errors = refused?.errors ?? {};
  const error = (name: string) => (errors[name] ? localisePaymentMessage(t, errors[name]) : undefined);
  const value = (name: string, stored: string) => (typed ? (typed[name] ?? '') : stored);
  const texts = method.translations as Record<
    string,
    { name: string; description: string | null } | undefined
  >;
  const title = texts[locale]?.name ?? Object.values(texts).find(Boolean)?.name ?? method.code;
  const prefix = `payment-${method.id}`;
  const moveButton = (direction: 'up' | 'down') => (
    <Form method="post" className={adminStyles.moveForm}>
      <input type="hidden" name="id" value={method.id} />
      <input type="hidden" name="channel" value={channel} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        name="intent"
        value="move"
        className={`${adminStyles.button} ${adminStyles.buttonSecondary}`}
        disabled={direction === 'up' ? index === 0 : index === count - 1}
        aria-label={t(`adminPaymentMethods.move.${direction}Of`, { name: title })}
      >
        {direction === 'up' ? '↑' : '↓'} {t(`adminPaymentMethods.move.${direction}`)}
      </button>
    </Form>
  );
  return (
    <li className={adminStyles.card} data-testid="payment-method" data-code={method.code}>
      <h2 className={adminStyles.panelTitle}>
        {title}{' '}
        <Badge tone={method.enabled ? 'good' : 'plain'}>
          {method.enabled ? t('adminPaymentMethods.on') : t('adminPaymentMethods.off')}
        </Badge>{' '}
        <span className={adminStyles.muted}>{t(`adminPaymentMethods.kinds.${method.kind}`)}</span>
      </h2>
      {mine?.ok && <AdminMessage tone="success">{t('adminPaymentMethods.saved')}</AdminMessage>}
      {refused && (refused.message || Object.keys(errors).length > 0) && (
        <AdminMessage tone="error">
          {refused.message
            ? localisePaymentMessage(t, refused.message)
            : t('adminPaymentMethods.refused', { count: Object.keys(errors).length })}
        </AdminMessage>
      )}
      <div className={settings.buttons}>
        {moveButton('up')}
        {moveButton('down')}
      </div>
      <Form method="post" className={adminStyles.form} noValidate data-testid="payment-method-form">
        <input type="hidden" name="id" value={method.id} />
        <input type="hidden" name="position" value={method.position} />
        <CheckField
          idPrefix={prefix}
          name="enabled"
          label={t('adminPaymentMethods.fields.enabled')}
          defaultChecked={typed ? typed.enabled === 'on' : method.enabled}
          error={error('enabled')}
        >
          {!method.available && <p className={fieldStyles.hint}>{t('adminPaymentMethods.noProvider')}</p>}
        </CheckField>
        {error('translations') && (
          <p className={fieldStyles.fieldError} data-testid="field-error">
            {error('translations')}
          </p>
        )}
        <LocaleTabs
          id={prefix}
          label={t('adminPaymentMethods.languages')}
          invalidLocales={localesWithErrors(errors)}
          filledLocales={Object.keys(method.translations)}
        >
          {(tab) => (
            <>
              <TextField
                idPrefix={prefix}
                name={`translations.${tab}.name`}
                label={t('adminPaymentMethods.fields.name')}
                maxLength={255}
                defaultValue={value(`translations.${tab}.name`, texts[tab]?.name ?? '')}
                error={error(`translations.${tab}.name`) ?? error(`translations.${tab}`)}
              />
              <TextAreaField
                idPrefix={prefix}
                name={`translations.${tab}.description`}
                label={t('adminPaymentMethods.fields.description')}
                hint={t('adminPaymentMethods.fields.descriptionHint')}
                rows={4}
                maxLength={5000}
                defaultValue={value(`translations.${tab}.description`, texts[tab]?.description ?? '')}
                error={error(`translations.${tab}.description`)}
              />
            </>
          )}
        </LocaleTabs>
        <div className={adminStyles.actions}>
          <SubmitButton intent="save" testId="payment-method-save">
            {t('adminPaymentMethods.save')}
          </SubmitButton>
        </div>
      </Form>
    </li>
  );
}
