import { BILLING_DATA_NOT_FOUND_MESSAGE, type BillingData } from '@shop/contracts';
import { and, desc, eq, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customerAddresses, customers, orderAddresses, orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';

const sameCode = (column: AnyColumn, code: string) =>
  sql`lower(trim(${column})) = ${code.trim().toLowerCase()}`;

/**
 * GET /addresses/search-billing: the invoice data the signed-in customer already gave for a company code,
 * to fill the company fields of a form (b2b buyers enter the code, the rest follows). Only the
 * customer's own data is searched, newest source first: the account's company details, the address book,
 * then the billing addresses of their orders. Nothing from other customers: it would disclose who buys
 * for which company.
 */
export async function searchBillingData(
  db: Database,
  customerId: number,
  companyCode: string,
): Promise<BillingData> {
  const [profile] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), sameCode(customers.companyCode, companyCode)));
  if (profile?.companyCode) {
    return {
      companyName: profile.companyName,
      companyCode: profile.companyCode,
      vatNumber: profile.vatNumber,
      countryCode: profile.countryCode,
      city: profile.city,
      street: profile.street,
      houseNumber: profile.houseNumber,
      apartmentNumber: profile.flatNumber,
      postCode: profile.postCode,
    };
  }
  const [saved] = await db
    .select()
    .from(customerAddresses)
    .where(
      and(eq(customerAddresses.customerId, customerId), sameCode(customerAddresses.companyCode, companyCode)),
    )
    .orderBy(desc(customerAddresses.id))
    .limit(1);
  const [ordered] = saved
    ? [saved]
    : await db
        .select({ address: orderAddresses })
        .from(orderAddresses)
        .innerJoin(orders, eq(orders.id, orderAddresses.orderId))
        .where(
          and(
            eq(orders.customerId, customerId),
            isNotNull(orders.checkoutCompletedAt),
            eq(orderAddresses.type, 'billing'),
            sameCode(orderAddresses.companyCode, companyCode),
          ),
        )
        .orderBy(desc(orders.checkoutCompletedAt))
        .limit(1)
        .then((rows) => rows.map((row) => row.address));
  if (!ordered?.companyCode) throw notFound(BILLING_DATA_NOT_FOUND_MESSAGE);
  return {
    companyName: ordered.companyName,
    companyCode: ordered.companyCode,
    vatNumber: ordered.vatNumber,
    countryCode: ordered.countryCode,
    city: ordered.city,
    street: ordered.street,
    houseNumber: ordered.houseNumber,
    apartmentNumber: ordered.apartmentNumber,
    postCode: ordered.postCode,
  };
}
