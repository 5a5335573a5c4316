import { AccountLayout } from '~/components/account/account-layout.tsx';
import { AddressBook } from '~/components/account/address-book.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { changeAddressBook, loadAddressBook } from '~/data/account-profile.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-addresses';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ADDRESSES');

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  await requireCustomer(shop, new URL(request.url));
  return { addresses: await loadAddressBook(shop) };
}

/** The list's buttons: delete an address, make one the default. */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const customer = await requireCustomer(shop, new URL(request.url));
  return changeAddressBook(shop, customer.id, await request.formData());
}

export default function AccountAddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountLayout section="ACCOUNT_ADDRESSES">
      <AddressBook addresses={loaderData.addresses} result={actionData} />
    </AccountLayout>
  );
}
