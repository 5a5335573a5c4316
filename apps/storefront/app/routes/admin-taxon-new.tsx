import { redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage, adminStyles } from '~/components/admin/admin-ui.tsx';
import { TaxonForm } from '~/components/admin/taxonomy/taxon-editor.tsx';
import { taxonName } from '~/components/admin/taxonomy/taxon-tree-model.ts';
import { findTaxon } from '~/components/admin/taxonomy/taxon-tree-model.ts';
import { TaxonsScreen } from '~/components/admin/taxonomy/taxons-screen.tsx';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes.tsx';
import { createTaxon, loadTaxonTree, requireTaxonomySession } from '~/data/admin-taxonomy.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-taxon-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_TAXON_NEW');

/** The tree and, from `?parent=`, the category the new one goes into (ignored when unknown). */
export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const tree = await loadTaxonTree(session);
  const parent = findTaxon(tree, args.url.searchParams.get('parent'))?.taxon.code ?? null;
  return { tree, parent };
}

/** Creates the category and opens it; refused, the form comes back with each field's error. */
export async function action(args: Route.ActionArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  const result = await createTaxon(session, await args.request.formData());
  if (result.ok && result.code) throw redirect(session.path('ADMIN_TAXON', { code: result.code }));
  return result;
}

export default function AdminTaxonNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const parent = findTaxon(loaderData.tree, loaderData.parent)?.taxon;
  return (
    <AdminPage
      title={t('routes.ADMIN_TAXON_NEW.title')}
      back={{ href: path('ADMIN_TAXONS'), label: t('adminTaxons.tree.back') }}
    >
      <TaxonsScreen tree={loaderData.tree} current={null}>
        <section className={adminStyles.panel} aria-labelledby="admin-taxon-new-title">
          <h2 id="admin-taxon-new-title" className={adminStyles.panelTitle}>
            {parent
              ? t('adminTaxons.taxon.newIn', { parent: taxonName(parent, locale) })
              : t('adminTaxons.taxon.newTop')}
          </h2>
          <UnsavedChangesGuard>
            <TaxonForm tree={loaderData.tree} taxon={null} parent={loaderData.parent} result={actionData} />
          </UnsavedChangesGuard>
        </section>
      </TaxonsScreen>
    </AdminPage>
  );
}
