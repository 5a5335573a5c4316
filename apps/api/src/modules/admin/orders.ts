import type { AdminOrder, AdminOrderAction, AdminOrderSummary, List } from '@shop/contracts';
import type { OrderState, PaymentState } from '@shop/contracts/constants';
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  channels,
  giftCardRedemptions,
  giftCards,
  loyaltyMemberships,
  orderAddresses,
  orderItems,
  orders,
  payments,
  shipments,
} from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import type { PageRequest } from '../../http/lists.ts';
import { releasePromotionUse } from '../orders/cart-promotions.ts';
import { activateGiftCards } from '../orders/gift-cards.ts';
import { fulfilOrder } from '../orders/order-fulfilment.ts';
import { settleOrderStock } from '../orders/order-inventory.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { assertPaymentTransition, canApplyPaymentTransition } from '../payments/payment-state.ts';
import { pageMeta, recordAudit } from './audit.ts';

/** Order states an action starts from (the order state machine of GUIDE section 4, with `processing`). */
const ORDER_ACTION_FROM: Record<Exclude<AdminOrderAction, 'markPaid'>, readonly OrderState[]> = {
  process: ['new'],
  fulfil: ['new', 'processing'],
  cancel: ['new', 'processing'],
};

/** What the administrator may do with an order in these states now. */
export function orderActions(order: { state: OrderState; paymentState: PaymentState }): AdminOrderAction[] {
  const actions: AdminOrderAction[] = (['process', 'fulfil', 'cancel'] as const).filter((action) =>
    ORDER_ACTION_FROM[action].includes(order.state),
  );
  if (order.state !== 'cancelled' && canApplyPaymentTransition(order.paymentState, 'pay'))
    actions.push('markPaid');
  return actions;
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

function notAllowed(action: AdminOrderAction, order: { state: string; paymentState: string }) {
  return violation(
    '',
    `Action "${action}" cannot be applied to the order in state "${order.state}" (payment "${order.paymentState}").`,
    'invalid_transition',
  );
}

/**
 * Runs one back-office action on a placed order in one transaction with the order row locked, and audits
 * it there:
 * - process: new -> processing ("In progress");
 * - fulfil: new/processing -> fulfilled; the units leave stock, the customer earns loyalty points and
 *   is mailed the review links (fulfilOrder);
 * - cancel: new/processing -> cancelled; the units on hold are released, redeemed loyalty points and what a
 *   gift card paid go back, an unpaid payment is cancelled;
 * - markPaid: an awaiting payment is paid (bank transfer or cash received); gift cards bought become usable.
 */
export async function runOrderAction(
  db: Database,
  input: { orderId: number; action: AdminOrderAction; administratorId: number; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), ne(orders.state, 'cart')))
      .for('update');
    if (!order) throw notFound(`Order ${input.orderId} not found.`);
    if (!orderActions(order).includes(input.action)) throw notAllowed(input.action, order);
    const audit = (summary: string, details: Record<string, unknown> = {}) =>
      recordAudit(
        tx,
        {
          administratorId: input.administratorId,
          action: `order.${input.action}`,
          subjectType: 'order',
          subjectId: order.id,
          summary: `Order ${order.number ?? order.id}: ${summary}`,
          details: { from: order.state, paymentFrom: order.paymentState, ...details },
        },
        input.now,
      );

    if (input.action === 'process') {
      await tx
        .update(orders)
        .set({ state: 'processing', updatedAt: input.now })
        .where(eq(orders.id, order.id));
      await audit('in progress');
      return;
    }
    if (input.action === 'fulfil') {
      const result = await fulfilOrder(tx, order.id, input.now);
      await audit(
        `fulfilled; ${result.loyaltyPointsAwarded} loyalty points awarded, ${result.reviewLinksSent} review links mailed`,
        { loyaltyPointsAwarded: result.loyaltyPointsAwarded, reviewLinksSent: result.reviewLinksSent },
      );
      return;
    }
    if (input.action === 'markPaid') {
      assertPaymentTransition(order.paymentState, 'pay');
      await tx
        .update(payments)
        .set({ state: 'paid', updatedAt: input.now })
        .where(eq(payments.orderId, order.id));
      await tx
        .update(orders)
        .set({ paymentState: 'paid', updatedAt: input.now })
        .where(eq(orders.id, order.id));
      await activateGiftCards(tx, order.id);
      await audit('payment received');
      return;
    }

    // cancel
    await settleOrderStock(tx, order, 'release');
    await releasePromotionUse(tx, order);
    let pointsReturned = 0;
    if (order.customerId !== null && order.loyaltyPoints > 0) {
      const restored = await tx
        .update(loyaltyMemberships)
        .set({ points: sql`${loyaltyMemberships.points} + ${order.loyaltyPoints}` })
        .where(eq(loyaltyMemberships.customerId, order.customerId))
        .returning({ id: loyaltyMemberships.id });
      if (restored.length > 0) pointsReturned = order.loyaltyPoints;
    }
    const redemptions = await tx
      .delete(giftCardRedemptions)
      .where(eq(giftCardRedemptions.orderId, order.id))
      .returning({ giftCardId: giftCardRedemptions.giftCardId, amount: giftCardRedemptions.amount });
    for (const redemption of redemptions) {
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${redemption.amount}` })
        .where(eq(giftCards.id, redemption.giftCardId));
    }
    const paymentCancelled = canApplyPaymentTransition(order.paymentState, 'cancel');
    if (paymentCancelled) {
      await tx
        .update(payments)
        .set({ state: 'cancelled', updatedAt: input.now })
        .where(eq(payments.orderId, order.id));
    }
    await tx.update(shipments).set({ state: 'cancelled' }).where(eq(shipments.orderId, order.id));
    await tx
      .update(orders)
      .set({
        state: 'cancelled',
        shippingState: 'cancelled',
        ...(paymentCancelled ? { paymentState: 'cancelled' as const } : {}),
        updatedAt: input.now,
      })
      .where(eq(orders.id, order.id));
    await audit(
      `cancelled; stock released${pointsReturned > 0 ? `, ${pointsReturned} loyalty points returned` : ''}` +
        `${redemptions.length > 0 ? ', gift card balance returned' : ''}` +
        `${order.paymentState === 'paid' ? '; it was paid: refund the customer' : ''}`,
      { pointsReturned, giftCardsReturned: redemptions.length },
    );
  });
}
