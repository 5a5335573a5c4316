import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminEmpty, AdminPage } from '~/components/admin/admin-ui.tsx';
import { TaxonsScreen } from '~/components/admin/taxonomy/taxons-screen.tsx';
import { loadTaxonTree } from '~/data/admin-taxonomy.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import type { Route } from './+types/admin-taxons';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_TAXONS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return { tree: await loadTaxonTree(session) };
}

/** The category tree with a hint where the editor will be. */
export default function AdminTaxonsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminPage title={t('routes.ADMIN_TAXONS.title')}>
      <TaxonsScreen tree={loaderData.tree} current={null}>
        <AdminEmpty title={t('adminTaxons.tree.choose')} hint={t('adminTaxons.tree.chooseHint')} />
      </TaxonsScreen>
    </AdminPage>
  );
}
