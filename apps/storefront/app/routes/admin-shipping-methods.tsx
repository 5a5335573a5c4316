import { formatMoney } from '@shop/locale';
import { data, Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminTabs,
  Badge,
  SubmitButton,
  adminStyles as styles,
} from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { loadShippingMethodsScreen, shippingMethodsAction } from '~/data/admin-shipping-methods.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseDeliveryMessage } from '~/components/admin/delivery/delivery-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { isApiError } from '~/lib/api/api-error.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-shipping-methods';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_SHIPPING_METHODS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  try {
    return await loadShippingMethodsScreen(session, args.url);
  } catch (error) {
    // ?channel= names no channel (404) or cannot be one (400, a typed address): not found, not a failure.
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return shippingMethodsAction(session, await args.request.formData());
}

/**
 * A channel's delivery methods (issue 22, docs/adr/0062-delivery-and-loyalty-settings.md): in the shop's
 * order, with prices in euros, switched on or off and moved up or down; a table that becomes cards on phones.
 */
export default function AdminShippingMethodsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useShop();
  const path = useRoutePath();
  const { channel, channels, data: methods } = loaderData;
  const euros = (minor: number | null) =>
    minor === null ? t('adminShipping.neverFree') : formatMoney(minor, 'EUR', locale);
  // The name in the back office's language, else the first one written, else the code.
  const nameOf = (method: (typeof methods)[number]) =>
    method.translations[locale]?.name ?? Object.values(method.translations)[0]?.name ?? method.code;
  return (
    <AdminPage
      title={t('routes.ADMIN_SHIPPING_METHODS.title')}
      actions={
        <div className={styles.rowActionsInline}>
          <Link
            to={`${path('ADMIN_SHIPPING_METHOD_NEW')}?channel=${encodeURIComponent(channel)}`}
            className={styles.button}
            data-testid="admin-shipping-add"
          >
            {t('adminShipping.add')}
          </Link>
          <Link to={path('ADMIN_PARCEL_LOCKERS')} className={cx(styles.button, styles.buttonSecondary)}>
            {t('adminShipping.lockersLink')}
          </Link>
        </div>
      }
    >
      <p className={styles.muted}>{t('adminShipping.intro')}</p>
      <AdminTabs
        label={t('adminShipping.channels')}
        param="channel"
        values={channels}
        current={channel}
        labelOf={(value) => value}
        testId="shipping-channels"
      />
      {actionData && !actionData.ok && (
        <AdminMessage tone="error">{localiseDeliveryMessage(t, actionData.message ?? '')}</AdminMessage>
      )}
      {actionData?.ok && <AdminMessage tone="success">{t('adminShipping.saved')}</AdminMessage>}
      {methods.length === 0 ? (
        <AdminEmpty title={t('adminShipping.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_SHIPPING_METHODS.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminShipping.columns.name')}</th>
                <th scope="col">{t('adminShipping.columns.carrier')}</th>
                <th scope="col">{t('adminShipping.columns.price')}</th>
                <th scope="col">{t('adminShipping.columns.freeAbove')}</th>
                <th scope="col">{t('adminShipping.columns.state')}</th>
                <th scope="col">{t('adminShipping.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {methods.map((method, index) => (
                <tr key={method.id} data-testid="admin-shipping-row">
                  <td data-label={t('adminShipping.columns.name')}>
                    <span>
                      <Link
                        to={path('ADMIN_SHIPPING_METHOD', { id: String(method.id) })}
                        className={styles.link}
                        data-testid="admin-shipping-edit"
                      >
                        {nameOf(method)}
                      </Link>{' '}
                      <span className={styles.mono}>{method.code}</span>
                    </span>
                  </td>
                  <td data-label={t('adminShipping.columns.carrier')}>
                    <span>
                      {method.carrier} · {t(`adminShipping.kinds.${method.kind}`)}
                    </span>
                  </td>
                  <td data-label={t('adminShipping.columns.price')}>
                    <span>{euros(method.price)}</span>
                  </td>
                  <td data-label={t('adminShipping.columns.freeAbove')}>
                    <span>{euros(method.freeAbove)}</span>
                  </td>
                  <td data-label={t('adminShipping.columns.state')}>
                    <span>
                      <Badge tone={method.enabled ? 'good' : 'plain'}>
                        {method.enabled ? t('adminShipping.on') : t('adminShipping.off')}
                      </Badge>
                    </span>
                  </td>
                  <td data-label={t('adminShipping.columns.actions')}>
                    <div className={styles.rowActionsInline}>
                      <Form method="post">
                        <input type="hidden" name="id" value={method.id} />
                        <input type="hidden" name="version" value={method.version} />
                        <SubmitButton intent="toggle" tone="secondary" testId="admin-shipping-toggle">
                          {method.enabled ? t('adminShipping.disable') : t('adminShipping.enable')}
                          <span className="visually-hidden"> {nameOf(method)}</span>
                        </SubmitButton>
                      </Form>
                      {index > 0 && (
                        <Form method="post">
                          <input type="hidden" name="id" value={method.id} />
                          <input type="hidden" name="position" value={index - 1} />
                          <SubmitButton intent="move" tone="secondary" testId="admin-shipping-up">
                            <span aria-hidden="true">↑</span>
                            <span className="visually-hidden">
                              {t('adminShipping.up')} {nameOf(method)}
                            </span>
                          </SubmitButton>
                        </Form>
                      )}
                      {index < methods.length - 1 && (
                        <Form method="post">
                          <input type="hidden" name="id" value={method.id} />
                          <input type="hidden" name="position" value={index + 1} />
                          <SubmitButton intent="move" tone="secondary" testId="admin-shipping-down">
                            <span aria-hidden="true">↓</span>
                            <span className="visually-hidden">
                              {t('adminShipping.down')} {nameOf(method)}
                            </span>
                          </SubmitButton>
                        </Form>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
