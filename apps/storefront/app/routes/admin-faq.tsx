import { Link, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  Badge,
} from '~/components/admin/admin-ui.tsx';
import { loadFaqCategories } from '~/data/admin-faq.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-faq';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_FAQ');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return { categories: await loadFaqCategories(session) };
}

/**
 * The FAQ's categories (issue 22): name, address, entries and whether shown, each opening its form with
 * its entries. A table on wide screens, cards on phones (cells carry their labels).
 */
export default function AdminFaqRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { search } = useLocation();
  const { categories } = loaderData;
  const deleted = new URLSearchParams(search).has('deleted');
  return (
    <AdminPage title={t('routes.ADMIN_FAQ.title')}>
      <p className={styles.muted}>{t('adminFaq.intro')}</p>
      {deleted && <AdminMessage tone="success">{t('adminFaq.category.deleted')}</AdminMessage>}
      <div className={styles.actions}>
        <Link to={path('ADMIN_FAQ_CATEGORY_NEW')} className={styles.button} data-testid="faq-category-new">
          {t('adminFaq.category.add')}
        </Link>
      </div>
      {categories.length === 0 ? (
        <AdminEmpty title={t('adminFaq.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_FAQ.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminFaq.fields.name')}</th>
                <th scope="col">{t('adminFaq.fields.slug')}</th>
                <th scope="col">{t('adminFaq.columns.entries')}</th>
                <th scope="col">{t('adminFaq.fields.position')}</th>
                <th scope="col">{t('adminFaq.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => {
                const texts = category.translations as Record<
                  string,
                  { name: string; slug: string } | undefined
                >;
                const text = texts[locale] ?? Object.values(texts).find(Boolean);
                return (
                  <tr key={category.id} data-testid="faq-category-row">
                    <td data-label={t('adminFaq.fields.name')}>
                      <Link to={path('ADMIN_FAQ_CATEGORY', { id: String(category.id) })}>
                        {text?.name ?? category.code}
                      </Link>
                    </td>
                    <td data-label={t('adminFaq.fields.slug')}>
                      <span className={styles.mono}>{text?.slug ?? '—'}</span>
                    </td>
                    <td data-label={t('adminFaq.columns.entries')} className={styles.num}>
                      {category.entriesCount}
                    </td>
                    <td data-label={t('adminFaq.fields.position')} className={styles.num}>
                      {category.position}
                    </td>
                    <td data-label={t('adminFaq.columns.state')}>
                      {category.enabled ? (
                        <Badge tone="good">{t('adminFaq.shown')}</Badge>
                      ) : (
                        <Badge tone="warn">{t('adminFaq.hidden')}</Badge>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
