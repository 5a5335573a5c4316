import { redirect } from 'react-router';
import { downloadCoupons } from '~/data/admin-promotions.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/admin-promotion-coupons-export';

/**
 * A promotion's coupons as CSV (code, used, limit, expires), streamed from the admin API with its file name.
 * Under /admin, where the administrator's cookie is sent; refused, back to the promotion saying so.
 */
export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const file = await downloadCoupons(shop, args, args.params.id);
  if (!file) throw redirect(`${session.path('ADMIN_PROMOTION', { id: args.params.id })}?exportFailed=1`);
  return file;
}
