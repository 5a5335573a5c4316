import { AccountLayout } from '~/components/account/account-layout.tsx';
import { LoyaltyAccountPage } from '~/components/loyalty/loyalty-account.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { changeLoyalty, loadLoyaltyAccount, loadLoyaltyBenefits } from '~/data/loyalty.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-loyalty';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_LOYALTY');

/** The account is awaited; the benefits stream in behind skeletons (a failure reaches the error page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  await requireCustomer(shop, new URL(request.url));
  const benefits = loadLoyaltyBenefits(shop);
  return { account: await loadLoyaltyAccount(shop), benefits };
}

/** Join, or leave after the page's confirmation. */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  await requireCustomer(shop, new URL(request.url));
  return changeLoyalty(shop, await request.formData());
}

export default function AccountLoyaltyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountLayout section="ACCOUNT_LOYALTY">
      <LoyaltyAccountPage account={loaderData.account} benefits={loaderData.benefits} result={actionData} />
    </AccountLayout>
  );
}
