import { Link } from 'react-router';
import { AccountLayout } from '~/components/account/account-layout.tsx';
import { OrderDocuments } from '~/components/account/order-documents.tsx';
import styles from '~/components/account/order-list.module.css';
import placedStyles from '~/components/checkout/placed-order.module.css';
import { OrderDetails } from '~/components/checkout/placed-order.tsx';
import { cx } from '~/components/class-names.ts';
import { Icon } from '~/components/icons/icon.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { loadCustomerOrder } from '~/data/account-orders.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-order';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ORDER');

/** One of the signed-in customer's orders with its documents; someone else's order is not found. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const url = new URL(request.url);
  await requireCustomer(shop, url);
  const order = await loadCustomerOrder(shop, url, params.orderToken);
  if (!order) throw new Response('Not Found', { status: 404 });
  return { order };
}

export default function AccountOrderRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { order } = loaderData;
  return (
    <AccountLayout section="ACCOUNT_ORDERS" title={t('checkout.order.title', { number: order.number ?? '' })}>
      <Link to={path('ACCOUNT_ORDERS')} className={styles.back} data-testid="back-to-orders">
        <Icon name="chevron-left" size={18} />
        {t('accountOrders.detail.back')}
      </Link>
      <OrderDetails
        order={order}
        embedded
        documents={
          <>
            <OrderDocuments order={order} />
            {order.state === 'fulfilled' && (
              <div className={placedStyles.actions}>
                <Link
                  to={path('ACCOUNT_RETURN_FORM', { orderToken: order.tokenValue })}
                  className={cx(placedStyles.secondary, placedStyles.download)}
                  data-testid="order-return-link"
                >
                  <Icon name="return" size={20} />
                  {t('returns.orderLink')}
                </Link>
              </div>
            )}
          </>
        }
      />
    </AccountLayout>
  );
}
