import { redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage } from '~/components/admin/admin-ui.tsx';
import { FaqCategoryForm } from '~/components/admin/faq/faq-category-form.tsx';
import { faqAction } from '~/data/admin-faq.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-faq-category-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_FAQ_CATEGORY_NEW');

export function loader(args: Route.LoaderArgs) {
  requireAdminSession(getShopRequest(args.context), args);
  return null;
}

/** Saved, on to the new category's screen to add its entries; refused, the form again. */
export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const result = await faqAction(session, undefined, await args.request.formData());
  if (result.intent === 'saveCategory' && result.ok && result.id !== null)
    throw redirect(`${session.path('ADMIN_FAQ_CATEGORY', { id: String(result.id) })}?created=1`);
  return result;
}

/** A new FAQ category (issue 22). */
export default function AdminFaqCategoryNewRoute({ actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  return (
    <AdminPage
      title={t('routes.ADMIN_FAQ_CATEGORY_NEW.title')}
      back={{ href: path('ADMIN_FAQ'), label: t('routes.ADMIN_FAQ.title') }}
    >
      <FaqCategoryForm category={null} result={actionData ?? null} />
    </AdminPage>
  );
}
