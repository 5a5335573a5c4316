import { downloadImportReport } from '~/data/admin-catalogue-imports.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/admin-catalogue-import-report';

/**
 * An import's full report (CSV: row, column, product, message), streamed from the admin API with its file
 * name. Under /admin, where the administrator's cookie is sent; refused, back to the import saying so.
 */
export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const id = args.params.id;
  return downloadImportReport(shop, args, id, session.path('ADMIN_CATALOGUE_IMPORT', { id }));
}
