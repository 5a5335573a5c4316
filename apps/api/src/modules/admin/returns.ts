import type { AdminReturn, AdminReturnSummary, List } from '@shop/contracts';
import { RETURN_TRANSITIONS, type ReturnState } from '@shop/contracts/constants';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orders, returnItems, returns } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import type { PageRequest } from '../../http/lists.ts';
import { changeReturnState } from '../returns/return-service.ts';
import { loadReturnView, refundableAmount } from '../returns/return-view.ts';
import { pageMeta, recordAudit } from './audit.ts';

/** Returns of every channel, newest first, optionally in one state. */
export async function listReturns(
  db: Database,
  input: PageRequest & { state?: ReturnState },
): Promise<List<AdminReturnSummary>> {
  const where = input.state ? eq(returns.state, input.state) : undefined;
  const [counted] = await db.select({ total: count() }).from(returns).where(where);
  const rows = await db
    .select({ row: returns, orderNumber: orders.number, email: orders.email, channelCode: channels.code })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(channels, eq(channels.id, returns.channelId))
    .where(where)
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
  return {
    data: rows.map(({ row, orderNumber, email, channelCode }) => {
      const own = items.filter((item) => item.returnId === row.id);
      return {
        id: row.id,
        number: row.number,
        orderNumber: orderNumber ?? '',
        channelCode,
        customerEmail: email,
        state: row.state,
        refundMethod: row.refundMethod,
        refundableAmount: refundableAmount(row, own),
        currencyCode: row.currencyCode,
        itemsCount: own.reduce((sum, item) => sum + item.quantity, 0),
        createdAt: row.createdAt.toISOString(),
      };
    }),
    meta: pageMeta(Number(counted?.total ?? 0), input),
  };
}

/** One return for the shop: the customer's view, the whole IBAN to pay it, and where it may go next. */
export async function loadAdminReturn(db: Database, returnId: number): Promise<AdminReturn> {
  const [row] = await db
    .select({ row: returns, email: orders.email })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, returnId));
  if (!row) throw notFound(`Return ${returnId} not found.`);
  return {
    id: row.row.id,
    return: await loadReturnView(db, row.row.id, [row.row.localeCode]),
    customerEmail: row.email,
    bankAccount: row.row.refundBankAccount,
    transitions: [...RETURN_TRANSITIONS[row.row.state]],
  };
}

/** Moves a return to another state (changeReturnState) and audits it in the same transaction. */
export async function moveReturn(
  db: Database,
  input: { returnId: number; to: ReturnState; refusedItemIds?: number[]; administratorId: number; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ number: returns.number, state: returns.state })
      .from(returns)
      .where(eq(returns.id, input.returnId));
    if (!row) throw notFound(`Return ${input.returnId} not found.`);
    await changeReturnState(tx, {
      returnId: input.returnId,
      to: input.to,
      ...(input.refusedItemIds ? { refusedItemIds: input.refusedItemIds } : {}),
      now: input.now,
    });
    await recordAudit(
      tx,
      {
        administratorId: input.administratorId,
        action: 'return.state',
        subjectType: 'return',
        subjectId: input.returnId,
        summary:
          `Return ${row.number}: ${row.state} -> ${input.to}` +
          (input.refusedItemIds?.length ? ` (items refused: ${input.refusedItemIds.join(', ')})` : ''),
        details: { from: row.state, to: input.to, refusedItemIds: input.refusedItemIds ?? [] },
      },
      input.now,
    );
  });
}
