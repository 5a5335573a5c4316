import { data, redirect } from 'react-router';
import styles from '~/components/auth/auth-page.module.css';
import { BusinessAccessForm } from '~/components/auth/business-access-form.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { businessAccessState, requestBusinessAccess } from '~/data/business-access.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routePath } from '~/routing/route-path.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/business-access';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'BUSINESS_ACCESS');

/**
 * The business shop only (b2b, issue 18): a retail customer signed in there asks for business access; a
 * customer who asked already is told it waits for approval; an approved company goes on to the shop.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  if (!shop.channel.requiresLogin) throw data('Not Found', { status: 404 });
  const customer = await requireCustomer(shop, new URL(request.url));
  const state = businessAccessState(customer);
  if (state === 'buyer') throw redirect(routePath('index', shop.locale, {}, shop.defaultLocale));
  return {
    pending: state === 'pending',
    defaults: {
      companyName: customer.companyName ?? undefined,
      companyCode: customer.companyCode ?? undefined,
      vatNumber: customer.vatNumber ?? undefined,
      countryCode: customer.countryCode ?? undefined,
      city: customer.city ?? undefined,
      street: customer.street ?? undefined,
      houseNumber: customer.houseNumber ?? undefined,
      postCode: customer.postCode ?? undefined,
    },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  if (!shop.channel.requiresLogin) throw data('Not Found', { status: 404 });
  await requireCustomer(shop, new URL(request.url));
  return requestBusinessAccess(shop, await request.formData());
}

export default function BusinessAccessRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <BusinessAccessForm pending={loaderData.pending} result={actionData} defaults={loaderData.defaults} />
    </div>
  );
}
