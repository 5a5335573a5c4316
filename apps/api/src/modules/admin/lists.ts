import type { AdminCustomer, AdminNewsletterSubscriber, AdminStockRequest, List } from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  channels,
  customers,
  newsletterSubscribers,
  products,
  shopUsers,
  stockNotificationRequests,
} from '../../db/schema/index.ts';
import type { PageRequest } from '../../http/lists.ts';
import { loadProductTexts } from '../products/product-rows.ts';
import { pageMeta } from './audit.ts';

function likeAny(value: string): string {
  return `%${value.replace(/[%_\\]/g, '\\$&')}%`;
}

/** Newsletter subscribers of every channel, newest first, optionally by status. */
export async function listNewsletterSubscribers(
  db: Database,
  input: PageRequest & { status?: AdminNewsletterSubscriber['status'] },
): Promise<List<AdminNewsletterSubscriber>> {
  const where = input.status ? eq(newsletterSubscribers.status, input.status) : undefined;
  const [counted] = await db.select({ total: count() }).from(newsletterSubscribers).where(where);
  const rows = await db
    .select({ row: newsletterSubscribers, channelCode: channels.code })
    .from(newsletterSubscribers)
    .innerJoin(channels, eq(channels.id, newsletterSubscribers.channelId))
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(input.itemsPerPage)
    .offset((input.page - 1) * input.itemsPerPage);
  return {
    data: rows.map(({ row, channelCode }) => ({
      email: row.email,
      channelCode,
      locale: row.locale,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
    meta: pageMeta(Number(counted?.total ?? 0), input),
  };
}

/** Stock-notification requests, newest first: waiting for the product, or already mailed. */
export async function listStockRequests(
  db: Database,
  input: PageRequest & { status?: 'waiting' | 'notified' },
): Promise<List<AdminStockRequest>> {
  const where =
    input.status === 'waiting'
      ? isNull(stockNotificationRequests.notifiedAt)
      : input.status === 'notified'
        ? isNotNull(stockNotificationRequests.notifiedAt)
        : undefined;
  const [counted] = await db.select({ total: count() }).from(stockNotificationRequests).where(where);
  const rows = await db
    .select({ row: stockNotificationRequests, productCode: products.code, channelCode: channels.code })
    .from(stockNotificationRequests)
    .innerJoin(products, eq(products.id, stockNotificationRequests.productId))
    .innerJoin(channels, eq(channels.id, stockNotificationRequests.channelId))
    .where(where)
    .orderBy(desc(stockNotificationRequests.createdAt), desc(stockNotificationRequests.id))
    .limit(input.itemsPerPage)
    .offset((input.page - 1) * input.itemsPerPage);
  const names = await loadProductTexts(db, [...new Set(rows.map(({ row }) => row.productId))], ['lt', 'en']);
  return {
    data: rows.map(({ row, productCode, channelCode }) => ({
      id: row.id,
      email: row.email,
      productCode,
      productName: names.get(row.productId)?.name ?? productCode,
      channelCode,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
      notifiedAt: row.notifiedAt?.toISOString() ?? null,
    })),
    meta: pageMeta(Number(counted?.total ?? 0), input),
  };
}

/** Customers by email, name or company, with the channels they can sign in to (for impersonation). */
export async function listCustomers(
  db: Database,
  input: PageRequest & { search?: string },
): Promise<List<AdminCustomer>> {
  const search = input.search?.trim();
  const where: SQL | undefined = search
    ? or(
        ilike(customers.email, likeAny(search)),
        ilike(customers.firstName, likeAny(search)),
        ilike(customers.lastName, likeAny(search)),
        ilike(customers.companyName, likeAny(search)),
      )
    : undefined;
  const [counted] = await db.select({ total: count() }).from(customers).where(where);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(asc(customers.email))
    .limit(input.itemsPerPage)
    .offset((input.page - 1) * input.itemsPerPage);
  const accounts =
    rows.length === 0
      ? []
      : await db
          .select({ customerId: shopUsers.customerId, channelCode: channels.code })
          .from(shopUsers)
          .innerJoin(channels, eq(channels.id, shopUsers.channelId))
          .where(
            and(
              inArray(
                shopUsers.customerId,
                rows.map((row) => row.id),
              ),
              eq(shopUsers.enabled, true),
            ),
          );
  return {
    data: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      isCompany: row.isCompany,
      companyName: row.companyName,
      channelCodes: accounts
        .filter((account) => account.customerId === row.id)
        .map((account) => account.channelCode),
    })),
    meta: pageMeta(Number(counted?.total ?? 0), input),
  };
}
