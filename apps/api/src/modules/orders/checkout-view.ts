import type { Address, Payment, Shipment } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderAddresses, parcelLockers, payments, shipments } from '../../db/schema/index.ts';
import { loadPaymentMethods, loadShippingMethods, toParcelLocker } from './checkout-methods.ts';

export interface CheckoutParts {
  billingAddress: Address | null;
  shippingAddress: Address | null;
  shipments: Shipment[];
  payments: Payment[];
}

function toAddress(row: typeof orderAddresses.$inferSelect): Address {
  const { id: _id, orderId: _orderId, type: _type, ...address } = row;
  return address;
}

/** The order's addresses, shipment and payment with their methods named in the preferred locale. */
export async function loadCheckoutParts(
  db: Database,
  orderId: number,
  itemsTotal: number,
  localePreference: readonly string[],
): Promise<CheckoutParts> {
  const [addressRows, shipmentRows, paymentRows] = await Promise.all([
    db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId)),
    db
      .select({ shipment: shipments, locker: parcelLockers })
      .from(shipments)
      .leftJoin(parcelLockers, eq(parcelLockers.id, shipments.parcelLockerId))
      .where(eq(shipments.orderId, orderId)),
    db.select().from(payments).where(eq(payments.orderId, orderId)),
  ]);
  const [shippingMethods, paymentMethods] = await Promise.all([
    loadShippingMethods(
      db,
      { ids: shipmentRows.flatMap(({ shipment }) => shipment.methodId ?? []) },
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
    shipments: shipmentRows.map(({ shipment, locker }) => {
      const method = shippingMethods.find((candidate) => candidate.id === shipment.methodId);
      return {
        id: shipment.id,
        state: shipment.state,
        method: method ? { ...withoutId(method) } : null,
        parcelLocker: locker ? toParcelLocker(locker) : null,
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
