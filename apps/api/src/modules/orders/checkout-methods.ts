import type { ParcelLocker, PaymentMethod, ShippingMethod } from '@shop/contracts';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  parcelLockers,
  paymentMethods,
  paymentMethodTranslations,
  shippingMethods,
  shippingMethodTranslations,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { cachedReference } from './reference-cache.ts';
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

type ShippingMethodText = typeof shippingMethodTranslations.$inferSelect;
type PaymentMethodText = typeof paymentMethodTranslations.$inferSelect;

interface MethodTables {
  shipping: Array<ShippingMethodRow & { texts: ShippingMethodText[] }>;
  payment: Array<PaymentMethodRow & { texts: PaymentMethodText[] }>;
}

/**
 * Every shipping and payment method with its translations, in display order: a few rows that every cart
 * answer names, read once per process and catalogue version (reference-cache.ts).
 */
function methodTables(db: Database): Promise<MethodTables> {
  return cachedReference(db, 'checkout-methods', async () => {
    const [shippingRows, shippingTexts, paymentRows, paymentTexts] = await Promise.all([
      db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
      db.select().from(shippingMethodTranslations),
      db.select().from(paymentMethods).orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
      db.select().from(paymentMethodTranslations),
    ]);
    const shippingNames = groupBy(shippingTexts, (row) => row.methodId);
    const paymentNames = groupBy(paymentTexts, (row) => row.methodId);
    return {
      shipping: shippingRows.map((row) => ({ ...row, texts: shippingNames.get(row.id) ?? [] })),
      payment: paymentRows.map((row) => ({ ...row, texts: paymentNames.get(row.id) ?? [] })),
    };
  });
}

function matches(
  row: { id: number; channelId: number; enabled: boolean },
  filter: { channelId: number } | { ids: readonly number[] },
): boolean {
  return 'ids' in filter ? filter.ids.includes(row.id) : row.channelId === filter.channelId && row.enabled;
}

/** The channel's enabled shipping method of this code, or null. */
export async function findShippingMethod(
  db: Database,
  channelId: number,
  code: string,
): Promise<ShippingMethodRow | null> {
  const row = (await methodTables(db)).shipping.find(
    (method) => method.channelId === channelId && method.code === code && method.enabled,
  );
  if (!row) return null;
  const { texts: _texts, ...method } = row;
  return method;
}

/** The channel's enabled payment method of this code, or null. */
export async function findPaymentMethod(
  db: Database,
  channelId: number,
  code: string,
): Promise<PaymentMethodRow | null> {
  const row = (await methodTables(db)).payment.find(
    (method) => method.channelId === channelId && method.code === code && method.enabled,
  );
  if (!row) return null;
  const { texts: _texts, ...method } = row;
  return method;
}

/** Enabled shipping methods of the channel (or the given ids), named in the preferred locale. */
export async function loadShippingMethods(
  db: Database,
  filter: { channelId: number } | { ids: readonly number[] },
  localePreference: readonly string[],
  itemsTotal: number,
): Promise<Array<ShippingMethod & { id: number }>> {
  if ('ids' in filter && filter.ids.length === 0) return [];
  const rows = (await methodTables(db)).shipping.filter((row) => matches(row, filter));
  return rows.map((row) => {
    const text = pickTranslation(row.texts, localePreference);
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
  const rows = (await methodTables(db)).payment.filter((row) => matches(row, filter));
  return Promise.all(
    rows.map(async (row) => {
      const text = pickTranslation(row.texts, localePreference);
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
