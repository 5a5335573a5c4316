import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminPagination,
  adminStyles as styles,
  Badge,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { PromotionForm } from '~/components/admin/catalogue-promotions/promotion-form.tsx';
import { cx } from '~/components/class-names.ts';
import { localInputValue } from '~/data/admin-catalogue-promotion-views.ts';
import { loadPromotionsScreen, promotionsAction } from '~/data/admin-catalogue-promotions.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-catalogue-promotions';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_CATALOGUE_PROMOTIONS');

export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return loadPromotionsScreen(session, args.url, shop.locale);
}

/** Save, enable, disable and delete (told apart by `intent`). */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return promotionsAction(shop, args, session, await args.request.formData());
}

const STATE_TONE = { running: 'good', scheduled: 'warn', ended: 'plain', disabled: 'plain' } as const;

/**
 * The sales (issue 22, docs/adr/0057-catalogue-promotions.md): a percentage off categories, brands or
 * products between two dates, with a badge. The list shows each sale's state, period, discount and the
 * number of products it covers (cards on a phone); the form below adds one or edits the opened one. Prices
 * in the shop follow a save at once.
 */
export default function AdminCataloguePromotionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { promotions, channels, taxons, brands, editing } = loaderData;
  const listPath = path('ADMIN_CATALOGUE_PROMOTIONS');
  const editHref = (code: string) => `${listPath}?edit=${encodeURIComponent(code)}`;
  const saved = actionData?.intent === 'save' && actionData.ok;
  const done = actionData && actionData.intent !== 'save' && actionData.ok ? actionData.intent : null;
  const period = (startsAt: string | null, endsAt: string | null) =>
    `${startsAt ? localInputValue(startsAt).replace('T', ' ') : '…'} – ${endsAt ? localInputValue(endsAt).replace('T', ' ') : '…'}`;
  return (
    <AdminPage title={t('routes.ADMIN_CATALOGUE_PROMOTIONS.title')}>
      <p className={styles.muted}>{t('adminCataloguePromotions.intro')}</p>
      {saved && <AdminMessage tone="success">{t('adminCataloguePromotions.saved')}</AdminMessage>}
      {done && <AdminMessage tone="success">{t(`adminCataloguePromotions.done.${done}`)}</AdminMessage>}
      {promotions.data.length === 0 ? (
        <AdminEmpty title={t('adminCataloguePromotions.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_CATALOGUE_PROMOTIONS.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCataloguePromotions.columns.sale')}</th>
                <th scope="col">{t('adminCataloguePromotions.columns.state')}</th>
                <th scope="col">{t('adminCataloguePromotions.columns.period')}</th>
                <th scope="col">{t('adminCataloguePromotions.columns.discount')}</th>
                <th scope="col">{t('adminCataloguePromotions.columns.products')}</th>
                <th scope="col">{t('adminCataloguePromotions.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {promotions.data.map((promotion) => {
                const label =
                  promotion.translations.lt?.label ?? Object.values(promotion.translations)[0]?.label ?? '';
                return (
                  <tr key={promotion.code} data-testid="admin-promotion-row" data-code={promotion.code}>
                    <td data-label={t('adminCataloguePromotions.columns.sale')}>
                      <span>
                        <span
                          className={styles.badge}
                          style={{
                            background: promotion.backgroundColor ?? undefined,
                            color: promotion.color ?? undefined,
                          }}
                        >
                          {label || promotion.code}
                        </span>{' '}
                        <span className={styles.mono}>{promotion.code}</span>
                      </span>
                    </td>
                    <td data-label={t('adminCataloguePromotions.columns.state')}>
                      <Badge tone={STATE_TONE[promotion.state]}>
                        {t(`adminCataloguePromotions.states.${promotion.state}`)}
                      </Badge>
                    </td>
                    <td data-label={t('adminCataloguePromotions.columns.period')}>
                      <span>{period(promotion.startsAt, promotion.endsAt)}</span>
                    </td>
                    <td data-label={t('adminCataloguePromotions.columns.discount')}>
                      <span>
                        {promotion.action.type === 'percentage'
                          ? `−${promotion.action.percent} %`
                          : `−${(promotion.action.amount / 100).toFixed(2)} €`}
                        {promotion.exclusive ? ` · ${t('adminCataloguePromotions.fields.exclusive')}` : ''}
                      </span>
                    </td>
                    <td data-label={t('adminCataloguePromotions.columns.products')}>
                      <span data-testid="admin-promotion-count">{promotion.productsInScope}</span>
                    </td>
                    <td data-label={t('adminCataloguePromotions.columns.actions')}>
                      <div className={styles.rowActions}>
                        <Link
                          to={editHref(promotion.code)}
                          className={cx(styles.button, styles.buttonSecondary)}
                          aria-label={t('adminCataloguePromotions.editOf', { code: promotion.code })}
                        >
                          {t('adminCataloguePromotions.edit')}
                        </Link>
                        <Form method="post">
                          <input type="hidden" name="code" value={promotion.code} />
                          <SubmitButton intent={promotion.enabled ? 'disable' : 'enable'} tone="secondary">
                            {promotion.enabled
                              ? t('adminCataloguePromotions.disable')
                              : t('adminCataloguePromotions.enable')}
                          </SubmitButton>
                        </Form>
                        <details className={styles.confirm}>
                          <summary
                            className={cx(styles.button, styles.buttonDanger)}
                            aria-label={t('adminCataloguePromotions.deleteOf', { code: promotion.code })}
                          >
                            {t('adminCataloguePromotions.delete')}
                          </summary>
                          <Form method="post" className={styles.confirmBody}>
                            <input type="hidden" name="code" value={promotion.code} />
                            <p>{t('adminCataloguePromotions.deleteQuestion', { code: promotion.code })}</p>
                            <SubmitButton intent="delete" tone="danger">
                              {t('adminCataloguePromotions.deleteConfirm')}
                            </SubmitButton>
                          </Form>
                        </details>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={promotions.meta} />
      <PromotionForm
        channels={channels}
        taxons={taxons}
        brands={brands}
        editing={editing}
        result={actionData?.intent === 'save' ? actionData : null}
        cancelHref={listPath}
      />
    </AdminPage>
  );
}
