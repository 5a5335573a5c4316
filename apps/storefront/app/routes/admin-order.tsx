import type { Address, AdminOrderAction } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { Form } from 'react-router';
import { streetAddressLine } from '~/components/account/address-lines.ts';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminMessage,
  AdminPage,
  Badge,
  adminStyles as styles,
  stateTone,
  SubmitButton,
  useSubmitting,
} from '~/components/admin/admin-ui.tsx';
import { changeOrder, loadOrder } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-order';

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, 'ADMIN_ORDER', args.loaderData?.order.number ?? undefined);

export async function loader(args: Route.LoaderArgs) {
  const { context, params } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  const result = await loadOrder(session, params.orderId);
  if (!result) throw new Response('Not Found', { status: 404 });
  return result;
}

/** One of the order's allowed actions (process, fulfil, cancel, markPaid); the API's text when refused. */
export async function action(args: Route.ActionArgs) {
  const { context, request, params } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  const form = await request.formData();
  const result = await changeOrder(session, params.orderId, form);
  return { ok: result.ok, message: result.message, intent: String(form.get('intent')) };
}

const ACTION_TEST_IDS: Record<AdminOrderAction, string> = {
  process: 'admin-order-process',
  fulfil: 'admin-order-fulfil',
  cancel: 'admin-order-cancel',
  markPaid: 'admin-order-mark-paid',
};

function AddressBlock({ address }: { address: Address | null }) {
  const t = useT();
  if (!address) return <p className={styles.muted}>{t('admin.order.noAddress')}</p>;
  return (
    <address className={styles.address}>
      {address.companyName && <div>{address.companyName}</div>}
      <div>
        {address.firstName} {address.lastName}
      </div>
      <div>{streetAddressLine(address)}</div>
      <div>{address.countryCode}</div>
      <div>{address.phoneNumber}</div>
      {(address.vatNumber || address.companyCode) && (
        <div className={styles.muted}>
          {[address.companyCode, address.vatNumber].filter(Boolean).join(' · ')}
        </div>
      )}
    </address>
  );
}

export default function AdminOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const submitting = useSubmitting();
  const { order, actions } = loaderData;
  const money = (minor: number) => formatMoney(minor, order.currencyCode, locale);
  const shipment = order.shipments[0];
  const payment = order.payments[0];
  return (
    <AdminPage
      title={t('admin.order.title', { number: order.number ?? order.tokenValue })}
      back={{ href: path('ADMIN_ORDERS'), label: t('admin.order.back') }}
    >
      {actionData && !actionData.ok && (
        <AdminMessage tone="error">
          {actionData.message ? localiseServerMessage(t, actionData.message) : t('admin.actionFailed')}
        </AdminMessage>
      )}
      {actionData?.ok && <AdminMessage tone="success">{t('admin.order.done')}</AdminMessage>}
      <section className={styles.panel} aria-labelledby="admin-order-actions">
        <h2 id="admin-order-actions" className={styles.panelTitle}>
          {t('admin.order.actions')}
        </h2>
        {actions.length === 0 ? (
          <p className={styles.muted}>{t('admin.order.noActions')}</p>
        ) : (
          <div className={styles.actions}>
            {actions
              .filter((action) => action !== 'cancel')
              .map((action) => (
                <Form method="post" key={action}>
                  <SubmitButton intent={action} testId={ACTION_TEST_IDS[action]}>
                    {t(`admin.order.action.${action}`)}
                  </SubmitButton>
                </Form>
              ))}
            {actions.includes('cancel') && (
              <details className={styles.confirm}>
                <summary
                  className={`${styles.button} ${styles.buttonDanger}`}
                  data-testid={ACTION_TEST_IDS.cancel}
                >
                  {t('admin.order.action.cancel')}
                </summary>
                <Form method="post" className={styles.confirmBody}>
                  <p>{t('admin.order.cancelQuestion', { number: order.number ?? '' })}</p>
                  <button
                    type="submit"
                    name="intent"
                    value="cancel"
                    className={`${styles.button} ${styles.buttonDanger}`}
                    disabled={submitting}
                    data-testid="admin-order-cancel-confirm"
                  >
                    {t('admin.order.cancelConfirm')}
                  </button>
                </Form>
              </details>
            )}
          </div>
        )}
      </section>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="admin-order-state">
          <h2 id="admin-order-state" className={styles.panelTitle}>
            {t('admin.order.summary')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('admin.orders.date')}</dt>
            <dd>
              <AdminDate iso={order.checkoutCompletedAt} />
            </dd>
            <dt>{t('admin.orders.channel')}</dt>
            <dd>{order.channelCode}</dd>
            <dt>{t('admin.orders.email')}</dt>
            <dd>{order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : '–'}</dd>
            <dt>{t('admin.orders.state')}</dt>
            <dd data-testid="admin-order-state">
              <Badge tone={stateTone(order.state)}>{t(`admin.orderStates.${order.state}`)}</Badge>
            </dd>
            <dt>{t('admin.orders.paymentState')}</dt>
            <dd data-testid="admin-order-payment-state">
              <Badge tone={stateTone(order.paymentState)}>
                {t(`checkout.payment.states.${order.paymentState}`)}
              </Badge>
              {payment?.method && <div className={styles.muted}>{payment.method.name}</div>}
            </dd>
            <dt>{t('admin.orders.shippingState')}</dt>
            <dd data-testid="admin-order-shipping-state">
              <Badge tone={stateTone(order.shippingState)}>
                {t(`admin.shippingStates.${order.shippingState}`)}
              </Badge>
              {shipment?.method && <div className={styles.muted}>{shipment.method.name}</div>}
              {shipment?.parcelLocker && (
                <div className={styles.muted}>
                  {shipment.parcelLocker.name}, {shipment.parcelLocker.address}, {shipment.parcelLocker.city}
                </div>
              )}
              {shipment?.trackingNumber && (
                <div className={styles.muted}>
                  {t('admin.order.tracking')}: {shipment.trackingNumber}
                </div>
              )}
            </dd>
            {order.couponCode && (
              <>
                <dt>{t('admin.order.coupon')}</dt>
                <dd>{order.couponCode}</dd>
              </>
            )}
            {order.notes && (
              <>
                <dt>{t('admin.order.notes')}</dt>
                <dd>{order.notes}</dd>
              </>
            )}
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="admin-order-shipping">
          <h2 id="admin-order-shipping" className={styles.panelTitle}>
            {t('admin.order.shippingAddress')}
          </h2>
          <AddressBlock address={order.shippingAddress} />
        </section>
        <section className={styles.panel} aria-labelledby="admin-order-billing">
          <h2 id="admin-order-billing" className={styles.panelTitle}>
            {t('admin.order.billingAddress')}
          </h2>
          <AddressBlock address={order.billingAddress} />
        </section>
      </div>
      <section className={styles.panel} aria-labelledby="admin-order-items">
        <h2 id="admin-order-items" className={styles.panelTitle}>
          {t('admin.order.items')}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.order.product')}</th>
                <th>{t('admin.order.code')}</th>
                <th className={styles.num}>{t('admin.order.quantity')}</th>
                <th className={styles.num}>{t('admin.order.unitPrice')}</th>
                <th className={styles.num}>{t('admin.order.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id} data-testid="admin-order-item">
                  <td data-label={t('admin.order.product')}>
                    <div>{item.productName}</div>
                    {item.variant.name !== item.productName && (
                      <div className={styles.muted}>{item.variant.name}</div>
                    )}
                  </td>
                  <td data-label={t('admin.order.code')} className={styles.mono}>
                    {item.variant.code}
                  </td>
                  <td data-label={t('admin.order.quantity')} className={styles.num}>
                    {item.quantity}
                  </td>
                  <td data-label={t('admin.order.unitPrice')} className={styles.num}>
                    {money(item.unitPrice)}
                  </td>
                  <td data-label={t('admin.order.lineTotal')} className={styles.num}>
                    {money(item.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={`${styles.facts} ${styles.totals}`}>
          <dt>{t('admin.order.itemsTotal')}</dt>
          <dd className={styles.num}>{money(order.itemsTotal)}</dd>
          <dt>{t('admin.order.shippingTotal')}</dt>
          <dd className={styles.num}>{money(order.shippingTotal)}</dd>
          {order.promotionTotal !== 0 && (
            <>
              <dt>{t('admin.order.promotionTotal')}</dt>
              <dd className={styles.num}>{money(order.promotionTotal)}</dd>
            </>
          )}
          <dt>{t('admin.order.taxTotal')}</dt>
          <dd className={styles.num}>{money(order.taxTotal)}</dd>
          <dt>
            <strong>{t('admin.order.total')}</strong>
          </dt>
          <dd className={styles.num} data-testid="admin-order-total">
            <strong>{money(order.total)}</strong>
          </dd>
        </dl>
      </section>
    </AdminPage>
  );
}
