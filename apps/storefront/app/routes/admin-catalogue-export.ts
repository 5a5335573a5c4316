import { downloadExport } from '~/data/admin-catalogue-imports.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/admin-catalogue-export';

/**
 * The products list's export (`?format=shop-csv|shop-json|shopify-csv` and the list's filters), streamed
 * from the admin API as it is written, with its content-disposition. Refused, back to the list saying so.
 */
export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return downloadExport(shop, args, session.path('ADMIN_PRODUCTS'));
}
