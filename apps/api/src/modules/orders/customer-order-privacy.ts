import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderAddresses, orders } from '../../db/schema/index.ts';

/**
 * States in which an order is not open: a cart is not placed yet, fulfilled and cancelled orders are
 * finished. Everything else ('new', and any state a later workflow adds such as 'processing') is open.
 */
const NOT_OPEN_STATES = ['cart', 'fulfilled', 'cancelled'] as const;

/** What an anonymised order keeps in place of the shopper's contact details (docs/adr/0018-account-deletion.md). */
export const ANONYMISED_EMAIL = 'deleted-customer@anonymised.invalid';
export const ANONYMISED_NAME = { firstName: 'Deleted', lastName: 'Customer' } as const;
export const ANONYMISED_PHONE = '-';

/** Spec section 4: the account cannot be deleted while the customer has a placed, unfinished order. */
export async function hasOpenOrders(db: Database, customerId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), notInArray(orders.state, [...NOT_OPEN_STATES])))
    .limit(1);
  return open !== undefined;
}

/**
 * Account deletion: every order of the customer (carts too) loses the shopper's personal data (contact
 * email, the note and gift greeting they wrote; names, phone, street, house, flat, post code and company
 * data of its addresses) and its link to the customer. Numbers, totals, lines, states, country and city
 * stay for the bookkeeping. Pass the deletion's transaction. Returns how many orders were anonymised.
 */
export async function anonymiseCustomerOrders(db: Database, customerId: number): Promise<number> {
  const owned = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .for('update');
  const orderIds = owned.map((order) => order.id);
  if (orderIds.length === 0) return 0;
  await db
    .update(orderAddresses)
    .set({
      ...ANONYMISED_NAME,
      phoneNumber: ANONYMISED_PHONE,
      street: null,
      houseNumber: null,
      apartmentNumber: null,
      postCode: null,
      companyName: null,
      vatNumber: null,
      companyCode: null,
    })
    .where(inArray(orderAddresses.orderId, orderIds));
  await db
    .update(orders)
    .set({
      customerId: null,
      email: ANONYMISED_EMAIL,
      notes: null,
      giftWrappingMessage: null,
      updatedAt: new Date(),
    })
    .where(inArray(orders.id, orderIds));
  return orderIds.length;
}
