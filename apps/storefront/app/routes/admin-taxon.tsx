import { data, redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage, adminStyles } from '~/components/admin/admin-ui.tsx';
import {
  TaxonDelete,
  TaxonForm,
  TaxonPicture,
  TaxonPlaceForms,
} from '~/components/admin/taxonomy/taxon-editor.tsx';
import { taxonName } from '~/components/admin/taxonomy/taxon-tree-model.ts';
import { TaxonsScreen } from '~/components/admin/taxonomy/taxons-screen.tsx';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes.tsx';
import {
  changeTaxon,
  loadTaxon,
  loadTaxonTree,
  requireTaxonomySession,
} from '~/data/admin-taxonomy.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-taxon';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_TAXON', args.loaderData?.taxon.code);

export async function loader(args: Route.LoaderArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  const [tree, taxon] = await Promise.all([loadTaxonTree(session), loadTaxon(session, args.params.code)]);
  if (!taxon) throw data('Not Found', { status: 404 });
  return { tree, taxon };
}

/**
 * The category's forms (`intent`): save, move (also the tree's drag and drop), delete, picture upload and
 * removal. A deleted category leaves for the tree; everything else answers on the page.
 */
export async function action(args: Route.ActionArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  const result = await changeTaxon(session, args.params.code, await args.request.formData());
  if (result.ok && result.form === 'delete') throw redirect(session.path('ADMIN_TAXONS'));
  return result;
}

export default function AdminTaxonRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { tree, taxon } = loaderData;
  return (
    <AdminPage
      title={taxonName(taxon, locale)}
      back={{ href: path('ADMIN_TAXONS'), label: t('adminTaxons.tree.back') }}
    >
      <TaxonsScreen tree={tree} current={taxon.code}>
        <UnsavedChangesGuard>
          <section className={adminStyles.panel} aria-labelledby="admin-taxon-edit-title">
            <h2 id="admin-taxon-edit-title" className={adminStyles.panelTitle}>
              {t('adminTaxons.taxon.edit', { code: taxon.code })}
            </h2>
            <TaxonForm key={taxon.code} tree={tree} taxon={taxon} parent={taxon.parent} result={actionData} />
          </section>
        </UnsavedChangesGuard>
        <TaxonPlaceForms tree={tree} taxon={taxon} result={actionData} />
        <TaxonPicture taxon={taxon} result={actionData} />
        <TaxonDelete taxon={taxon} result={actionData} />
      </TaxonsScreen>
    </AdminPage>
  );
}
