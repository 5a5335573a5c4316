import type { ParcelLocker, PaymentMethod, ShippingMethod } from '@shop/contracts';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  parcelLockers,
  paymentMethods,
  paymentMethodTranslations,
  shippingMethods,
  shippingMethodTranslations,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { fillSellerPlaceholders, hasSellerPlaceholders, sellerOfChannelId } from './seller.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** What delivery costs an order with this items total: nothing from the method's threshold on. */
export function shippingCost(
  method: Pick<ShippingMethodRow, 'price' | 'freeAbove'>,
  itemsTotal: number,
): number {
  return method.freeAbove !== null && itemsTotal >= method.freeAbove ? 0 : method.price;
}

/** Enabled shipping methods of the channel (or the given ids), named in the preferred locale. */
export async function loadShippingMethods(
  db: Database,
  filter: { channelId: number } | { ids: readonly number[] },
  localePreference: readonly string[],
  itemsTotal: number,
): Promise<Array<ShippingMethod & { id: number }>> {
  if ('ids' in filter && filter.ids.length === 0) return [];
  const rows = await db
    .select()
    .from(shippingMethods)
    .where(
      'ids' in filter
        ? inArray(shippingMethods.id, [...filter.ids])
        : and(eq(shippingMethods.channelId, filter.channelId), eq(shippingMethods.enabled, true)),
    )
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  const names = groupBy(
    rows.length === 0
      ? []
      : await db
          .select()
          .from(shippingMethodTranslations)
          .where(
            inArray(
              shippingMethodTranslations.methodId,
              rows.map((row) => row.id),
            ),
          ),
    (row) => row.methodId,
  );
  return rows.map((row) => {
    const text = pickTranslation(names.get(row.id) ?? [], localePreference);
    return {
      id: row.id,
      code: row.code,
      name: text?.name ?? row.code,
      description: text?.description ?? null,
      carrier: row.carrier,
      kind: row.kind,
      price: row.price,
      freeAbove: row.freeAbove,
      cost: shippingCost(row, itemsTotal),
    };
  });
}

/** Enabled payment methods of the channel (or the given ids), named in the preferred locale. */
export async function loadPaymentMethods(
  db: Database,
  filter: { channelId: number } | { ids: readonly number[] },
  localePreference: readonly string[],
): Promise<Array<PaymentMethod & { id: number }>> {
  if ('ids' in filter && filter.ids.length === 0) return [];
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(
      'ids' in filter
        ? inArray(paymentMethods.id, [...filter.ids])
        : and(eq(paymentMethods.channelId, filter.channelId), eq(paymentMethods.enabled, true)),
    )
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  const names = groupBy(
    rows.length === 0
      ? []
      : await db
          .select()
          .from(paymentMethodTranslations)
          .where(
            inArray(
              paymentMethodTranslations.methodId,
              rows.map((row) => row.id),
            ),
          ),
    (row) => row.methodId,
  );
  return Promise.all(
    rows.map(async (row) => {
      const text = pickTranslation(names.get(row.id) ?? [], localePreference);
      const description = text?.description ?? null;
      return {
        id: row.id,
        code: row.code,
        name: text?.name ?? row.code,
        // The bank-transfer instructions name the account of the channel's shop details ("{iban}").
        description:
          description !== null && hasSellerPlaceholders(description)
            ? fillSellerPlaceholders(description, await sellerOfChannelId(db, row.channelId))
            : description,
        kind: row.kind,
      };
    }),
  );
}

export function toParcelLocker(row: typeof parcelLockers.$inferSelect): ParcelLocker {
  return {
    code: row.code,
    carrier: row.carrier,
    name: row.name,
    address: row.address,
    city: row.city,
    postCode: row.postCode,
  };
}

/** A carrier's enabled parcel lockers, optionally those whose name, city or address contain `search`. */
export async function listParcelLockers(
  db: Database,
  carrier: string,
  search: string | undefined,
): Promise<ParcelLocker[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const rows = await db
    .select()
    .from(parcelLockers)
    .where(
      and(
        eq(parcelLockers.carrier, carrier),
        eq(parcelLockers.enabled, true),
        pattern
          ? or(
              ilike(parcelLockers.name, pattern),
              ilike(parcelLockers.city, pattern),
              ilike(parcelLockers.address, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(parcelLockers.city), asc(parcelLockers.name));
  return rows.map(toParcelLocker);
}
