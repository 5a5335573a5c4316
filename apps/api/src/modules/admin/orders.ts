import {
  ADMIN_ORDER_ACTIONS,
  type AdminOrder,
  type AdminOrderAction,
  type AdminOrderSummary,
  type List,
} from '@shop/contracts';
import type { OrderState, PaymentState } from '@shop/contracts/constants';
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orderAddresses, orderItems, orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import type { PageRequest } from '../../http/lists.ts';
import {
  cancelOrder,
  fulfilOrder,
  markOrderPaid,
  possibleActions,
  processOrder,
  type PlacedOrderStates,
} from '../orders/order-state/index.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { pageMeta } from './audit.ts';

/** What the administrator may do with an order in these states now (the back office has no refund yet). */
export function orderActions(order: PlacedOrderStates): AdminOrderAction[] {
  return possibleActions(order).filter((action): action is AdminOrderAction =>
    (ADMIN_ORDER_ACTIONS as readonly string[]).includes(action),
  );
}

/** Placed orders of every channel, newest first, by state, payment state, number or email. */
export async function listOrders(
  db: Database,
  input: PageRequest & { state?: OrderState; paymentState?: PaymentState; search?: string },
): Promise<List<AdminOrderSummary>> {
  const search = input.search?.trim();
  const where = and(
    ne(orders.state, 'cart'),
    input.state ? eq(orders.state, input.state) : undefined,
    input.paymentState ? eq(orders.paymentState, input.paymentState) : undefined,
    search
      ? or(eq(orders.number, search), ilike(orders.email, `%${search.replace(/[%_\\]/g, '\\$&')}%`))
      : undefined,
  ) as SQL;
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({
      order: orders,
      channelCode: channels.code,
      firstName: orderAddresses.firstName,
      lastName: orderAddresses.lastName,
    })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .leftJoin(orderAddresses, and(eq(orderAddresses.orderId, orders.id), eq(orderAddresses.type, 'billing')))
    .where(where)
    .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id))
    .limit(input.itemsPerPage)
    .offset((input.page - 1) * input.itemsPerPage);
  const units =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
          })
          .from(orderItems)
          .where(
            and(
              inArray(
                orderItems.orderId,
                rows.map(({ order }) => order.id),
              ),
              sql`${orderItems.deletedAt} is null`,
            ),
          )
          .groupBy(orderItems.orderId);
  return {
    data: rows.map(({ order, channelCode, firstName, lastName }) => ({
      id: order.id,
      number: order.number ?? '',
      tokenValue: order.tokenValue,
      channelCode,
      state: order.state,
      paymentState: order.paymentState,
      shippingState: order.shippingState,
      email: order.email,
      customerName: [firstName, lastName].filter(Boolean).join(' '),
      total: order.total - order.giftCardTotal,
      currencyCode: order.currencyCode,
      itemsCount: units.find((row) => row.orderId === order.id)?.units ?? 0,
      checkoutCompletedAt: (order.checkoutCompletedAt ?? order.updatedAt).toISOString(),
    })),
    meta: pageMeta(Number(counted?.total ?? 0), input),
  };
}

/** One placed order as the shop shows it (names in Lithuanian, else the order's locale), with its actions. */
export async function loadAdminOrder(db: Database, orderId: number): Promise<AdminOrder> {
  const [row] = await db
    .select({ id: orders.id, localeCode: orders.localeCode })
    .from(orders)
    .where(and(eq(orders.id, orderId), ne(orders.state, 'cart')));
  if (!row) throw notFound(`Order ${orderId} not found.`);
  const order = await loadOrderView(db, row.id, [row.localeCode]);
  return { order, actions: orderActions(order) };
}

/**
 * Runs one back-office action on a placed order through the orders module's state service, which locks
 * the order row, checks the transition (a 422 naming the states otherwise), applies what belongs to it
 * and writes the one audit line with the administrator as actor:
 * - process: new -> processing ("In progress");
 * - fulfil: new/processing -> fulfilled; the units leave stock, the customer earns loyalty points and
 *   is mailed the review links;
 * - cancel: new/processing -> cancelled; the units on hold are released, redeemed loyalty points and what a
 *   gift card paid go back, an unpaid payment is cancelled;
 * - markPaid: an awaiting payment is paid (bank transfer or cash received); gift cards bought become usable.
 */
export async function runOrderAction(
  db: Database,
  input: { orderId: number; action: AdminOrderAction; administratorId: number; now: Date },
): Promise<void> {
  const transition = { orderId: input.orderId, now: input.now };
  const actor = { type: 'administrator' as const, administratorId: input.administratorId };
  switch (input.action) {
    case 'process':
      await processOrder(db, { ...transition, actor });
      return;
    case 'fulfil':
      await fulfilOrder(db, { ...transition, actor });
      return;
    case 'cancel':
      await cancelOrder(db, { ...transition, actor });
      return;
    case 'markPaid':
      await markOrderPaid(db, { ...transition, actor, source: 'back_office' });
      return;
  }
}
