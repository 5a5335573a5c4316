import { redirect } from 'react-router';
import { AccountLayout } from '~/components/account/account-layout.tsx';
import { AddressForm } from '~/components/account/address-form.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { saveAddress } from '~/data/account-profile.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { routePath } from '~/routing/route-path.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-address-new';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ADDRESS_NEW');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCustomer(getShopRequest(context), new URL(request.url));
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const customer = await requireCustomer(shop, new URL(request.url));
  const result = await saveAddress(shop, customer.id, null, await request.formData());
  if (result.ok) throw redirect(routePath('ACCOUNT_ADDRESSES', shop.locale, {}, shop.defaultLocale));
  return result;
}

export default function AccountAddressNewRoute({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountLayout section="ACCOUNT_ADDRESSES" title={t('routes.ACCOUNT_ADDRESS_NEW.title')}>
      <AddressForm address={null} result={actionData} />
    </AccountLayout>
  );
}
