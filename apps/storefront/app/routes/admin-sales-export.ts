import { redirect } from 'react-router';
import { downloadSalesOrders } from '~/data/admin-sales.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/admin-sales-export';

/**
 * The dashboard period's orders as CSV, streamed from the admin API with its file name. Under /admin, where
 * the administrator's cookie is sent; refused, back to the dashboard saying so.
 */
export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const file = await downloadSalesOrders(shop, args);
  if (!file) {
    const query = new URL(args.request.url).searchParams;
    query.set('exportFailed', '1');
    throw redirect(`${session.path('ADMIN_DASHBOARD')}?${query}`);
  }
  return file;
}
