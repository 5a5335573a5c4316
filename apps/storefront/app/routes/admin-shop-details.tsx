import type { ShopDetails } from '@shop/contracts';
import { Form } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminMessage,
  AdminPage,
  AdminTabs,
  adminStyles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { loadShopDetails, saveShopDetails } from '~/data/admin-shop-details.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from './admin-shop-details.module.css';
import type { Route } from './+types/admin-shop-details';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_SHOP_DETAILS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadShopDetails(session, args.url);
}

/** Saves the channel named by the form (the one the screen showed when it was sent). */
export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const form = await args.request.formData();
  return saveShopDetails(session, String(form.get('channel') ?? ''), form);
}

type Field = keyof ShopDetails;

/** How each field is typed: the browser's keyboard and autofill hints. */
const INPUTS: Record<
  Field,
  { type?: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'numeric' }
> = {
  companyName: { autoComplete: 'organization' },
  companyCode: { autoComplete: 'off', inputMode: 'numeric' },
  vatNumber: { autoComplete: 'off' },
  address: { autoComplete: 'street-address' },
  bankName: { autoComplete: 'off' },
  iban: { autoComplete: 'off' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
};

const GROUPS: readonly { key: 'company' | 'bank' | 'contacts'; fields: readonly Field[] }[] = [
  { key: 'company', fields: ['companyName', 'companyCode', 'vatNumber', 'address'] },
  { key: 'bank', fields: ['bankName', 'iban'] },
  { key: 'contacts', fields: ['phone', 'email'] },
];

/**
 * The seller's details of each channel (issue 18): what invoices, pre-invoices, mail, the bank-transfer
 * instructions, the shop's footer and its chat button name. Every field's problem shows at once.
 */
export default function AdminShopDetailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { channels, current } = loaderData;
  const code = current.channel.code;
  const refused = actionData && !actionData.ok ? actionData : null;
  const valueOf = (field: Field) => refused?.values[field] ?? current.details[field];
  // A field is unique per channel, so the form starts over when another channel is chosen or it is saved.
  const formKey = `${code}:${JSON.stringify(current.details)}`;
  const errorCount = refused ? Object.keys(refused.errors).length : 0;
  return (
    <AdminPage title={t('routes.ADMIN_SHOP_DETAILS.title')}>
      <p className={adminStyles.muted}>{t('admin.shopDetails.intro')}</p>
      <AdminTabs
        label={t('admin.shopDetails.channels')}
        param="channel"
        values={channels.map((channel) => channel.code)}
        current={code}
        labelOf={(value) => channels.find((channel) => channel.code === value)?.name ?? value}
        testId="shop-details-channels"
      />
      {actionData?.ok && (
        <AdminMessage tone="success">
          {t('admin.shopDetails.saved', { channel: current.channel.name })}
        </AdminMessage>
      )}
      {refused && (
        <AdminMessage tone="error">
          {refused.message
            ? localiseServerMessage(t, refused.message)
            : t('admin.shopDetails.refused', { count: errorCount })}
        </AdminMessage>
      )}
      <section className={adminStyles.panel} aria-labelledby="shop-details-title">
        <h2 id="shop-details-title" className={adminStyles.panelTitle}>
          {t('admin.shopDetails.of', { channel: current.channel.name })}
        </h2>
        <Form
          key={formKey}
          method="post"
          className={adminStyles.form}
          noValidate
          data-testid="shop-details-form"
        >
          <input type="hidden" name="channel" value={code} />
          {GROUPS.map((group) => (
            <fieldset key={group.key} className={styles.group}>
              <legend className={styles.legend}>{t(`admin.shopDetails.groups.${group.key}`)}</legend>
              <div className={styles.fields}>
                {group.fields.map((field) => {
                  const error = refused?.errors[field];
                  const id = `shop-details-${field}`;
                  const input = INPUTS[field];
                  return (
                    <div key={field} className={cx(styles.field, field === 'address' && styles.wide)}>
                      <label htmlFor={id}>{t(`admin.shopDetails.fields.${field}`)}</label>
                      <input
                        id={id}
                        name={field}
                        type={input.type ?? 'text'}
                        inputMode={input.inputMode}
                        autoComplete={input.autoComplete}
                        defaultValue={valueOf(field)}
                        className={cx(adminStyles.input, error && styles.invalid)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        data-testid={id}
                      />
                      {field === 'iban' && <p className={styles.hint}>{t('admin.shopDetails.ibanHint')}</p>}
                      {error && (
                        <p
                          id={`${id}-error`}
                          className={styles.fieldError}
                          data-testid="field-error"
                          data-field={field}
                        >
                          {localiseServerMessage(t, error)}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <p className={adminStyles.muted}>
            {t('admin.shopDetails.orderNumbers', {
              prefix: current.channel.orderNumberPrefix || t('admin.shopDetails.noPrefix'),
            })}
          </p>
          <div className={adminStyles.actions}>
            <SubmitButton testId="shop-details-save">{t('admin.shopDetails.save')}</SubmitButton>
          </div>
        </Form>
      </section>
    </AdminPage>
  );
}
