import { redirect } from 'react-router';
import { downloadRedirects } from '~/data/admin-redirects.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/admin-redirects-export';

/**
 * Every redirect as CSV (the import's columns), streamed from the admin API with its file name. Under
 * /admin, where the administrator's cookie is sent; refused, back to the redirects screen saying so.
 */
export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const file = await downloadRedirects(shop, args);
  if (!file) throw redirect(`${session.path('ADMIN_REDIRECTS')}?exportFailed=1`);
  return file;
}
