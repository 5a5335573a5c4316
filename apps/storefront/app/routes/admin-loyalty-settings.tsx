import { data, Form } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminTabs,
  adminStyles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { localiseDeliveryMessage } from '~/components/admin/delivery/delivery-messages.ts';
import { Field, fieldProps } from '~/components/admin/delivery/field.tsx';
import { LevelBenefits } from '~/components/admin/delivery/loyalty-benefits.tsx';
import styles from '~/components/admin/delivery/settings-form.module.css';
import { moneyText } from '~/data/admin-product-views.ts';
import { adminRawCaller } from '~/data/admin-product-api.server.ts';
import { loadLoyaltySettingsScreen, loyaltySettingsAction } from '~/data/admin-loyalty-settings.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { isApiError } from '~/lib/api/api-error.ts';
import { useShop } from '~/lib/shop-context.tsx';
import type { Route } from './+types/admin-loyalty-settings';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_LOYALTY_SETTINGS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  try {
    return await loadLoyaltySettingsScreen(session, args.url);
  } catch (error) {
    // No such channel, or the first channel has no programme: not found, not a failure.
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The numbers' form and each benefit's forms, told apart by `intent`. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return loyaltySettingsAction(session, adminRawCaller(shop, args), await args.request.formData());
}

const AMOUNTS = ['silver', 'gold', 'platinum'] as const;

/**
 * The loyalty programme of a channel (issue 22, docs/adr/0062-delivery-and-loyalty-settings.md): points per
 * euro, what a point is worth (euros), what a member must have spent for each level, and each level's
 * benefits with a picture and texts per language. Every field's problem shows at once.
 */
export default function AdminLoyaltySettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useShop();
  const settings = loaderData;
  const result = actionData ?? null;
  const mine = result?.form === 'settings' ? result : null;
  const refused = mine && !mine.ok ? mine : null;
  const errorOf = (path: string) => {
    const message = refused?.errors[path];
    return message ? localiseDeliveryMessage(t, message) : null;
  };
  const valueOf = (path: string, stored: string) => {
    const typed = refused?.values[path];
    return typeof typed === 'string' ? typed : stored;
  };
  const amountOf = (code: string) => settings.levels.find((level) => level.code === code)?.amountToSpend ?? 0;
  const formKey = JSON.stringify([
    settings.channel,
    settings.pointsPerEuro,
    settings.pointValue,
    settings.levels,
  ]);
  const errorCount = refused ? Object.keys(refused.errors).length : 0;
  const number = (
    name: string,
    label: string,
    stored: string,
    options: { inputMode: 'numeric' | 'decimal'; hint?: string },
  ) => {
    const id = `loyalty-${name.replace('.', '-')}`;
    const error = errorOf(name);
    return (
      <Field key={name} id={id} label={label} error={error} hint={options.hint}>
        <input
          {...fieldProps(id, error, Boolean(options.hint))}
          name={name}
          inputMode={options.inputMode}
          autoComplete="off"
          defaultValue={valueOf(name, stored)}
          className={cx(adminStyles.input, error && styles.invalid)}
          data-testid={id}
        />
      </Field>
    );
  };
  return (
    <AdminPage title={t('routes.ADMIN_LOYALTY_SETTINGS.title')}>
      <p className={adminStyles.muted}>{t('adminLoyalty.intro')}</p>
      <AdminTabs
        label={t('adminLoyalty.channels')}
        param="channel"
        values={settings.channels}
        current={settings.missing ?? settings.channel}
        labelOf={(value) => value}
        testId="loyalty-channels"
      />
      {settings.missing !== null && (
        <AdminEmpty title={t('adminLoyalty.missing', { channel: settings.missing })} />
      )}
      {mine?.ok && <AdminMessage tone="success">{t('adminLoyalty.saved')}</AdminMessage>}
      {refused && (
        <AdminMessage tone="error">
          {refused.message
            ? localiseDeliveryMessage(t, refused.message)
            : t('adminLoyalty.refused', { count: errorCount })}
        </AdminMessage>
      )}
      {settings.missing === null && (
        <>
          <section className={adminStyles.panel} aria-labelledby="loyalty-numbers">
            <h2 id="loyalty-numbers" className={adminStyles.panelTitle}>
              {t('adminLoyalty.numbers', { programme: settings.rule.name })}
            </h2>
            <Form
              key={formKey}
              method="post"
              className={adminStyles.form}
              noValidate
              data-testid="loyalty-settings-form"
            >
              <input type="hidden" name="channel" value={settings.channel} />
              <div className={styles.fields}>
                {number('pointsPerEuro', t('adminLoyalty.pointsPerEuro'), String(settings.pointsPerEuro), {
                  inputMode: 'numeric',
                  hint: t('adminLoyalty.pointsPerEuroHint'),
                })}
                {number('pointValue', t('adminLoyalty.pointValue'), moneyText(settings.pointValue), {
                  inputMode: 'decimal',
                  hint: t('adminLoyalty.pointValueHint'),
                })}
              </div>
              <fieldset className={adminStyles.fieldset}>
                <legend>{t('adminLoyalty.thresholds')}</legend>
                <p className={styles.hint}>{t('adminLoyalty.thresholdsHint')}</p>
                <div className={styles.fields}>
                  {AMOUNTS.map((code) =>
                    number(`levels.${code}`, t(`adminLoyalty.levels.${code}`), moneyText(amountOf(code)), {
                      inputMode: 'decimal',
                    }),
                  )}
                </div>
              </fieldset>
              <div className={adminStyles.actions}>
                <SubmitButton intent="settings" testId="loyalty-settings-save">
                  {t('adminLoyalty.save')}
                </SubmitButton>
              </div>
            </Form>
          </section>
          <h2 className={adminStyles.panelTitle}>{t('adminLoyalty.benefits')}</h2>
          {settings.levels.map((level) => (
            <LevelBenefits
              key={level.id}
              level={level}
              channel={settings.channel}
              result={result}
              locale={locale}
            />
          ))}
        </>
      )}
    </AdminPage>
  );
}
