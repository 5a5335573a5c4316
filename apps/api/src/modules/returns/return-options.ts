import { REFUND_METHODS, RETURN_REASONS, RETURN_WINDOW_DAYS } from '@shop/contracts/constants';
import { type ReturnBlockedReason, type ReturnOptions } from '@shop/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders, returnItems, returns } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { isReturnableLine, paidLineTotals, refundFor } from './return-amounts.ts';
import { loadReturnMethods, toReturnMethod } from './return-methods.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an order cannot be returned, as the API says it. */
export const RETURN_BLOCKED_MESSAGES: Record<ReturnBlockedReason, string> = {
  not_fulfilled: 'Only a delivered order can be returned.',
  window_closed: `The ${RETURN_WINDOW_DAYS}-day return period of this order has ended.`,
  nothing_left: 'Every item of this order is already being returned.',
};

export type OrderRow = typeof orders.$inferSelect;

/** The customer's placed order in the channel by its token; another's (or a cart) is 404. */
export async function findCustomerOrder(
  db: Database,
  input: { token: string; customerId: number; channelId: number; lock?: boolean },
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tokenValue, input.token),
        eq(orders.customerId, input.customerId),
        eq(orders.channelId, input.channelId),
        ne(orders.state, 'cart'),
      ),
    );
  const [row] = input.lock ? await query.for('update') : await query;
  if (!row) throw notFound(`Order "${input.token}" not found.`);
  return row;
}

/** Units of each of the order's lines already in a return that is not cancelled (and not refused). */
export async function returnedQuantities(db: Database, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      orderItemId: returnItems.orderItemId,
      quantity: sql<number>`sum(${returnItems.quantity})`.mapWith(Number),
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(
      and(eq(returns.orderId, orderId), ne(returns.state, 'cancelled'), ne(returnItems.state, 'cancelled')),
    )
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
}

/** The last moment the order can be returned: RETURN_WINDOW_DAYS after its fulfilment. */
export function returnDeadline(fulfilledAt: Date | null): Date | null {
  return fulfilledAt ? new Date(fulfilledAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

/**
 * Everything the return form needs for one of the customer's orders: its goods with what is still
 * returnable and what a unit refunds, the channel's return methods, and why it cannot be returned (if so).
 */
export async function loadReturnOptions(
  db: Database,
  input: { order: OrderRow; localePreference: readonly string[]; now: Date },
): Promise<ReturnOptions & { returnMethodIds: Map<string, number>; linePaid: Map<number, number> }> {
  const { order } = input;
  const [view, returned, methods] = await Promise.all([
    loadOrderView(db, order.id, input.localePreference),
    returnedQuantities(db, order.id),
    loadReturnMethods(db, { channelId: order.channelId }, input.localePreference),
  ]);
  const paid = paidLineTotals(
    view.items.map((item) => ({ id: item.id, kind: item.kind, quantity: item.quantity, total: item.total })),
    order,
  );
  const items = view.items.filter(isReturnableLine).map((item) => {
    const linePaid = paid.get(item.id) ?? item.total;
    return {
      orderItemId: item.id,
      productName: item.productName,
      variantName: item.variant.name,
      variantCode: item.variant.code,
      image: item.variant.image,
      orderedQuantity: item.quantity,
      returnableQuantity: Math.max(0, item.quantity - (returned.get(item.id) ?? 0)),
      unitRefund: refundFor(linePaid, item.quantity, 1),
    };
  });
  const deadline = returnDeadline(order.fulfilledAt);
  const blockedReason: ReturnBlockedReason | null =
    order.state !== 'fulfilled'
      ? 'not_fulfilled'
      : deadline && deadline.getTime() < input.now.getTime()
        ? 'window_closed'
        : items.every((item) => item.returnableQuantity === 0)
          ? 'nothing_left'
          : null;
  return {
    order: { tokenValue: order.tokenValue, number: order.number ?? '', currencyCode: order.currencyCode },
    blockedReason,
    returnableUntil: deadline?.toISOString() ?? null,
    items,
    returnMethods: methods.map(toReturnMethod),
    returnMethodIds: new Map(methods.map((method) => [method.code, method.id])),
    linePaid: paid,
    refundMethods: [...REFUND_METHODS],
    reasons: [...RETURN_REASONS],
    address: view.shippingAddress ?? view.billingAddress,
  };
}
