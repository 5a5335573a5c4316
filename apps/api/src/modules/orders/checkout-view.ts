import type { Address, ParcelLocker, Payment, Shipment } from '@shop/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loadPaymentMethods, loadShippingMethods } from './checkout-methods.ts';

export interface CheckoutParts {
  billingAddress: Address | null;
  shippingAddress: Address | null;
  shipments: Shipment[];
  payments: Payment[];
}

/** The order's addresses, shipment and payment as the order view's one statement reads them (JSON). */
export interface CheckoutRows {
  addresses: Array<Address & { type: string }> | null;
  shipments: Array<{
    id: number;
    state: Shipment['state'];
    methodId: number | null;
    amount: number;
    trackingNumber: string | null;
    parcelLocker: ParcelLocker | null;
  }> | null;
  payments: Array<{ id: number; state: Payment['state']; methodId: number | null; amount: number }> | null;
}

/**
 * Columns for the order view's select (`orderId` is the order's id column): the order's addresses,
 * shipments with their parcel lockers and payments, each a JSON array, so that the view reads the order
 * with them in one statement (docs/adr/0049).
 */
export function checkoutPartColumns(orderId: SQL | AnyColumn) {
  return {
    addresses: sql<CheckoutRows['addresses']>`(SELECT json_agg(json_build_object('type', a.type,
        'firstName', a.first_name, 'lastName', a.last_name, 'phoneNumber', a.phone_number,
        'countryCode', a.country_code, 'city', a.city, 'street', a.street, 'houseNumber', a.house_number,
        'apartmentNumber', a.apartment_number, 'postCode', a.post_code, 'companyName', a.company_name,
        'vatNumber', a.vat_number, 'companyCode', a.company_code) ORDER BY a.id)
      FROM order_addresses a WHERE a.order_id = ${orderId})`,
    shipments: sql<CheckoutRows['shipments']>`(SELECT json_agg(json_build_object('id', s.id,
        'state', s.state, 'methodId', s.method_id, 'amount', s.amount, 'trackingNumber', s.tracking_number,
        'parcelLocker', CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('code', l.code,
          'carrier', l.carrier, 'name', l.name, 'address', l.address, 'city', l.city,
          'postCode', l.post_code) END) ORDER BY s.id)
      FROM shipments s LEFT JOIN parcel_lockers l ON l.id = s.parcel_locker_id WHERE s.order_id = ${orderId})`,
    payments: sql<CheckoutRows['payments']>`(SELECT json_agg(json_build_object('id', p.id, 'state', p.state,
        'methodId', p.method_id, 'amount', p.amount) ORDER BY p.id)
      FROM payments p WHERE p.order_id = ${orderId})`,
  };
}

function toAddress(row: Address & { type: string }): Address {
  const { type: _type, ...address } = row;
  return address;
}

/** The order's addresses, shipment and payment with their methods named in the preferred locale. */
export async function describeCheckoutParts(
  db: Database,
  rows: CheckoutRows,
  itemsTotal: number,
  localePreference: readonly string[],
): Promise<CheckoutParts> {
  const addressRows = rows.addresses ?? [];
  const shipmentRows = rows.shipments ?? [];
  const paymentRows = rows.payments ?? [];
  const [shippingMethods, paymentMethods] = await Promise.all([
    loadShippingMethods(
      db,
      { ids: shipmentRows.flatMap((shipment) => shipment.methodId ?? []) },
      localePreference,
      itemsTotal,
    ),
    loadPaymentMethods(
      db,
      { ids: paymentRows.flatMap((payment) => payment.methodId ?? []) },
      localePreference,
    ),
  ]);
  const billing = addressRows.find((row) => row.type === 'billing');
  const shipping = addressRows.find((row) => row.type === 'shipping');
  return {
    billingAddress: billing ? toAddress(billing) : null,
    shippingAddress: shipping ? toAddress(shipping) : null,
    shipments: shipmentRows.map((shipment) => {
      const method = shippingMethods.find((candidate) => candidate.id === shipment.methodId);
      return {
        id: shipment.id,
        state: shipment.state,
        method: method ? { ...withoutId(method) } : null,
        parcelLocker: shipment.parcelLocker,
        amount: shipment.amount,
        trackingNumber: shipment.trackingNumber,
      };
    }),
    payments: paymentRows.map((payment) => {
      const method = paymentMethods.find((candidate) => candidate.id === payment.methodId);
      return {
        id: payment.id,
        state: payment.state,
        method: method ? withoutId(method) : null,
        amount: payment.amount,
      };
    }),
  };
}

function withoutId<T extends { id: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> {
  return rest;
}
