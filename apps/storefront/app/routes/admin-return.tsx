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
} from '~/components/admin/admin-ui.tsx';
import { changeReturnState, loadReturn } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-return';

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, 'ADMIN_RETURN', args.loaderData?.return.number);

export async function loader(args: Route.LoaderArgs) {
  const { context, params } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  const result = await loadReturn(session, params.returnId);
  if (!result) throw new Response('Not Found', { status: 404 });
  return result;
}

/** Moving the return to one of its next states (with `processed`, the items the shop refuses). */
export async function action(args: Route.ActionArgs) {
  const { context, request, params } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  const result = await changeReturnState(session, params.returnId, await request.formData());
  return { ok: result.ok, message: result.message };
}

export default function AdminReturnRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { return: entry, bankAccount, customerEmail, transitions } = loaderData;
  const money = (minor: number) => formatMoney(minor, entry.currencyCode, locale);
  const refusable = entry.items.filter((item) => item.state !== 'cancelled');
  return (
    <AdminPage
      title={t('returns.detail.title', { number: entry.number })}
      back={{ href: path('ADMIN_RETURNS'), label: t('admin.return.back') }}
    >
      {actionData && !actionData.ok && (
        <AdminMessage tone="error">
          {actionData.message ? localiseServerMessage(t, actionData.message) : t('admin.actionFailed')}
        </AdminMessage>
      )}
      {actionData?.ok && <AdminMessage tone="success">{t('admin.return.done')}</AdminMessage>}
      <section className={styles.panel} aria-labelledby="admin-return-move">
        <h2 id="admin-return-move" className={styles.panelTitle}>
          {t('admin.return.move')}
        </h2>
        {transitions.length === 0 ? (
          <p className={styles.muted}>{t('admin.return.final')}</p>
        ) : (
          <div className={styles.columns}>
            {transitions.map((to) => (
              <Form method="post" key={to} className={styles.moveForm} data-testid={`admin-return-to-${to}`}>
                <input type="hidden" name="to" value={to} />
                {to === 'processed' && refusable.length > 0 && (
                  <fieldset className={`${styles.form} ${styles.fieldset}`}>
                    <legend className={styles.muted}>{t('admin.return.refuseLegend')}</legend>
                    {refusable.map((item) => (
                      <label key={item.id} className={styles.actions}>
                        <input type="checkbox" name="refusedItemIds" value={item.id} />
                        {item.productName} × {item.quantity}
                      </label>
                    ))}
                  </fieldset>
                )}
                <SubmitButton tone={to === 'cancelled' ? 'danger' : 'primary'}>
                  {t('admin.return.moveTo', { state: t(`returns.states.${to}`) })}
                </SubmitButton>
              </Form>
            ))}
          </div>
        )}
      </section>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="admin-return-facts">
          <h2 id="admin-return-facts" className={styles.panelTitle}>
            {t('admin.return.summary')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('returns.list.state')}</dt>
            <dd data-testid="admin-return-state">
              <Badge tone={stateTone(entry.state)}>{t(`returns.states.${entry.state}`)}</Badge>
            </dd>
            <dt>{t('returns.detail.order')}</dt>
            <dd>{entry.orderNumber}</dd>
            <dt>{t('returns.detail.date')}</dt>
            <dd>
              <AdminDate iso={entry.createdAt} />
            </dd>
            <dt>{t('admin.returns.customer')}</dt>
            <dd>{customerEmail ? <a href={`mailto:${customerEmail}`}>{customerEmail}</a> : '–'}</dd>
            <dt>{t('returns.detail.method')}</dt>
            <dd>{entry.returnMethod?.name ?? '–'}</dd>
            {entry.address && (
              <>
                <dt>{t('returns.detail.address')}</dt>
                <dd>
                  {entry.address.firstName} {entry.address.lastName}, {streetAddressLine(entry.address)},{' '}
                  {entry.address.phoneNumber}
                </dd>
              </>
            )}
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="admin-return-refund">
          <h2 id="admin-return-refund" className={styles.panelTitle}>
            {t('returns.detail.refund')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('admin.returns.refundMethod')}</dt>
            <dd>{t(`returns.refundMethods.${entry.refund.method}`)}</dd>
            {entry.refund.method === 'bank_transfer' && (
              <>
                <dt>{t('returns.detail.accountHolder')}</dt>
                <dd>{[entry.refund.firstName, entry.refund.lastName].filter(Boolean).join(' ') || '–'}</dd>
                <dt>{t('returns.detail.bankAccount')}</dt>
                <dd className={styles.mono} data-testid="admin-return-iban">
                  {bankAccount ?? entry.refund.bankAccount ?? '–'}
                </dd>
              </>
            )}
            {entry.refund.couponCode && (
              <>
                <dt>{t('returns.detail.coupon')}</dt>
                <dd className={styles.mono}>{entry.refund.couponCode}</dd>
              </>
            )}
            <dt>{t('returns.detail.price')}</dt>
            <dd>{money(entry.price)}</dd>
            <dt>{t('returns.detail.fee')}</dt>
            <dd>{money(entry.returnFee > 0 ? -entry.returnFee : 0)}</dd>
            <dt>
              <strong>{t('returns.detail.refundable')}</strong>
            </dt>
            <dd>
              <strong>{money(entry.refundableAmount)}</strong>
            </dd>
          </dl>
        </section>
      </div>
      <section className={styles.panel} aria-labelledby="admin-return-items">
        <h2 id="admin-return-items" className={styles.panelTitle}>
          {t('returns.detail.items')}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.order.product')}</th>
                <th className={styles.num}>{t('returns.detail.quantity')}</th>
                <th>{t('returns.detail.reason')}</th>
                <th>{t('returns.detail.comment')}</th>
                <th>{t('returns.list.state')}</th>
                <th className={styles.num}>{t('returns.list.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.items.map((item) => (
                <tr key={item.id} data-testid="admin-return-item">
                  <td data-label={t('admin.order.product')}>
                    <div>{item.productName}</div>
                    {item.variantName !== item.productName && (
                      <div className={styles.muted}>{item.variantName}</div>
                    )}
                  </td>
                  <td data-label={t('returns.detail.quantity')} className={styles.num}>
                    {item.quantity}
                  </td>
                  <td data-label={t('returns.detail.reason')}>{t(`returns.reasons.${item.reason}`)}</td>
                  <td data-label={t('returns.detail.comment')}>
                    {item.comment ?? <span className={styles.muted}>–</span>}
                  </td>
                  <td data-label={t('returns.list.state')}>
                    <Badge tone={stateTone(item.state)}>{t(`returns.itemStates.${item.state}`)}</Badge>
                  </td>
                  <td data-label={t('returns.list.amount')} className={styles.num}>
                    {money(item.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </AdminPage>
  );
}
