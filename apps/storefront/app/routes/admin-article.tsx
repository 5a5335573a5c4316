import { data, Form, Link, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  Badge,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { ArticleForm } from '~/components/admin/content/article-form.tsx';
import { deleteArticle, loadArticleScreen, saveArticleForm } from '~/data/admin-articles.server.ts';
import { idParam } from '~/data/admin-content-forms.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-article';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_ARTICLE');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const id = idParam(args.params.id);
  const screen = await loadArticleScreen(session, id);
  if (id === null || screen.missing) throw data(null, { status: 404 });
  return screen;
}

/** Save as draft, save, preview, publish (the form's `intent`), or delete. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const id = idParam(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await args.request.formData();
  if (form.get('intent') === 'delete') return deleteArticle(shop, args, session, id);
  return saveArticleForm(shop, args, session, id, form);
}

/** One news article (issue 22): its form, its state, a link to its preview, delete. */
export default function AdminArticleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { search } = useLocation();
  const article = loaderData.article;
  const saved = new URLSearchParams(search).get('saved');
  if (!article) return null;
  const id = String(article.id);
  return (
    <AdminPage
      title={t('routes.ADMIN_ARTICLE.title')}
      back={{ href: path('ADMIN_ARTICLES'), label: t('routes.ADMIN_ARTICLES.title') }}
      actions={
        <div className={styles.actions}>
          <Badge
            tone={article.state === 'published' ? 'good' : article.state === 'scheduled' ? 'warn' : 'plain'}
          >
            <span data-testid="article-state">{t(`adminContent.states.${article.state}`)}</span>
          </Badge>
          <Link
            to={path('ADMIN_ARTICLE_PREVIEW', { id })}
            className={`${styles.button} ${styles.buttonSecondary}`}
            data-testid="article-open-preview"
          >
            {t('adminContent.form.openPreview')}
          </Link>
        </div>
      }
    >
      {saved && !actionData && (
        <AdminMessage tone="success">
          {t(`adminContent.article.saved.${saved === 'publish' ? 'publish' : 'save'}`)}
        </AdminMessage>
      )}
      <ArticleForm
        key={`${article.id}:${article.state}:${article.publishedAt}`}
        article={article}
        sections={loaderData.sections}
        result={actionData ?? null}
        locale={locale}
        uploadUrl={path('ADMIN_CONTENT_PICTURES')}
      />
      <details className={styles.confirm}>
        <summary className={`${styles.button} ${styles.buttonDanger}`}>
          {t('adminContent.form.delete')}
        </summary>
        <Form method="post" className={styles.confirmBody}>
          <p>{t('adminContent.article.deleteQuestion')}</p>
          <SubmitButton intent="delete" tone="danger" testId="article-delete">
            {t('adminContent.form.deleteConfirm')}
          </SubmitButton>
        </Form>
      </details>
    </AdminPage>
  );
}
