import { Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminPagination,
  adminStyles,
} from '~/components/admin/admin-ui.tsx';
import { ExportMenu } from '~/components/admin/catalogue-imports/export-menu.tsx';
import { BulkActions, PricePreview } from '~/components/admin/products/bulk-actions.tsx';
import { messageText } from '~/components/admin/products/product-ui.tsx';
import { ProductFiltersForm, ProductsTable } from '~/components/admin/products/products-table.tsx';
import { loadProductsList, runBulkAction } from '~/data/admin-products.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-products';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PRODUCTS');

/** The products table: search, filters, sort and page from the URL, and what the filters offer. */
export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const shop = getShopRequest(context);
  const session = requireAdminSession(shop, args);
  const list = await loadProductsList(session, url, shop.locale);
  return {
    ...list,
    deleted: url.searchParams.get('deleted')?.slice(0, 64) ?? null,
    exportFailed: url.searchParams.has('exportFailed'),
  };
}

/** A bulk action over the ticked products (a price change is previewed before it is applied). */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  const form = await request.formData();
  const result = await runBulkAction(session, form);
  return {
    result,
    selected: form.getAll('codes').map(String),
    values: {
      bulkAction: String(form.get('bulkAction') ?? ''),
      taxon: String(form.get('taxon') ?? ''),
      percent: String(form.get('percent') ?? ''),
      channel: String(form.get('channel') ?? ''),
    },
  };
}

export default function AdminProductsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { filters, products, taxons, brands, deleted, exportFailed } = loaderData;
  const result = actionData?.result;
  const filtered = Boolean(
    filters.search || filters.taxon || filters.brand || filters.enabled || filters.stock,
  );
  return (
    <AdminPage
      title={t('routes.ADMIN_PRODUCTS.title')}
      actions={
        <div className={adminStyles.actions}>
          <ExportMenu filters={filters} filtered={filtered} />
          <Link to={path('ADMIN_PRODUCT_NEW')} className={adminStyles.button} data-testid="admin-product-new">
            {t('adminProducts.list.new')}
          </Link>
        </div>
      }
    >
      {exportFailed && <AdminMessage tone="error">{t('adminImports.export.failed')}</AdminMessage>}
      {deleted && (
        <AdminMessage tone="success">{t('adminProducts.delete.deletedCode', { code: deleted })}</AdminMessage>
      )}
      {result?.kind === 'done' && (
        <AdminMessage tone="success">
          {t(`adminProducts.bulk.done.${result.action}`, { count: result.changed })}
        </AdminMessage>
      )}
      {result?.kind === 'refused' && (result.message || result.stale) && (
        <AdminMessage tone="error">
          {result.message ? messageText(t, result.message) : t('adminProducts.errors.failed')}
        </AdminMessage>
      )}
      <ProductFiltersForm filters={filters} taxons={taxons} brands={brands} />
      {result?.kind === 'preview' && <PricePreview preview={result.preview} />}
      {products.data.length === 0 ? (
        <AdminEmpty
          title={t(filtered ? 'adminProducts.list.emptyFiltered' : 'adminProducts.list.empty')}
          hint={filtered ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        <>
          <BulkActions
            taxons={taxons}
            errors={result?.kind === 'refused' ? result.fieldErrors : undefined}
            values={actionData?.values}
          />
          <ProductsTable products={products.data} sort={filters.sort} selected={actionData?.selected ?? []} />
        </>
      )}
      <AdminPagination meta={products.meta} />
    </AdminPage>
  );
}
