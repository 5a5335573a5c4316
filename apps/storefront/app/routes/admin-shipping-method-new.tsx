import { data, redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage } from '~/components/admin/admin-ui.tsx';
import { ShippingMethodForm } from '~/components/admin/delivery/shipping-method-form.tsx';
import { adminRawCaller } from '~/data/admin-product-api.server.ts';
import { loadShippingMethodScreen, shippingMethodAction } from '~/data/admin-shipping-method-form.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-shipping-method-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_SHIPPING_METHOD_NEW');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const screen = await loadShippingMethodScreen(session, null, args.url);
  if (!screen) throw data(null, { status: 404 });
  return screen;
}

/** Created: on to the method's own screen; refused: the form again with every problem. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const form = await args.request.formData();
  const result = await shippingMethodAction(session, adminRawCaller(shop, args), null, form);
  if (result.ok && result.id !== null) {
    throw redirect(`${session.path('ADMIN_SHIPPING_METHOD', { id: String(result.id) })}?created=1`);
  }
  return result;
}

/** A new delivery method of a channel (issue 22, docs/adr/0062-delivery-and-loyalty-settings.md). */
export default function AdminShippingMethodNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  return (
    <AdminPage
      title={`${t('routes.ADMIN_SHIPPING_METHOD_NEW.title')} · ${loaderData.channel}`}
      back={{
        href: `${path('ADMIN_SHIPPING_METHODS')}?channel=${encodeURIComponent(loaderData.channel)}`,
        label: t('routes.ADMIN_SHIPPING_METHODS.title'),
      }}
    >
      <ShippingMethodForm method={null} channel={loaderData.channel} result={actionData ?? null} />
    </AdminPage>
  );
}
