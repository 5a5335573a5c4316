import { uploadContentPicture } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/admin-content-block-pictures';

/** The block and banner forms' picture upload (a fetcher's POST): forwarded to the API, its path back. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  requireAdminSession(shop, args);
  return uploadContentPicture(shop, args, await args.request.formData());
}
