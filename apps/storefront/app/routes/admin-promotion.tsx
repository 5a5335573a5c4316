import { data, Form, redirect, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  Badge,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { PromotionCoupons } from '~/components/admin/promotions/promotion-coupons.tsx';
import { PromotionForm } from '~/components/admin/promotions/promotion-form.tsx';
import { PromotionPreview } from '~/components/admin/promotions/promotion-preview.tsx';
import { localisePromotionMessage } from '~/components/admin/promotions/promotion-messages.ts';
import { loadPromotionScreen, promotionAction } from '~/data/admin-promotions.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-promotion';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PROMOTION');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const screen = await loadPromotionScreen(session, args.params.id, args.url);
  if (!screen?.promotion) throw data(null, { status: 404 });
  return { ...screen, promotion: screen.promotion };
}

/** The form, enable/disable, delete and the coupons' forms, told apart by `intent`. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const result = await promotionAction(shop, args, session, args.params.id, await args.request.formData());
  if (result.intent === 'delete' && result.ok)
    throw redirect(`${session.path('ADMIN_PROMOTIONS')}?deleted=1`);
  return result;
}

/**
 * One cart promotion (issue 22): its form, switching it on or off, deleting it (the API refuses once orders
 * used it: disable it instead), and its coupons.
 */
export default function AdminPromotionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { search } = useLocation();
  const { promotion, channels, coupons } = loaderData;
  const query = new URLSearchParams(search);
  const result = actionData ?? null;
  const saved = result?.intent === 'save' && result.ok;
  const toggled = result?.intent === 'toggle' && result.ok;
  const refusedOnce =
    result && !result.ok && (result.intent === 'toggle' || result.intent === 'delete') ? result : null;
  return (
    <AdminPage
      title={`${t('routes.ADMIN_PROMOTION.title')} ${promotion.code}`}
      back={{ href: path('ADMIN_PROMOTIONS'), label: t('routes.ADMIN_PROMOTIONS.title') }}
    >
      {(saved || query.has('created')) && (
        <AdminMessage tone="success">{t('adminPromotions.saved')}</AdminMessage>
      )}
      {toggled && (
        <AdminMessage tone="success">
          {promotion.enabled ? t('adminPromotions.enabledNow') : t('adminPromotions.disabledNow')}
        </AdminMessage>
      )}
      {query.has('exportFailed') && (
        <AdminMessage tone="error">{t('adminPromotions.exportFailed')}</AdminMessage>
      )}
      {refusedOnce && (
        <AdminMessage tone="error">
          <span data-testid="promotion-refused">
            {refusedOnce.message
              ? localisePromotionMessage(t, refusedOnce.message)
              : t('adminPromotions.failed')}
          </span>
        </AdminMessage>
      )}
      <div className={styles.actions}>
        <Badge tone={promotion.active ? 'good' : 'plain'}>
          {promotion.active
            ? t('adminPromotions.active')
            : promotion.enabled
              ? t('adminPromotions.notNow')
              : t('adminPromotions.disabled')}
        </Badge>
        <Form method="post">
          <input type="hidden" name="version" value={promotion.version} />
          <input type="hidden" name="enabled" value={promotion.enabled ? 'false' : 'true'} />
          <SubmitButton intent="toggle" tone="secondary" testId="promotion-toggle">
            {promotion.enabled ? t('adminPromotions.disable') : t('adminPromotions.enable')}
          </SubmitButton>
        </Form>
        <details className={styles.confirm}>
          <summary className={`${styles.button} ${styles.buttonDanger}`}>
            {t('adminPromotions.delete')}
          </summary>
          <Form method="post" className={styles.confirmBody}>
            <p>{t('adminPromotions.deleteQuestion', { code: promotion.code })}</p>
            <SubmitButton intent="delete" tone="danger" testId="promotion-delete">
              {t('adminPromotions.deleteConfirm')}
            </SubmitButton>
          </Form>
        </details>
      </div>
      <PromotionForm
        key={promotion.version}
        promotion={promotion}
        channels={channels}
        result={result?.intent === 'save' ? result : null}
      />
      {coupons && (
        <PromotionCoupons
          promotion={promotion}
          coupons={coupons}
          result={result}
          exportHref={path('ADMIN_PROMOTION_COUPONS_EXPORT', { id: String(promotion.id) })}
        />
      )}
      <PromotionPreview
        channels={channels}
        result={result}
        couponHint={promotion.couponBased ? (coupons?.data[0]?.code ?? '') : ''}
      />
    </AdminPage>
  );
}
