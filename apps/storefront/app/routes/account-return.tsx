import { Link } from 'react-router';
import { AccountLayout } from '~/components/account/account-layout.tsx';
import styles from '~/components/account/order-list.module.css';
import { ReturnDetail } from '~/components/account/returns/return-detail.tsx';
import { Icon } from '~/components/icons/icon.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { cancelCustomerReturn, loadCustomerReturn } from '~/data/account-returns.server.ts';
import { RETURN_SENT_PARAM } from '~/data/return-form.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-return';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_RETURN');

/** One of the signed-in customer's returns; someone else's is not found. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const url = new URL(request.url);
  await requireCustomer(shop, url);
  const entry = await loadCustomerReturn(shop, url, params.returnNumber);
  if (!entry) throw new Response('Not Found', { status: 404 });
  return { entry, sent: url.searchParams.has(RETURN_SENT_PARAM) };
}

/** Cancelling the return while the shop has not started on it. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const url = new URL(request.url);
  await requireCustomer(shop, url);
  const form = await request.formData();
  if (form.get('intent') !== 'cancel-return') return { cancelled: false, error: null };
  const result = await cancelCustomerReturn(shop, url, params.returnNumber);
  return result.ok ? { cancelled: true, error: null } : { cancelled: false, error: result.message };
}

export default function AccountReturnRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { entry, sent } = loaderData;
  // The action answers before the page's data is reloaded: say "cancelled" once the reloaded return is.
  const notice = actionData?.cancelled && entry.state === 'cancelled' ? 'cancelled' : sent ? 'created' : null;
  return (
    <AccountLayout section="ACCOUNT_RETURNS" title={t('returns.detail.title', { number: entry.number })}>
      <Link to={path('ACCOUNT_RETURNS')} className={styles.back} data-testid="back-to-returns">
        <Icon name="chevron-left" size={18} />
        {t('returns.detail.back')}
      </Link>
      <ReturnDetail
        entry={entry}
        notice={notice}
        cancelError={actionData?.error ? localiseServerMessage(t, actionData.error) : null}
      />
    </AccountLayout>
  );
}
