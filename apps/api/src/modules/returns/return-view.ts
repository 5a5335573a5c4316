import { RETURN_CANCELLABLE_STATES } from '@shop/contracts/constants';
import { maskIban, type List, type Return, type ReturnSummary } from '@shop/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { giftCards, orders, returnItems, returns } from '../../db/schema/index.ts';
import type { PageRequest } from '../../http/lists.ts';
import { notFound } from '../../http/http-error.ts';
import { describeInvoice } from '../orders/order-documents.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { loadReturnMethods, toReturnMethod } from './return-methods.ts';

type ReturnRow = typeof returns.$inferSelect;
type ItemRow = typeof returnItems.$inferSelect;

/** What comes back: the items not cancelled, less the method's fee, never below nothing. */
export function refundableAmount(
  row: Pick<ReturnRow, 'returnFee' | 'state'>,
  items: readonly ItemRow[],
): number {
  if (row.state === 'cancelled') return 0;
  const goods = items
    .filter((item) => item.state !== 'cancelled')
    .reduce((sum, item) => sum + item.amount, 0);
  return Math.max(0, goods - row.returnFee);
}

/** One return as its page shows it, names in the preferred locale. */
export async function loadReturnView(
  db: Database,
  returnId: number,
  localePreference: readonly string[],
): Promise<Return> {
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId));
  if (!row) throw new Error(`Return ${returnId} vanished while it was being read`);
  const [items, order, methods, coupon] = await Promise.all([
    db.select().from(returnItems).where(eq(returnItems.returnId, row.id)).orderBy(returnItems.id),
    loadOrderView(db, row.orderId, localePreference),
    loadReturnMethods(db, { ids: row.returnMethodId === null ? [] : [row.returnMethodId] }, localePreference),
    row.refundGiftCardId === null
      ? Promise.resolve([])
      : db.select({ code: giftCards.code }).from(giftCards).where(eq(giftCards.id, row.refundGiftCardId)),
  ]);
  const lines = new Map(order.items.map((item) => [item.id, item]));
  const method = methods[0];
  return {
    number: row.number,
    orderNumber: order.number ?? '',
    orderToken: order.tokenValue,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    currencyCode: row.currencyCode,
    price: items.reduce((sum, item) => sum + item.amount, 0),
    returnFee: row.returnFee,
    refundableAmount: refundableAmount(row, items),
    returnMethod: method ? toReturnMethod(method) : null,
    address: row.address
      ? {
          ...row.address,
          city: row.address.city ?? null,
          street: row.address.street ?? null,
          houseNumber: row.address.houseNumber ?? null,
          apartmentNumber: row.address.apartmentNumber ?? null,
          postCode: row.address.postCode ?? null,
          companyName: row.address.companyName ?? null,
          vatNumber: row.address.vatNumber ?? null,
          companyCode: row.address.companyCode ?? null,
        }
      : null,
    refund: {
      method: row.refundMethod,
      firstName: row.refundFirstName,
      lastName: row.refundLastName,
      bankAccount: row.refundBankAccount ? maskIban(row.refundBankAccount) : null,
      couponCode: coupon[0]?.code ?? null,
    },
    invoice: await describeInvoice(db, order),
    items: items.map((item) => {
      const line = lines.get(item.orderItemId);
      return {
        id: item.id,
        productName: line?.productName ?? '',
        variantName: line?.variant.name ?? '',
        image: line?.variant.image ?? null,
        quantity: item.quantity,
        reason: item.reason,
        comment: item.comment,
        state: item.state,
        amount: item.amount,
      };
    }),
    cancellable: RETURN_CANCELLABLE_STATES.includes(row.state),
  };
}

/** The customer's return in the channel by its number; another's is 404. */
export async function findCustomerReturn(
  db: Database,
  input: { number: string; customerId: number; channelId: number },
): Promise<ReturnRow> {
  const [row] = await db
    .select()
    .from(returns)
    .where(
      and(
        eq(returns.number, input.number),
        eq(returns.customerId, input.customerId),
        eq(returns.channelId, input.channelId),
      ),
    );
  if (!row) throw notFound(`Return "${input.number}" not found.`);
  return row;
}

/** The customer's returns in the channel, newest first, one page of them. */
export async function listCustomerReturns(
  db: Database,
  input: PageRequest & { customerId: number; channelId: number },
): Promise<List<ReturnSummary>> {
  const mine = and(eq(returns.customerId, input.customerId), eq(returns.channelId, input.channelId));
  const [counted] = await db.select({ total: count() }).from(returns).where(mine);
  const totalItems = Number(counted?.total ?? 0);
  const meta = {
    totalItems,
    page: input.page,
    itemsPerPage: input.itemsPerPage,
    lastPage: input.itemsPerPage > 0 ? Math.max(1, Math.ceil(totalItems / input.itemsPerPage)) : 1,
  };
  if (input.itemsPerPage === 0) return { data: [], meta };
  const rows = await db
    .select({ row: returns, orderNumber: orders.number, orderToken: orders.tokenValue })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(mine)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(input.itemsPerPage)
    .offset((input.page - 1) * input.itemsPerPage);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(returnItems)
          .where(
            inArray(
              returnItems.returnId,
              rows.map(({ row }) => row.id),
            ),
          );
  const data = rows.map(({ row, orderNumber, orderToken }): ReturnSummary => {
    const own = items.filter((item) => item.returnId === row.id);
    return {
      number: row.number,
      orderNumber: orderNumber ?? '',
      orderToken,
      createdAt: row.createdAt.toISOString(),
      state: row.state,
      currencyCode: row.currencyCode,
      refundableAmount: refundableAmount(row, own),
      itemsCount: own.reduce((sum, item) => sum + item.quantity, 0),
    };
  });
  return { data, meta };
}
