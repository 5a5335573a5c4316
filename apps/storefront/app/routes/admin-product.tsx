import { Form, redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage, adminStyles, Badge, useSubmitting } from '~/components/admin/admin-ui.tsx';
import { editorValues, priceChannels, shopUrlBuilder } from '~/components/admin/products/editor-values.ts';
import { DownloadsPanel } from '~/components/admin/products/downloads-panel.tsx';
import { PicturesPanel } from '~/components/admin/products/pictures-panel.tsx';
import { ProductEditor } from '~/components/admin/products/product-editor.tsx';
import { messageText } from '~/components/admin/products/product-ui.tsx';
import { VARIANT_DELETE_FORM } from '~/components/admin/products/variants-grid.tsx';
import {
  adminRawCaller,
  changeImage,
  deleteDownload,
  deleteImage,
  deleteProduct,
  deleteVariant,
  loadChoices,
  loadProduct,
  saveProduct,
  shopProduct,
  uploadDownload,
  uploadImages,
} from '~/data/admin-products.server.ts';
import { translated } from '~/data/admin-product-views.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '~/components/class-names.ts';
import { shellFromMatches } from '~/shell/route-meta.ts';
import type { Route } from './+types/admin-product';

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  const locale = shellFromMatches(args.matches)?.locale ?? 'lt';
  const name = product
    ? (translated(product.translations, locale, (t) => t.name) ?? product.code)
    : undefined;
  return adminMeta(args, 'ADMIN_PRODUCT', name);
};

/** The product, what its pickers offer, and its page in the shop (when shoppers can see it). */
export async function loader(args: Route.LoaderArgs) {
  const { context, params, url } = args;
  const shop = getShopRequest(context);
  const session = requireAdminSession(shop, args);
  const [product, choices, inShop] = await Promise.all([
    loadProduct(session, params.code),
    loadChoices(session, shop.locale),
    shopProduct(shop, params.code),
  ]);
  if (!product) throw new Response('Not Found', { status: 404 });
  return {
    product,
    ...choices,
    inShop,
    origin: url.origin,
    channels: priceChannels(product, shop.channel.code),
    notice: url.searchParams.has('created') ? 'created' : url.searchParams.has('saved') ? 'saved' : null,
  };
}

/**
 * Save (product and variants together), delete, a variant's delete, the pictures' upload, order, main, alt
 * texts, delete, and the downloads' upload and delete.
 */
export async function action(args: Route.ActionArgs) {
  const { context, request, params, url } = args;
  const shop = getShopRequest(context);
  const session = requireAdminSession(shop, args);
  const raw = adminRawCaller(shop, args);
  const code = params.code;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  if (intent === 'delete') {
    const result = await deleteProduct(raw, code);
    if (result.ok && result.outcome === 'deleted') {
      const list = session.path('ADMIN_PRODUCTS');
      throw redirect(`${list}?${new URLSearchParams({ deleted: code })}`);
    }
    return { kind: 'delete' as const, result };
  }
  if (intent === 'variant-delete')
    return { kind: 'variant' as const, result: await deleteVariant(raw, form) };
  if (intent === 'download-upload')
    return { kind: 'download' as const, result: await uploadDownload(raw, code, form) };
  if (intent === 'download-delete')
    return { kind: 'download' as const, result: await deleteDownload(raw, code, form) };
  if (intent === 'image-upload')
    return { kind: 'image' as const, result: await uploadImages(raw, code, form) };
  if (intent === 'image-delete')
    return { kind: 'image' as const, result: await deleteImage(raw, code, form) };
  if (intent.startsWith('image-'))
    return { kind: 'image' as const, result: await changeImage(session, code, form) };
  const result = await saveProduct(session, code, form);
  if (!result) throw new Response('Not Found', { status: 404 });
  if (result.ok) throw redirect(`${url.pathname}?saved=1`);
  return { kind: 'save' as const, result };
}

export default function AdminProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const submitting = useSubmitting();
  const { locale, defaultLocale, newUrls } = useShop();
  const { product, inShop, notice } = loaderData;
  const refusedSave = actionData?.kind === 'save' && !actionData.result.ok ? actionData.result : null;
  const values = editorValues(product, refusedSave);
  const name = translated(product.translations, locale, (tr) => tr.name) ?? product.code;
  const actionResult = actionData && actionData.kind !== 'save' ? actionData.result : null;
  const refusedOf = (kind: 'image' | 'download') =>
    actionData?.kind === kind && !actionData.result.ok ? actionData.result.fieldErrors : undefined;
  const editorKey = [
    product.version,
    ...product.variants.map((variant) => `${variant.code}:${variant.version}`),
  ].join('|');
  return (
    <AdminPage
      title={name}
      back={{ href: path('ADMIN_PRODUCTS'), label: t('adminProducts.editor.back') }}
      actions={
        <div className={adminStyles.actions}>
          <Badge tone={product.enabled ? 'good' : 'plain'}>
            {t(product.enabled ? 'adminProducts.list.on' : 'adminProducts.list.off')}
          </Badge>
          {inShop ? (
            <a
              href={inShop.path}
              target="_blank"
              rel="noopener"
              className={cx(adminStyles.button, adminStyles.buttonSecondary)}
              data-testid="admin-product-view-in-shop"
            >
              {t('adminProducts.editor.viewInShop')}
              <span className={adminStyles.muted}> ↗</span>
            </a>
          ) : (
            <span className={adminStyles.muted} data-testid="admin-product-not-in-shop">
              {t('adminProducts.editor.notInShop')}
            </span>
          )}
          <details className={adminStyles.confirm}>
            <summary
              className={cx(adminStyles.button, adminStyles.buttonDanger)}
              data-testid="admin-product-delete"
            >
              {t('adminProducts.delete.button')}
            </summary>
            <Form method="post" className={adminStyles.confirmBody}>
              <p>
                {t(
                  product.ordered ? 'adminProducts.delete.questionOrdered' : 'adminProducts.delete.question',
                  { code: product.code },
                )}
              </p>
              <button
                type="submit"
                name="intent"
                value="delete"
                className={cx(adminStyles.button, adminStyles.buttonDanger)}
                disabled={submitting}
                data-testid="admin-product-delete-confirm"
              >
                {t('adminProducts.delete.confirm')}
              </button>
            </Form>
          </details>
        </div>
      }
    >
      {notice && !actionData && (
        <AdminMessage tone="success">{t(`adminProducts.editor.${notice}`)}</AdminMessage>
      )}
      {refusedSave?.stale && (
        <p className={adminStyles.error} role="alert" data-testid="admin-product-stale">
          {t('adminProducts.errors.stale')}{' '}
          <a href={path('ADMIN_PRODUCT', { code: product.code })}>{t('adminProducts.errors.reload')}</a>
        </p>
      )}
      {refusedSave && !refusedSave.stale && (
        <AdminMessage tone="error">
          {refusedSave.message ? messageText(t, refusedSave.message) : t('adminProducts.errors.fields')}
        </AdminMessage>
      )}
      {actionResult?.ok && <AdminMessage tone="success">{messageText(t, actionResult.message)}</AdminMessage>}
      {actionResult && !actionResult.ok && actionResult.message && (
        <AdminMessage tone="error">{messageText(t, actionResult.message)}</AdminMessage>
      )}
      <ProductEditor
        key={editorKey}
        values={values}
        errors={refusedSave?.fieldErrors}
        isNew={false}
        withVariants
        context={{
          taxons: loaderData.taxons,
          attributes: loaderData.attributes,
          options: loaderData.options,
          channels: loaderData.channels,
          warehouses: product.warehouses,
          sales: { channels: loaderData.salesChannels, warehouses: loaderData.stockWarehouses },
          urlOf: shopUrlBuilder({
            origin: loaderData.origin,
            defaultLocale,
            newUrls,
            code: product.code,
            shopId: inShop?.id ?? null,
          }),
        }}
      />
      {/* A variant's delete button (in the grid, inside the editor's form) submits this form. */}
      <Form method="post" id={VARIANT_DELETE_FORM} preventScrollReset hidden>
        <input type="hidden" name="intent" value="variant-delete" />
      </Form>
      <PicturesPanel images={product.images} productName={name} errors={refusedOf('image')} />
      <DownloadsPanel downloads={product.downloads} errors={refusedOf('download')} />
    </AdminPage>
  );
}
