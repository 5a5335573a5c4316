import { redirect } from 'react-router';
import { AccountLayout } from '~/components/account/account-layout.tsx';
import { AddressForm } from '~/components/account/address-form.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { loadAddress, saveAddress } from '~/data/account-profile.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { routePath } from '~/routing/route-path.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-address-edit';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ADDRESS_EDIT');

/** Another customer's address, or one that is gone, is "not found". */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  await requireCustomer(shop, new URL(request.url));
  const address = await loadAddress(shop, params.addressId);
  if (!address) throw new Response('Not Found', { status: 404 });
  return { address };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const customer = await requireCustomer(shop, new URL(request.url));
  const address = await loadAddress(shop, params.addressId);
  if (!address) throw new Response('Not Found', { status: 404 });
  const result = await saveAddress(shop, customer.id, address.id, await request.formData());
  if (result.ok) throw redirect(routePath('ACCOUNT_ADDRESSES', shop.locale, {}, shop.defaultLocale));
  return result;
}

export default function AccountAddressEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountLayout section="ACCOUNT_ADDRESSES" title={t('routes.ACCOUNT_ADDRESS_EDIT.title')}>
      <AddressForm address={loaderData.address} result={actionData} />
    </AccountLayout>
  );
}
