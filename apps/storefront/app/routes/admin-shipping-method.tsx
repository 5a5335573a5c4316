import { SHIPPING_METHOD_USED_MESSAGE } from '@shop/contracts';
import { data, Form, redirect, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage, adminStyles, ConfirmSubmit } from '~/components/admin/admin-ui.tsx';
import { localiseDeliveryMessage } from '~/components/admin/delivery/delivery-messages.ts';
import { ShippingMethodForm } from '~/components/admin/delivery/shipping-method-form.tsx';
import { adminRawCaller } from '~/data/admin-product-api.server.ts';
import { loadShippingMethodScreen, shippingMethodAction } from '~/data/admin-shipping-method-form.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-shipping-method';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_SHIPPING_METHOD');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const screen = await loadShippingMethodScreen(session, args.params.id, args.url);
  if (!screen?.method) throw data(null, { status: 404 });
  return { ...screen, method: screen.method };
}

/** Save or delete; deleted: back to the channel's list. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const form = await args.request.formData();
  const result = await shippingMethodAction(session, adminRawCaller(shop, args), args.params.id, form);
  if (result.intent === 'delete' && result.ok) {
    throw redirect(
      `${session.path('ADMIN_SHIPPING_METHODS')}?channel=${encodeURIComponent(String(form.get('channel') ?? ''))}`,
    );
  }
  return result;
}

/**
 * One delivery method (issue 22, docs/adr/0062-delivery-and-loyalty-settings.md): its form, and deleting it,
 * which the API refuses (409) once orders were delivered with it: the page says so and suggests disabling.
 */
export default function AdminShippingMethodRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { search } = useLocation();
  const { method } = loaderData;
  const result = actionData ?? null;
  const saved = result?.intent === 'save' && result.ok;
  const created = new URLSearchParams(search).has('created');
  const deleteRefused = result?.intent === 'delete' && !result.ok ? result : null;
  return (
    <AdminPage
      title={`${t('routes.ADMIN_SHIPPING_METHOD.title')} ${method.code}`}
      back={{
        href: `${path('ADMIN_SHIPPING_METHODS')}?channel=${encodeURIComponent(method.channel)}`,
        label: t('routes.ADMIN_SHIPPING_METHODS.title'),
      }}
    >
      {(saved || (created && !result)) && (
        <AdminMessage tone="success">
          {saved ? t('adminShipping.form.saved') : t('adminShipping.form.created')}
        </AdminMessage>
      )}
      {deleteRefused && (
        <AdminMessage tone="error">
          {localiseDeliveryMessage(t, deleteRefused.message ?? SHIPPING_METHOD_USED_MESSAGE)}
        </AdminMessage>
      )}
      <ShippingMethodForm method={method} channel={method.channel} result={result} />
      <section className={adminStyles.panel} aria-labelledby="shipping-delete">
        <h2 id="shipping-delete" className={adminStyles.panelTitle}>
          {t('adminShipping.form.delete')}
        </h2>
        {method.orders > 0 && (
          <p className={adminStyles.muted}>{t('adminShipping.form.used', { count: method.orders })}</p>
        )}
        <Form method="post">
          <input type="hidden" name="channel" value={method.channel} />
          <ConfirmSubmit
            intent="delete"
            label={t('adminShipping.form.delete')}
            question={t('adminShipping.form.deleteQuestion', { code: method.code })}
            confirmLabel={t('adminShipping.form.deleteConfirm')}
            testId="shipping-method-delete"
          />
        </Form>
      </section>
    </AdminPage>
  );
}
