import type { CheckoutState } from '@shop/contracts/constants';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { mayUseOrder } from './customer-carts.ts';
import { recalculateCart, type RecalculateOptions } from './order-processor.ts';
import { newOrderToken } from './order-token.ts';

/**
 * A cart's row and its lock: creating a cart, finding an order by its token, and changing a cart one change
 * at a time (the row locked for the transaction, then re-priced). Every step of the cart and the checkout
 * goes through changeCart or lockCart (docs/adr/0049).
 */

export interface CartScope {
  channelId: number;
  /**
   * The caller: the signed-in customer, null for a guest. The lock refuses (404) a cart they may not use
   * (mayUseOrder), so the routes that lock skip the orders module's ownership preHandler (docs/adr/0049).
   */
  customerId: number | null;
}

export async function createCart(
  db: Database,
  input: { channelId: number; localeCode: string; currencyCode: string; customerId?: number | null },
): Promise<number> {
  const [created] = await db
    .insert(orders)
    .values({ ...input, tokenValue: newOrderToken() })
    .returning({ id: orders.id });
  if (!created) throw new Error('The new cart was not stored');
  return created.id;
}

/** The order of a token in the channel (any state), or null: another channel's order does not exist here. */
export async function findOrderId(db: Database, token: string, channelId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tokenValue, token), eq(orders.channelId, channelId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Locks the cart's row for the rest of the transaction, so two changes to one cart apply one after the
 * other. Unknown tokens and another customer's cart are 404 (the ownership check of the orders module's
 * preHandler, on the locked row); an order past the cart state is a 422 naming its state.
 */
export async function lockCart(tx: Database, scope: CartScope & { token: string }): Promise<number> {
  const { token, channelId } = scope;
  const [row] = await tx
    .select({
      id: orders.id,
      state: orders.state,
      checkoutState: orders.checkoutState,
      customerId: orders.customerId,
    })
    .from(orders)
    .where(and(eq(orders.tokenValue, token), eq(orders.channelId, channelId)))
    .for('update')
    .limit(1);
  if (!row || !mayUseOrder(row, scope.customerId)) throw notFound(`Cart "${token}" not found.`);
  if (row.state !== 'cart') {
    throw violation(
      '',
      `The order is in state "${row.state}" and can no longer be changed.`,
      'order_not_cart',
    );
  }
  lockedCheckoutStates.set(tx, { orderId: row.id, checkoutState: row.checkoutState });
  return row.id;
}

/**
 * The checkout state lockCart read with the lock, per transaction: a step's first look at the state takes it
 * from here (takeLockedCheckoutState) instead of reading the row again (docs/adr/0049).
 */
const lockedCheckoutStates = new WeakMap<Database, { orderId: number; checkoutState: CheckoutState }>();

/** The checkout state read with the lock, once: null when already taken (a later look reads the row). */
export function takeLockedCheckoutState(tx: Database, orderId: number): CheckoutState | null {
  const locked = lockedCheckoutStates.get(tx);
  lockedCheckoutStates.delete(tx);
  return locked?.orderId === orderId ? locked.checkoutState : null;
}

/**
 * One change to a cart: in a transaction, with the cart's row locked (lockCart), then re-priced by the
 * order processor. Answers the order's id.
 */
export async function changeCart(
  db: Database,
  scope: CartScope & { token: string },
  change: (tx: Database, orderId: number) => Promise<void | RecalculateOptions>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const orderId = await lockCart(tx, scope);
    // A step may hand the processor the lines it read and the order columns it changes (docs/adr/0049).
    const options = (await change(tx, orderId)) ?? {};
    await recalculateCart(tx, orderId, scope.channelId, options);
    return orderId;
  });
}
