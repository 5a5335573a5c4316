import {
  COUPON_INVALID_MESSAGE,
  OUT_OF_STOCK_COMPLETE_MESSAGE,
  type AddressInput,
  type AddressOrderBody,
  type Violation,
} from '@shop/contracts';
import type { CheckoutState } from '@shop/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderAddresses, orders, parcelLockers, payments, shipments } from '../../db/schema/index.ts';
import { notFound, violation, ViolationError } from '../../http/http-error.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { SEARCH_REFRESH_JOB } from '../search/search-documents.ts';
import { queryRows, toNumber } from '../search/sql-rows.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { addressViolations, courierAddressViolations } from './address-rules.ts';
import { isLineAvailable, loadCartLines } from './cart-lines.ts';
import { holdUnits, unitsNeeded } from './order-inventory.ts';
import { countPromotionUse, findUsableCoupon } from './cart-promotions.ts';
import { couponRefusal } from './coupon-refusal.ts';
import { findPaymentMethod, findShippingMethod } from './checkout-methods.ts';
import { changeCart, lockCart, takeLockedCheckoutState, type CartScope } from './cart-lock.ts';
import { mayUseOrder } from './customer-carts.ts';
import { assertTransition, TRANSITION_TARGET } from './checkout-state.ts';
import { findRedeemableGiftCard, setOrderGiftCard, settleGiftCards } from './gift-cards.ts';
import { placeOrder } from './order-state/place-order.ts';
import { markOrderPaid } from './order-state/payment-transitions.ts';
import { settleGiftWrapping } from './gift-wrapping.ts';
import { ORDER_CONFIRMATION_JOB } from './order-emails.ts';
import { orderNumberPrefixOf } from '../channels/service.ts';
import { recalculateCart } from './order-processor.ts';
import { settleLoyaltyPoints } from './checkout-loyalty.ts';

type OrderScope = CartScope & { token: string };

/** Digits of an order number: "000000042" (after the channel's prefix, "B-000000042" on b2b). */
const ORDER_NUMBER_DIGITS = 9;

async function checkoutState(tx: Database, orderId: number): Promise<CheckoutState> {
  const locked = takeLockedCheckoutState(tx, orderId);
  if (locked !== null) return locked;
  const [row] = await tx.select({ state: orders.checkoutState }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`Order ${orderId} vanished inside its transaction`);
  return row.state;
}

const emptyCart = () => violation('', 'The cart is empty.', 'empty_cart');

function addressRow(orderId: number, type: 'billing' | 'shipping', address: AddressInput) {
  return {
    orderId,
    type,
    ...address,
    countryCode: address.countryCode.toUpperCase(),
    city: address.city ?? null,
    street: address.street ?? null,
    houseNumber: address.houseNumber ?? null,
    apartmentNumber: address.apartmentNumber ?? null,
    postCode: address.postCode ?? null,
    companyName: address.companyName ?? null,
    vatNumber: address.vatNumber?.replace(/[\s.-]/g, '').toUpperCase() ?? null,
    companyCode: address.companyCode ?? null,
  };
}

/**
 * PUT /orders/{token}: the contact email and the billing and shipping addresses (the shipping one
 * defaults to the billing one). Addressing again goes back to `addressed`: delivery and payment are
 * chosen again, as in Sylius.
 */
export async function addressOrder(
  db: Database,
  input: OrderScope & { body: AddressOrderBody },
): Promise<number> {
  const { body } = input;
  const violations: Violation[] = [
    ...addressViolations(body.billingAddress, 'billingAddress'),
    ...(body.shippingAddress ? addressViolations(body.shippingAddress, 'shippingAddress') : []),
  ];
  if (violations.length > 0) throw new ViolationError(violations);
  return changeCart(db, input, async (tx, orderId) => {
    assertTransition(await checkoutState(tx, orderId), 'address');
    const lines = await loadCartLines(tx, orderId, input.channelId);
    if (lines.length === 0) throw emptyCart();
    await tx.delete(orderAddresses).where(eq(orderAddresses.orderId, orderId));
    await tx
      .insert(orderAddresses)
      .values([
        addressRow(orderId, 'billing', body.billingAddress),
        addressRow(orderId, 'shipping', body.shippingAddress ?? body.billingAddress),
      ]);
    // The order's shipment and payment, made once: one statement for both.
    await tx.execute(sql`WITH shipment AS (
        INSERT INTO shipments (order_id) VALUES (${orderId}) ON CONFLICT (order_id) DO NOTHING)
      INSERT INTO payments (order_id) VALUES (${orderId}) ON CONFLICT (order_id) DO NOTHING`);
    // The lines are unchanged for the processor; email and state are written with its totals.
    return {
      lines,
      orderChanges: { email: body.email, checkoutState: TRANSITION_TARGET.address },
    };
  });
}

/**
 * The coupon of PUT /orders/{token}: a usable code whose promotion applies to this cart, or null to take
 * it off. Anything else leaves the cart as it was: an unknown code is the spec's "invalid code" on
 * couponCode, a known one that does not apply says why (couponRefusal).
 */
export async function applyCoupon(
  db: Database,
  input: OrderScope & { couponCode: string | null; localePreference: readonly string[] },
): Promise<number> {
  /** The cart a code was refused for: the reason is read once the transaction rolled back. */
  let refusedFor: { orderId: number; code: string } | null = null;
  try {
    return await applyCouponInTransaction(db, input, (refused) => (refusedFor = refused));
  } catch (error) {
    if (!refusedFor || !(error instanceof ViolationError)) throw error;
    const { orderId, code } = refusedFor;
    const { channelId, localePreference } = input;
    throw new ViolationError([
      await couponRefusal(db, { code, orderId, channelId, localePreference, now: new Date() }),
    ]);
  }
}

function applyCouponInTransaction(
  db: Database,
  input: OrderScope & { couponCode: string | null },
  onRefused: (refused: { orderId: number; code: string }) => void,
): Promise<number> {
  return db.transaction(async (tx) => {
    const orderId = await lockCart(tx, input);
    const code = input.couponCode?.trim().toUpperCase() ?? null;
    const invalid = () => {
      onRefused({ orderId, code: code ?? '' });
      return violation('couponCode', COUPON_INVALID_MESSAGE, 'invalid_coupon');
    };
    if (code !== null && (await findRedeemableGiftCard(tx, { code, channelId: input.channelId }))) {
      await setOrderGiftCard(tx, orderId, code);
      await recalculateCart(tx, orderId, input.channelId);
      return orderId;
    }
    if (code !== null && !(await findUsableCoupon(tx, code, new Date()))) throw invalid();
    await tx.update(orders).set({ couponCode: code }).where(eq(orders.id, orderId));
    await recalculateCart(tx, orderId, input.channelId);
    if (code !== null) {
      const [after] = await tx
        .select({ couponCode: orders.couponCode })
        .from(orders)
        .where(eq(orders.id, orderId));
      // The processor drops a coupon whose promotion's rules the cart does not meet.
      if (after?.couponCode !== code) throw invalid();
    }
    return orderId;
  });
}

async function orderShipment(tx: Database, orderId: number, shipmentId: number) {
  const [row] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId)));
  if (!row) throw notFound(`Shipment ${shipmentId} not found.`);
  return row;
}

async function shippingAddress(tx: Database, orderId: number): Promise<AddressInput | null> {
  const [row] = await tx
    .select()
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.type, 'shipping')));
  return row ?? null;
}

/**
 * PATCH /orders/{token}/shipments/{id}: a shipping method of the channel; a parcel-locker method needs one
 * of its carrier's lockers, a courier a full shipping address.
 */
export async function selectShipping(
  db: Database,
  input: OrderScope & { shipmentId: number; methodCode: string; lockerCode: string | null },
): Promise<number> {
  // Read before the transaction: the methods come from a per-process cache (PGlite has one connection).
  const knownMethod = await findShippingMethod(db, input.channelId, input.methodCode);
  return changeCart(db, input, async (tx, orderId) => {
    const method = knownMethod;
    const lockerCode = method?.kind === 'parcel_locker' ? (input.lockerCode ?? null) : null;
    // One statement finds the order's shipment, the carrier's locker and writes both; a refusal below
    // rolls the write back, and the checks keep their order (404, then 422s) (docs/adr/0049).
    const [shipment] = method
      ? await tx
          .update(shipments)
          .set({
            methodId: method.id,
            parcelLockerId:
              lockerCode === null
                ? null
                : sql`(SELECT ${parcelLockers.id} FROM ${parcelLockers} WHERE ${parcelLockers.carrier} = ${method.carrier}
                    AND ${parcelLockers.code} = ${lockerCode} AND ${parcelLockers.enabled})`,
          })
          .where(and(eq(shipments.id, input.shipmentId), eq(shipments.orderId, orderId)))
          .returning({ id: shipments.id, parcelLockerId: shipments.parcelLockerId })
      : [await orderShipment(tx, orderId, input.shipmentId)];
    if (!shipment) throw notFound(`Shipment ${input.shipmentId} not found.`);
    assertTransition(await checkoutState(tx, orderId), 'select_shipping');
    if (!method) {
      throw violation('shippingMethod', `Shipping method "${input.methodCode}" does not exist.`, 'not_found');
    }
    if (method.kind === 'parcel_locker') {
      if (!input.lockerCode) throw violation('parcelLocker', 'This value should not be blank.', 'blank');
      if (!('parcelLockerId' in shipment) || shipment.parcelLockerId === null) {
        throw violation('parcelLocker', `Parcel locker "${input.lockerCode}" does not exist.`, 'not_found');
      }
    } else {
      const missing = courierAddressViolations(await shippingAddress(tx, orderId), 'shippingAddress');
      if (missing.length > 0) throw new ViolationError(missing);
    }
    return { orderChanges: { checkoutState: TRANSITION_TARGET.select_shipping } };
  });
}

/** PUT /orders/{token} with `giftCardCode: null`: the redeemed gift card no longer pays for the order. */
export async function removeGiftCard(db: Database, input: OrderScope): Promise<number> {
  return db.transaction(async (tx) => {
    const orderId = await lockCart(tx, input);
    await setOrderGiftCard(tx, orderId, null);
    await recalculateCart(tx, orderId, input.channelId);
    return orderId;
  });
}

/** PATCH /orders/{token}/payments/{id}: a payment method of the channel. */
export async function selectPayment(
  db: Database,
  input: OrderScope & { paymentId: number; methodCode: string },
): Promise<number> {
  // Read before the transaction: the methods come from a per-process cache (PGlite has one connection).
  const method = await findPaymentMethod(db, input.channelId, input.methodCode);
  return changeCart(db, input, async (tx, orderId) => {
    const ofOrder = and(eq(payments.id, input.paymentId), eq(payments.orderId, orderId));
    // The order's payment is found and written in one statement; a refusal below rolls the write back.
    const [payment] = method
      ? await tx
          .update(payments)
          .set({ methodId: method.id, updatedAt: new Date() })
          .where(ofOrder)
          .returning({ id: payments.id })
      : await tx.select({ id: payments.id }).from(payments).where(ofOrder);
    if (!payment) throw notFound(`Payment ${input.paymentId} not found.`);
    assertTransition(await checkoutState(tx, orderId), 'select_payment');
    if (!method) {
      throw violation('paymentMethod', `Payment method "${input.methodCode}" does not exist.`, 'not_found');
    }
    return { orderChanges: { checkoutState: TRANSITION_TARGET.select_payment } };
  });
}

/**
 * PATCH /orders/{token}/complete: in one transaction the lines are re-priced, the variants' rows locked
 * (in id order, so two checkouts never deadlock), their stock checked and put on hold, and the order
 * numbered and moved to `new`. Two shoppers can never buy the last unit twice; a second call on a
 * completed order changes nothing and answers the order.
 */
export async function completeOrder(
  db: Database,
  input: OrderScope & { notes: string | null },
): Promise<number> {
  // A deadlock victim (PostgreSQL aborts one of two checkouts waiting for each other) is placed again.
  const outcome = await transactionWithRetry(db, async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        state: orders.state,
        paymentState: orders.paymentState,
        shippingState: orders.shippingState,
        checkoutState: orders.checkoutState,
        currencyCode: orders.currencyCode,
        giftCardTotal: orders.giftCardTotal,
        loyaltyDiscount: orders.loyaltyDiscount,
        customerId: orders.customerId,
        isGift: orders.isGift,
      })
      .from(orders)
      .where(and(eq(orders.tokenValue, input.token), eq(orders.channelId, input.channelId)))
      .for('update');
    if (!order) throw notFound(`Order "${input.token}" not found.`);
    // Another customer's order is not there for this caller: the orders module's rule and answer (its
    // ownership preHandler's), checked on the locked row (docs/adr/0049).
    if (!mayUseOrder(order, input.customerId)) throw notFound(`Cart "${input.token}" not found.`);
    if (order.checkoutState === 'completed') return order.id;
    assertTransition(order.checkoutState, 'complete');
    // The processor answers the order as it wrote it: lines, coupon, promotions, gift card, points.
    const placed = await recalculateCart(tx, order.id, input.channelId);
    const { lines } = placed;
    if (lines.length === 0) throw emptyCart();
    if (!lines.every(isLineAvailable)) throw violation('', OUT_OF_STOCK_COMPLETE_MESSAGE, 'out_of_stock');

    const coupon = placed.couponCode ? await findUsableCoupon(tx, placed.couponCode, new Date()) : null;

    const needed = await unitsNeeded(tx, lines);
    const locked = await holdUnits(tx, needed);
    for (const variant of locked) {
      if (variant.tracked && variant.onHand - variant.onHold < (needed.get(variant.id) ?? 0)) {
        throw violation('', OUT_OF_STOCK_COMPLETE_MESSAGE, 'out_of_stock');
      }
    }

    // One sequence for every channel: a number names one order across the shop; the channel's prefix
    // ("B-" on b2b) tells the channel at a glance.
    const [sequence] = await queryRows<{ value: unknown }>(tx, sql`SELECT nextval('order_numbers') AS value`);
    const number =
      (await orderNumberPrefixOf(tx, input.channelId)) +
      String(toNumber(sequence?.value ?? 0)).padStart(ORDER_NUMBER_DIGITS, '0');
    const now = new Date();
    await placeOrder(tx, order, { number, notes: input.notes, now });
    if (order.isGift) await settleGiftWrapping(tx, order.id, lines);
    const paidInFull = await settleGiftCards(tx, {
      id: order.id,
      channelId: input.channelId,
      currencyCode: order.currencyCode,
      giftCardTotalShown: order.giftCardTotal,
      lines,
      placed: { code: placed.giftCardCode, giftCardTotal: placed.giftCardTotal, total: placed.total },
    });
    // An order the redeemed gift card pays in full is paid at once, like any other payment.
    if (paidInFull) {
      await markOrderPaid(tx, {
        orderId: order.id,
        actor: { type: 'system', name: 'checkout' },
        source: 'gift_card',
        now,
      });
    }
    await settleLoyaltyPoints(tx, order, placed.loyaltyDiscount, placed.loyaltyPointsUsed);
    // Sent by the job worker once this transaction has committed, and retried if the mail server fails.
    await enqueueJob(tx, ORDER_CONFIRMATION_JOB, { orderId: order.id });
    // Listings and search answer from the read model: products whose last units this order took are
    // refreshed there (in stock or not), by the job worker, so placing the order does not wait for it.
    const soldOut = locked.filter(
      (variant) => variant.tracked && variant.onHand - variant.onHold - (needed.get(variant.id) ?? 0) <= 0,
    );
    if (soldOut.length > 0) {
      await enqueueJob(tx, SEARCH_REFRESH_JOB, {
        productIds: [...new Set(soldOut.map((variant) => variant.productId))],
      });
    }
    // Last, because every order of a running promotion waits for these rows (countPromotionUse): the
    // promotions' and the coupon's uses are counted, and one used up meanwhile stops the order.
    if (!(await countPromotionUse(tx, placed.appliedPromotionIds, coupon?.couponId ?? null))) {
      throw violation('couponCode', COUPON_INVALID_MESSAGE, 'invalid_coupon');
    }
    return order.id;
  });
  return outcome;
}
