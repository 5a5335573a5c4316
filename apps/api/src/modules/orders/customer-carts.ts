import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

async function lineCount(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.deletedAt)));
  return Number(row?.lines ?? 0);
}

/**
 * At sign-in (`?orderToken=`, spec section 4): the guest's cart becomes the customer's, so it follows them
 * to other devices. Without a guest cart, or with an empty one while an earlier cart of theirs has lines,
 * they get that earlier cart back. Answers the token of the customer's cart now, or null.
 */
export async function carryCartToCustomer(
  db: Database,
  input: { orderToken: string | null; channelId: number; customerId: number; email: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [guestCart] = input.orderToken
      ? await tx
          .select({ id: orders.id, tokenValue: orders.tokenValue, customerId: orders.customerId })
          .from(orders)
          .where(
            and(
              eq(orders.tokenValue, input.orderToken),
              eq(orders.channelId, input.channelId),
              eq(orders.state, 'cart'),
            ),
          )
          .for('update')
      : [];
    // A cart of another customer stays theirs.
    const claimable =
      guestCart && (guestCart.customerId === null || guestCart.customerId === input.customerId);
    const [previous] = await tx
      .select({ id: orders.id, tokenValue: orders.tokenValue })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, input.customerId),
          eq(orders.channelId, input.channelId),
          eq(orders.state, 'cart'),
        ),
      )
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(1);
    if (claimable) {
      const keepPrevious =
        previous &&
        previous.id !== guestCart.id &&
        (await lineCount(tx, guestCart.id)) === 0 &&
        (await lineCount(tx, previous.id)) > 0;
      if (!keepPrevious) {
        await tx
          .update(orders)
          .set({ customerId: input.customerId, email: input.email, updatedAt: new Date() })
          .where(eq(orders.id, guestCart.id));
        return guestCart.tokenValue;
      }
    }
    return previous?.tokenValue ?? null;
  });
}

/**
 * Whether the caller may use a cart: anyone a guest cart, only its customer a customer's cart. A placed
 * order of a customer is open to its token (the emailed link) but not to another signed-in customer.
 */
export async function mayUseCart(
  db: Database,
  input: { token: string; channelId: number; customerId: number | null },
): Promise<boolean> {
  const [row] = await db
    .select({ customerId: orders.customerId, state: orders.state })
    .from(orders)
    .where(and(eq(orders.tokenValue, input.token), eq(orders.channelId, input.channelId)));
  return !row || mayUseOrder(row, input.customerId);
}

/**
 * mayUseCart's rule on an order row already read: a guest order is anyone's, a placed order of a customer
 * its token's (a guest caller), a customer's cart theirs alone. The cart-changing steps apply it to the row
 * they lock (lockCart), so they need no look at the row before (docs/adr/0049).
 */
export function mayUseOrder(
  row: { customerId: number | null; state: string },
  /** The caller: the signed-in customer, null for a guest. */
  customerId: number | null,
): boolean {
  if (row.customerId === null) return true;
  if (row.state !== 'cart' && customerId === null) return true;
  return row.customerId === customerId;
}

/** The token of the customer's latest cart in the channel, or null. */
export async function customerCartToken(
  db: Database,
  customerId: number,
  channelId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ tokenValue: orders.tokenValue })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.channelId, channelId), eq(orders.state, 'cart')))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(1);
  return row?.tokenValue ?? null;
}
