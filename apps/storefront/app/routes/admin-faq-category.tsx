import { data, Form, redirect, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage, adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { FaqCategoryForm } from '~/components/admin/faq/faq-category-form.tsx';
import { FaqEntries, FaqEntryForm } from '~/components/admin/faq/faq-entries.tsx';
import { localiseFaqMessage } from '~/components/admin/faq/faq-messages.ts';
import { faqAction, loadFaqCategory } from '~/data/admin-faq.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-faq-category';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_FAQ_CATEGORY');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const screen = await loadFaqCategory(session, args.params.id, args.url);
  if (!screen) throw data(null, { status: 404 });
  return screen;
}

/** The category's form, its entries' forms (save, move, delete) and deleting it, told apart by `intent`. */
export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const result = await faqAction(session, args.params.id, await args.request.formData());
  if (result.intent === 'deleteCategory' && result.ok)
    throw redirect(`${session.path('ADMIN_FAQ')}?deleted=1`);
  // A saved entry closes its form (back to adding).
  if (result.intent === 'saveEntry' && result.ok && new URL(args.request.url).searchParams.has('entry'))
    throw redirect(`${session.path('ADMIN_FAQ_CATEGORY', { id: args.params.id })}?entrySaved=1`);
  return result;
}

/** One FAQ category (issue 22): its texts per language, its entries in order, adding and editing one. */
export default function AdminFaqCategoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { search } = useLocation();
  const { category, editing } = loaderData;
  const here = path('ADMIN_FAQ_CATEGORY', { id: String(category.id) });
  const query = new URLSearchParams(search);
  const result = actionData ?? null;
  const name =
    (category.translations as Record<string, { name: string } | undefined>)[locale]?.name ?? category.code;
  const entrySaved = query.has('entrySaved') || (result?.intent === 'saveEntry' && result.ok);
  const failed =
    result &&
    'message' in result &&
    !result.ok &&
    result.intent !== 'saveCategory' &&
    result.intent !== 'saveEntry';
  return (
    <AdminPage
      title={t('adminFaq.category.heading', { name })}
      back={{ href: path('ADMIN_FAQ'), label: t('routes.ADMIN_FAQ.title') }}
    >
      {query.has('created') && <AdminMessage tone="success">{t('adminFaq.category.created')}</AdminMessage>}
      {entrySaved && <AdminMessage tone="success">{t('adminFaq.entry.saved')}</AdminMessage>}
      {result?.intent === 'deleteEntry' && result.ok && (
        <AdminMessage tone="success">{t('adminFaq.entry.deleted')}</AdminMessage>
      )}
      {failed && result.message && (
        <AdminMessage tone="error">{localiseFaqMessage(t, result.message)}</AdminMessage>
      )}
      <FaqCategoryForm category={category} result={result} />
      <section className={styles.panel} aria-labelledby="faq-entries-title">
        <h2 id="faq-entries-title" className={styles.panelTitle}>
          {t('adminFaq.entries.title', { count: category.entries.length })}
        </h2>
        <FaqEntries category={category} locale={locale} editHref={(id) => `${here}?entry=${id}#faq-entry`} />
      </section>
      <FaqEntryForm entry={editing} result={result} cancelHref={here} />
      <section className={styles.panel} aria-labelledby="faq-delete-title">
        <h2 id="faq-delete-title" className={styles.panelTitle}>
          {t('adminFaq.category.deleteTitle')}
        </h2>
        <p className={styles.muted}>
          {t('adminFaq.category.deleteHint', { count: category.entries.length })}
        </p>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="deleteCategory"
            className={`${styles.button} ${styles.buttonDanger}`}
            data-testid="faq-category-delete"
          >
            {t('adminFaq.category.delete')}
          </button>
        </Form>
      </section>
    </AdminPage>
  );
}
