import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminPage,
  AdminPagination,
  adminStyles as styles,
  Badge,
} from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { loadPromotionsScreen } from '~/data/admin-promotions.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-promotions';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PROMOTIONS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadPromotionsScreen(session, args.url);
}

/**
 * Cart promotions (issue 22): the list by priority with its search and enabled/active filters; a table
 * whose cells carry their labels, so it becomes cards on phones; each links to its form.
 */
export default function AdminPromotionsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useShop();
  const path = useRoutePath();
  const { promotions, filters } = loaderData;
  const listPath = path('ADMIN_PROMOTIONS');
  const filtered = Boolean(filters.search || filters.enabled || filters.active);
  const flagFilter = (name: 'enabled' | 'active') => (
    <div className={styles.filterField}>
      <label htmlFor={`admin-promotions-${name}`}>{t(`adminPromotions.filters.${name}`)}</label>
      <select
        id={`admin-promotions-${name}`}
        name={name}
        defaultValue={filters[name]}
        className={styles.input}
      >
        <option value="">{t('adminPromotions.filters.any')}</option>
        <option value="true">{t('admin.yes')}</option>
        <option value="false">{t('admin.no')}</option>
      </select>
    </div>
  );
  return (
    <AdminPage
      title={t('routes.ADMIN_PROMOTIONS.title')}
      actions={
        <Link to={path('ADMIN_PROMOTION_NEW')} className={styles.button} data-testid="admin-promotion-new">
          {t('adminPromotions.new')}
        </Link>
      }
    >
      <p className={styles.muted}>{t('adminPromotions.intro')}</p>
      <Form method="get" className={styles.filters} role="search">
        <div className={styles.filterField}>
          <label htmlFor="admin-promotions-search">{t('adminPromotions.filters.search')}</label>
          <input
            id="admin-promotions-search"
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={200}
            className={styles.input}
            data-testid="admin-promotions-search"
          />
        </div>
        {flagFilter('enabled')}
        {flagFilter('active')}
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('admin.filter')}
          </button>
          {filtered && (
            <Link to={listPath} className={cx(styles.button, styles.buttonSecondary)}>
              {t('admin.clearFilter')}
            </Link>
          )}
        </div>
      </Form>
      {promotions.data.length === 0 ? (
        <AdminEmpty
          title={t('adminPromotions.empty')}
          hint={filtered ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_PROMOTIONS.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminPromotions.fields.code')}</th>
                <th scope="col">{t('adminPromotions.columns.label')}</th>
                <th scope="col">{t('adminPromotions.fields.priority')}</th>
                <th scope="col">{t('adminPromotions.columns.state')}</th>
                <th scope="col">{t('adminPromotions.columns.used')}</th>
              </tr>
            </thead>
            <tbody>
              {promotions.data.map((promotion) => (
                <tr key={promotion.id} data-testid="admin-promotion-row">
                  <td data-label={t('adminPromotions.fields.code')}>
                    <Link to={path('ADMIN_PROMOTION', { id: String(promotion.id) })} className={styles.mono}>
                      {promotion.code}
                    </Link>
                  </td>
                  <td data-label={t('adminPromotions.columns.label')}>
                    <span>{promotion.labels[locale] ?? Object.values(promotion.labels)[0] ?? ''}</span>
                  </td>
                  <td data-label={t('adminPromotions.fields.priority')}>
                    <span>{promotion.priority}</span>
                  </td>
                  <td data-label={t('adminPromotions.columns.state')}>
                    <span>
                      <Badge tone={promotion.active ? 'good' : 'plain'}>
                        {promotion.active
                          ? t('adminPromotions.active')
                          : promotion.enabled
                            ? t('adminPromotions.notNow')
                            : t('adminPromotions.disabled')}
                      </Badge>
                      {promotion.couponBased &&
                        ` · ${t('adminPromotions.couponCount', { count: promotion.couponCount })}`}
                      {promotion.exclusive && ` · ${t('adminPromotions.exclusiveShort')}`}
                    </span>
                  </td>
                  <td data-label={t('adminPromotions.columns.used')}>
                    <span>
                      {promotion.usageLimit === null
                        ? promotion.used
                        : `${promotion.used} / ${promotion.usageLimit}`}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={promotions.meta} />
    </AdminPage>
  );
}
