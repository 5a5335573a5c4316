import {
  RETURN_CANCELLABLE_STATES,
  RETURN_TRANSITIONS,
  type ReturnItemState,
  type ReturnState,
} from '@shop/contracts/constants';
import {
  BLANK_MESSAGE,
  RETURN_METHOD_MESSAGE,
  returnQuantityMessage,
  type CreateReturnBody,
  type Return,
  type Violation,
} from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { giftCards, returnItems, returns } from '../../db/schema/index.ts';
import { notFound, violation, ViolationError } from '../../http/http-error.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { newGiftCardCode } from '../orders/gift-cards.ts';
import { findCustomerOrder, loadReturnOptions, RETURN_BLOCKED_MESSAGES } from './return-options.ts';
import { findCustomerReturn, loadReturnView, refundableAmount } from './return-view.ts';
import { refundFor } from './return-amounts.ts';

/** Job kind: the mail telling the customer their return was made or changed state. */
export const RETURN_EMAIL_JOB = 'return-email';

export const RETURN_NOT_CANCELLABLE_MESSAGE =
  'This return is already being handled and can no longer be cancelled.';

interface ShopperScope {
  customerId: number;
  channelId: number;
  localeCode: string;
  localePreference: readonly string[];
}

/**
 * Makes a return of the customer's fulfilled order from the three steps of the return form, in one
 * transaction with the order row locked, so two returns of the same order cannot both take its last units.
 * Every line is checked against what is still returnable; the amounts are fixed now.
 */
export async function createReturn(
  db: Database,
  body: CreateReturnBody,
  scope: ShopperScope & { now: Date },
): Promise<Return> {
  const returnId = await db.transaction(async (tx) => {
    const order = await findCustomerOrder(tx, {
      token: body.orderToken,
      customerId: scope.customerId,
      channelId: scope.channelId,
      lock: true,
    });
    const options = await loadReturnOptions(tx, {
      order,
      localePreference: scope.localePreference,
      now: scope.now,
    });
    if (options.blockedReason) {
      throw violation('orderToken', RETURN_BLOCKED_MESSAGES[options.blockedReason], 'order_not_returnable');
    }

    const problems: Violation[] = [];
    const seen = new Set<number>();
    body.items.forEach((item, index) => {
      const line = options.items.find((candidate) => candidate.orderItemId === item.orderItemId);
      if (!line || seen.has(item.orderItemId)) {
        problems.push({
          propertyPath: `items[${index}].orderItemId`,
          message: line ? 'This item is listed twice.' : 'This item of the order cannot be returned.',
        });
      } else if (item.quantity > line.returnableQuantity) {
        problems.push({
          propertyPath: `items[${index}].quantity`,
          message: returnQuantityMessage(line.returnableQuantity),
        });
      }
      seen.add(item.orderItemId);
    });
    const method = options.returnMethods.find((candidate) => candidate.code === body.returnMethod);
    const methodId = options.returnMethodIds.get(body.returnMethod);
    if (!method || methodId === undefined) {
      problems.push({ propertyPath: 'returnMethod', message: RETURN_METHOD_MESSAGE });
    } else if (method.requiresAddress && !body.address) {
      problems.push({ propertyPath: 'address', message: BLANK_MESSAGE });
    }
    if (problems.length > 0) throw new ViolationError(problems);

    const [previous] = await tx.select({ total: count() }).from(returns).where(eq(returns.orderId, order.id));
    const refund = body.refund;
    const [created] = await tx
      .insert(returns)
      .values({
        number: `R${order.number ?? order.id}-${Number(previous?.total ?? 0) + 1}`,
        channelId: order.channelId,
        orderId: order.id,
        customerId: scope.customerId,
        state: 'initiated',
        currencyCode: order.currencyCode,
        returnMethodId: methodId ?? null,
        returnFee: method?.price ?? 0,
        address: method?.requiresAddress ? (body.address ?? null) : null,
        refundMethod: refund.method,
        refundFirstName: refund.method === 'bank_transfer' ? refund.firstName : null,
        refundLastName: refund.method === 'bank_transfer' ? refund.lastName : null,
        refundBankAccount: refund.method === 'bank_transfer' ? refund.bankAccount : null,
        localeCode: scope.localeCode,
        createdAt: scope.now,
        updatedAt: scope.now,
      })
      .returning({ id: returns.id });
    if (!created) throw new Error('The return was not stored');
    await tx.insert(returnItems).values(
      body.items.map((item) => {
        const line = options.items.find((candidate) => candidate.orderItemId === item.orderItemId);
        const linePaid = options.linePaid.get(item.orderItemId) ?? 0;
        return {
          returnId: created.id,
          orderItemId: item.orderItemId,
          quantity: item.quantity,
          reason: item.reason,
          comment: item.comment ?? null,
          amount: refundFor(linePaid, line?.orderedQuantity ?? item.quantity, item.quantity),
        };
      }),
    );
    await enqueueJob(tx, RETURN_EMAIL_JOB, { returnId: created.id, state: 'initiated' });
    return created.id;
  });
  return loadReturnView(db, returnId, scope.localePreference);
}

/** The customer cancels their own return while the shop has not started on it. */
export async function cancelOwnReturn(
  db: Database,
  input: { number: string } & ShopperScope & { now: Date },
): Promise<Return> {
  const found = await findCustomerReturn(db, input);
  if (!RETURN_CANCELLABLE_STATES.includes(found.state)) {
    throw violation('state', RETURN_NOT_CANCELLABLE_MESSAGE, 'return_not_cancellable');
  }
  await changeReturnState(db, { returnId: found.id, to: 'cancelled', now: input.now });
  return loadReturnView(db, found.id, input.localePreference);
}

/**
 * Moves a return to another state along RETURN_TRANSITIONS (the shop's side; the back office and
 * `npm run return:state` call this), with its row locked:
 * - processed: each item still `initiated` becomes accepted, or cancelled when listed in `refusedItemIds`;
 * - cancelled: every item is cancelled;
 * - money_returned for a shop-coupons refund: the refundable amount is issued as a gift card, usable at once.
 * The customer is mailed every change.
 */
export async function changeReturnState(
  db: Database,
  input: { returnId: number; to: ReturnState; refusedItemIds?: readonly number[]; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(returns).where(eq(returns.id, input.returnId)).for('update');
    if (!row) throw notFound(`Return ${input.returnId} not found.`);
    if (!RETURN_TRANSITIONS[row.state].includes(input.to)) {
      throw violation(
        'state',
        `A return in state "${row.state}" cannot become "${input.to}".`,
        'return_transition_not_allowed',
      );
    }
    const items = await tx.select().from(returnItems).where(eq(returnItems.returnId, row.id));
    const refused = new Set(input.refusedItemIds ?? []);
    const unknown = [...refused].filter((id) => !items.some((item) => item.id === id));
    if (unknown.length > 0) {
      throw violation('refusedItemIds', `Items ${unknown.join(', ')} are not in this return.`);
    }
    const decide = (item: (typeof items)[number]): ReturnItemState => {
      if (input.to === 'cancelled') return 'cancelled';
      if (input.to === 'processed' && item.state === 'initiated') {
        return refused.has(item.id) ? 'cancelled' : 'accepted';
      }
      return item.state;
    };
    for (const item of items) {
      const state = decide(item);
      if (state !== item.state) {
        await tx.update(returnItems).set({ state }).where(eq(returnItems.id, item.id));
        item.state = state;
      }
    }

    let refundGiftCardId = row.refundGiftCardId;
    const amount = refundableAmount({ ...row, state: input.to }, items);
    if (
      input.to === 'money_returned' &&
      row.refundMethod === 'shop_coupons' &&
      !refundGiftCardId &&
      amount > 0
    ) {
      const [card] = await tx
        .insert(giftCards)
        .values({
          code: newGiftCardCode(),
          channelId: row.channelId,
          currencyCode: row.currencyCode,
          amount,
          balance: amount,
          orderId: row.orderId,
          orderItemId: null,
          activatedAt: input.now,
        })
        .returning({ id: giftCards.id });
      refundGiftCardId = card?.id ?? null;
    }
    await tx
      .update(returns)
      .set({ state: input.to, refundGiftCardId, updatedAt: input.now })
      .where(and(eq(returns.id, row.id), eq(returns.state, row.state)));
    await enqueueJob(tx, RETURN_EMAIL_JOB, { returnId: row.id, state: input.to });
  });
}
