import { redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage } from '~/components/admin/admin-ui.tsx';
import { shopUrlBuilder } from '~/components/admin/products/editor-values.ts';
import { ProductEditor } from '~/components/admin/products/product-editor.tsx';
import { messageText, productStyles } from '~/components/admin/products/product-ui.tsx';
import { createProduct, loadAttributes, loadTaxonChoices } from '~/data/admin-products.server.ts';
import { emptyEditorValues } from '~/data/admin-product-views.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-product-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PRODUCT_NEW');

/** What the new product's pickers offer: the categories and the attributes with their values. */
export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const shop = getShopRequest(context);
  const session = requireAdminSession(shop, args);
  const [taxons, attributes] = await Promise.all([
    loadTaxonChoices(session, shop.locale),
    loadAttributes(session),
  ]);
  return { taxons, attributes, origin: url.origin };
}

/** POST /products, then on to the new product's page (variants and pictures are added there). */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const shop = getShopRequest(context);
  const session = requireAdminSession(shop, args);
  const result = await createProduct(session, await request.formData());
  if (result.ok) throw redirect(`${session.path('ADMIN_PRODUCT', { code: result.code })}?created=1`);
  return result;
}

export default function AdminProductNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { defaultLocale, newUrls } = useShop();
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <AdminPage
      title={t('routes.ADMIN_PRODUCT_NEW.title')}
      back={{ href: path('ADMIN_PRODUCTS'), label: t('adminProducts.editor.back') }}
    >
      <p className={productStyles.hint}>{t('adminProducts.editor.newHint')}</p>
      {refused && (
        <AdminMessage tone="error">
          {refused.message ? messageText(t, refused.message) : t('adminProducts.errors.fields')}
        </AdminMessage>
      )}
      <ProductEditor
        values={refused?.values ?? emptyEditorValues()}
        errors={refused?.fieldErrors}
        isNew
        withVariants={false}
        context={{
          taxons: loaderData.taxons,
          attributes: loaderData.attributes,
          options: [],
          channels: [],
          warehouses: [],
          urlOf: shopUrlBuilder({
            origin: loaderData.origin,
            defaultLocale,
            newUrls,
            code: '',
            shopId: null,
          }),
        }}
      />
    </AdminPage>
  );
}
