import { GIFT_TIER_MAX } from '@shop/contracts';
import { Form } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminMessage,
  AdminPage,
  AdminTabs,
  adminStyles as styles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { localiseGiftMessage } from '~/components/admin/gift-settings/gift-messages.ts';
import { eurosField, GiftTierFields } from '~/components/admin/gift-settings/gift-tier-fields.tsx';
import { fieldStyles, TextField } from '~/components/admin/settings-forms/fields.tsx';
import settings from '~/components/admin/settings-forms/settings.module.css';
import { giftSettingsAction, loadGiftSettingsScreen } from '~/data/admin-gift-settings.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import type { Route } from './+types/admin-gift-settings';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_GIFT_SETTINGS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadGiftSettingsScreen(session, args.url);
}

export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const channel = new URL(args.request.url).searchParams.get('channel') ?? '';
  return giftSettingsAction(session, channel, await args.request.formData());
}

/**
 * Gift settings per channel (issue 22): the gift wrapping price, the gift card amounts and up to three gift
 * tiers (threshold, gifts, label per language, on/off), saved together; every refusal shows on its field.
 */
export default function AdminGiftSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useShop();
  const { channels, channel, settings: current } = loaderData;
  const result = actionData ?? null;
  const refused = result && !result.ok ? result : null;
  const typed = refused?.values ?? null;
  const errors = refused?.errors ?? {};
  const error = (name: string) => (errors[name] ? localiseGiftMessage(t, errors[name]) : undefined);
  const value = (name: string, stored: string) => (typed ? (typed[name] ?? '') : stored);
  const slots = Array.from({ length: GIFT_TIER_MAX }, (_, index) => current.tiers[index] ?? null);
  return (
    <AdminPage title={t('routes.ADMIN_GIFT_SETTINGS.title')}>
      <p className={styles.muted}>{t('adminGiftSettings.intro')}</p>
      <AdminTabs
        label={t('adminGiftSettings.channels')}
        param="channel"
        values={channels.map((entry) => entry.code)}
        current={channel}
        labelOf={(code) => channels.find((entry) => entry.code === code)?.name ?? code}
        testId="gift-settings-channels"
      />
      {result?.ok && <AdminMessage tone="success">{t('adminGiftSettings.saved')}</AdminMessage>}
      {refused && (refused.message || Object.keys(errors).length > 0) && (
        <AdminMessage tone="error">
          {refused.message
            ? localiseGiftMessage(t, refused.message)
            : t('adminGiftSettings.refused', { count: Object.keys(errors).length })}
        </AdminMessage>
      )}
      <Form
        key={`${channel}:${JSON.stringify(current)}`}
        method="post"
        className={styles.form}
        noValidate
        data-testid="gift-settings-form"
      >
        <fieldset className={settings.stack}>
          <legend>{t('adminGiftSettings.wrapping')}</legend>
          {current.giftWrapping.variantCode ? (
            <TextField
              idPrefix="gift"
              name="giftWrappingPrice"
              label={t('adminGiftSettings.fields.wrappingPrice')}
              hint={t('adminGiftSettings.fields.wrappingHint', { code: current.giftWrapping.variantCode })}
              inputMode="decimal"
              maxLength={20}
              defaultValue={value('giftWrappingPrice', eurosField(current.giftWrapping.price, locale))}
              error={error('giftWrappingPrice')}
            />
          ) : (
            <p className={fieldStyles.hint}>{t('adminGiftSettings.noWrapping')}</p>
          )}
        </fieldset>
        <fieldset className={settings.stack}>
          <legend>{t('adminGiftSettings.giftCards')}</legend>
          <div className={settings.buttons}>
            <TextField
              idPrefix="gift"
              name="giftCardSums.min"
              label={t('adminGiftSettings.fields.min')}
              inputMode="decimal"
              maxLength={20}
              defaultValue={value('giftCardSums.min', eurosField(current.giftCardSums.min, locale))}
              error={error('giftCardSums.min')}
            />
            <TextField
              idPrefix="gift"
              name="giftCardSums.max"
              label={t('adminGiftSettings.fields.max')}
              inputMode="decimal"
              maxLength={20}
              defaultValue={value('giftCardSums.max', eurosField(current.giftCardSums.max, locale))}
              error={error('giftCardSums.max')}
            />
          </div>
        </fieldset>
        <h2 className={styles.panelTitle}>{t('adminGiftSettings.tiers')}</h2>
        <p className={styles.muted}>{t('adminGiftSettings.tiersHint')}</p>
        {error('tiers') && (
          <p className={fieldStyles.fieldError} data-testid="field-error">
            {error('tiers')}
          </p>
        )}
        {slots.map((tier, index) => (
          <GiftTierFields
            key={tier?.id ?? `new-${index}`}
            index={index}
            tier={tier}
            locale={locale}
            error={error}
            errorPaths={errors}
            value={value}
          />
        ))}
        <div className={styles.actions}>
          <SubmitButton intent="save" testId="gift-settings-save">
            {t('adminGiftSettings.save')}
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
