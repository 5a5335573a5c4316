import { redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage } from '~/components/admin/admin-ui.tsx';
import { PromotionForm } from '~/components/admin/promotions/promotion-form.tsx';
import { loadPromotionScreen, promotionAction } from '~/data/admin-promotions.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-promotion-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PROMOTION_NEW');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadPromotionScreen(session, null, args.url);
}

/** Saved, on to the new promotion's screen (its coupons and preview); refused, the form again. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const result = await promotionAction(shop, args, session, null, await args.request.formData());
  if (result.ok && result.id !== null) {
    throw redirect(`${session.path('ADMIN_PROMOTION', { id: String(result.id) })}?created=1`);
  }
  return result;
}

/** A new cart promotion (issue 22). */
export default function AdminPromotionNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  return (
    <AdminPage
      title={t('routes.ADMIN_PROMOTION_NEW.title')}
      back={{ href: path('ADMIN_PROMOTIONS'), label: t('routes.ADMIN_PROMOTIONS.title') }}
    >
      <PromotionForm promotion={null} channels={loaderData?.channels ?? []} result={actionData ?? null} />
    </AdminPage>
  );
}
