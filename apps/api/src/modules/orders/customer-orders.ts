import {
  TOKEN_MISSING_MESSAGE,
  type CustomerOrder,
  type CustomerOrderSummary,
  type List,
} from '@shop/contracts';
import { CUSTOMER_ORDER_PREVIEW_ITEMS } from '@shop/contracts/constants';
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, orders, productVariants } from '../../db/schema/index.ts';
import type { PageRequest } from '../../http/lists.ts';
import { notFound, unauthorized } from '../../http/http-error.ts';
import { loadProductImages, loadProductTexts } from '../products/product-rows.ts';
import { describeInvoice, isPreInvoiceAvailable } from './order-documents.ts';
import { loadOrderView } from './order-view.ts';

/** A placed order: anything past the cart, numbered at completion. */
const placed = ne(orders.state, 'cart');

/**
 * The customer's placed orders in the channel, newest first, one page of them with a preview of their
 * first lines (names in the preferred locale, the main image). Carts are not orders yet.
 */
export async function listCustomerOrders(
  db: Database,
  input: PageRequest & { customerId: number; channelId: number; localePreference: readonly string[] },
): Promise<List<CustomerOrderSummary>> {
  const mine = and(eq(orders.customerId, input.customerId), eq(orders.channelId, input.channelId), placed);
  const [counted] = await db.select({ total: count() }).from(orders).where(mine);
  const totalItems = Number(counted?.total ?? 0);
  const meta = {
    totalItems,
    page: input.page,
    itemsPerPage: input.itemsPerPage,
    lastPage: input.itemsPerPage > 0 ? Math.max(1, Math.ceil(totalItems / input.itemsPerPage)) : 1,
  };
  if (input.itemsPerPage === 0) return { data: [], meta };
  const rows = await db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id))
    .limit(input.itemsPerPage)
    .offset((input.page - 1) * input.itemsPerPage);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            productId: productVariants.productId,
            code: productVariants.code,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
          .where(
            and(
              inArray(
                orderItems.orderId,
                rows.map((row) => row.id),
              ),
              isNull(orderItems.deletedAt),
            ),
          )
          .orderBy(asc(orderItems.id));
  const previewed = rows.flatMap((row) =>
    lines.filter((line) => line.orderId === row.id).slice(0, CUSTOMER_ORDER_PREVIEW_ITEMS),
  );
  const productIds = [...new Set(previewed.map((line) => line.productId))];
  const [texts, images] = await Promise.all([
    loadProductTexts(db, productIds, input.localePreference),
    loadProductImages(db, productIds, 1),
  ]);
  const data = rows.map((row): CustomerOrderSummary => {
    const own = lines.filter((line) => line.orderId === row.id);
    return {
      tokenValue: row.tokenValue,
      number: row.number ?? '',
      checkoutCompletedAt: (row.checkoutCompletedAt ?? row.updatedAt).toISOString(),
      state: row.state,
      paymentState: row.paymentState,
      shippingState: row.shippingState,
      total: row.total - row.giftCardTotal,
      currencyCode: row.currencyCode,
      itemsCount: own.reduce((sum, line) => sum + line.quantity, 0),
      items: own.slice(0, CUSTOMER_ORDER_PREVIEW_ITEMS).map((line) => ({
        productName: texts.get(line.productId)?.name ?? line.code,
        image: images.get(line.productId)?.[0] ?? null,
      })),
    };
  });
  return { data, meta };
}

/** The customer's placed order by its token, with its documents; another's (or a cart) does not exist. */
export async function loadCustomerOrder(
  db: Database,
  input: { token: string; customerId: number; channelId: number; localePreference: readonly string[] },
): Promise<CustomerOrder> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tokenValue, input.token),
        eq(orders.customerId, input.customerId),
        eq(orders.channelId, input.channelId),
        placed,
      ),
    );
  if (!row) throw notFound(`Order "${input.token}" not found.`);
  const order = await loadOrderView(db, row.id, input.localePreference);
  return {
    ...order,
    invoice: await describeInvoice(db, order),
    preInvoiceAvailable: isPreInvoiceAvailable(order),
  };
}

/**
 * Who may read an order's documents (ADR 0015): a customer's order only its customer (a bearer token is
 * needed: 401 without one, and someone else's order is 404); a guest order whoever holds its token.
 */
export async function assertMayReadOrder(
  db: Database,
  input: { orderId: number; token: string; customerId: number | null },
): Promise<void> {
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!row) throw notFound(`Order "${input.token}" not found.`);
  if (row.customerId === null) return;
  if (input.customerId === null) throw unauthorized(TOKEN_MISSING_MESSAGE);
  if (input.customerId !== row.customerId) throw notFound(`Order "${input.token}" not found.`);
}
