import { Form, Link, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminPagination,
  adminStyles as styles,
  Badge,
} from '~/components/admin/admin-ui.tsx';
import { sectionLabel } from '~/components/admin/content/article-form.tsx';
import { cx } from '~/components/class-names.ts';
import { loadArticlesScreen } from '~/data/admin-articles.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-articles';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_ARTICLES');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadArticlesScreen(session, args.url);
}

const STATE_TONES = { draft: 'plain', scheduled: 'warn', published: 'good' } as const;

/**
 * News articles (issue 22): newest first, with a search, the section and state filters (draft, scheduled,
 * published) and each article's state; a new article, and the sections' screen.
 */
export default function AdminArticlesRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { search } = useLocation();
  const { articles, sections, filters } = loaderData;
  const filtered = Boolean(filters.search || filters.section || filters.state);
  const sectionName = (id: number) => {
    const section = sections.find((candidate) => candidate.id === id);
    return section ? sectionLabel(section, locale) : '';
  };
  return (
    <AdminPage
      title={t('routes.ADMIN_ARTICLES.title')}
      actions={
        <div className={styles.actions}>
          <Link to={path('ADMIN_ARTICLE_SECTIONS')} className={cx(styles.button, styles.buttonSecondary)}>
            {t('routes.ADMIN_ARTICLE_SECTIONS.title')}
          </Link>
          <Link to={path('ADMIN_ARTICLE_NEW')} className={styles.button} data-testid="article-new">
            {t('adminContent.article.new')}
          </Link>
        </div>
      }
    >
      {new URLSearchParams(search).has('deleted') && (
        <AdminMessage tone="success">{t('adminContent.article.deleted')}</AdminMessage>
      )}
      <Form method="get" className={styles.filters} role="search">
        <div className={styles.filterField}>
          <label htmlFor="admin-articles-search">{t('adminContent.filters.search')}</label>
          <input
            id="admin-articles-search"
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={200}
            className={styles.input}
          />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="admin-articles-section">{t('adminContent.article.section')}</label>
          <select
            id="admin-articles-section"
            name="section"
            defaultValue={filters.section}
            className={styles.input}
          >
            <option value="">{t('adminContent.filters.any')}</option>
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {sectionLabel(section, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="admin-articles-state">{t('adminContent.filters.state')}</label>
          <select
            id="admin-articles-state"
            name="state"
            defaultValue={filters.state}
            className={styles.input}
          >
            <option value="">{t('adminContent.filters.any')}</option>
            {(['draft', 'scheduled', 'published'] as const).map((state) => (
              <option key={state} value={state}>
                {t(`adminContent.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('admin.filter')}
          </button>
          {filtered && (
            <Link to={path('ADMIN_ARTICLES')} className={cx(styles.button, styles.buttonSecondary)}>
              {t('admin.clearFilter')}
            </Link>
          )}
        </div>
      </Form>
      {articles.data.length === 0 ? (
        <AdminEmpty
          title={t('adminContent.article.empty')}
          hint={filtered ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_ARTICLES.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminContent.article.name')}</th>
                <th scope="col">{t('adminContent.article.section')}</th>
                <th scope="col">{t('adminContent.article.publishedAt')}</th>
                <th scope="col">{t('adminContent.filters.state')}</th>
              </tr>
            </thead>
            <tbody>
              {articles.data.map((article) => (
                <tr key={article.id} data-testid="admin-article-row">
                  <td data-label={t('adminContent.article.name')}>
                    <Link to={path('ADMIN_ARTICLE', { id: String(article.id) })} className={styles.link}>
                      {article.name}
                    </Link>
                    <div className={cx(styles.muted, styles.mono)}>{article.code}</div>
                  </td>
                  <td data-label={t('adminContent.article.section')}>
                    <span>{sectionName(article.sectionId)}</span>
                  </td>
                  <td data-label={t('adminContent.article.publishedAt')}>
                    <AdminDate iso={article.publishedAt} />
                  </td>
                  <td data-label={t('adminContent.filters.state')}>
                    <span>
                      <Badge tone={STATE_TONES[article.state]}>
                        {t(`adminContent.states.${article.state}`)}
                      </Badge>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={articles.meta} />
    </AdminPage>
  );
}
