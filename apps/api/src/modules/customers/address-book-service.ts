import {
  ADDRESS_BOOK_FULL_MESSAGE,
  ADDRESS_BOOK_LIMIT,
  type AddressBookBody,
  type AddressBookEntry,
} from '@shop/contracts';
import { and, asc, count, eq, exists } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customerAddresses, customers } from '../../db/schema/index.ts';
import { ViolationError, notFound, violation } from '../../http/http-error.ts';
import { addressViolations } from '../orders/address-rules.ts';

type AddressRow = typeof customerAddresses.$inferSelect;

/** The answer to an address that is not the customer's: the same as one that does not exist. */
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found.';

function toEntry(row: AddressRow, defaultAddressId: number | null): AddressBookEntry {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    countryCode: row.countryCode,
    city: row.city,
    street: row.street,
    houseNumber: row.houseNumber,
    apartmentNumber: row.apartmentNumber,
    postCode: row.postCode,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    companyCode: row.companyCode,
    isDefault: row.id === defaultAddressId,
  };
}

/** The country rules of checkout addresses (address-rules.ts); the schema required the street address. */
function validate(input: AddressBookBody): void {
  const violations = addressViolations(input, '');
  if (violations.length > 0) throw new ViolationError(violations);
}

function columns(input: AddressBookBody) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    countryCode: input.countryCode,
    city: input.city ?? null,
    street: input.street ?? null,
    houseNumber: input.houseNumber ?? null,
    apartmentNumber: input.apartmentNumber ?? null,
    postCode: input.postCode ?? null,
    companyName: input.companyName ?? null,
    vatNumber: input.vatNumber ? input.vatNumber.replace(/[\s.-]/g, '').toUpperCase() : null,
    companyCode: input.companyCode ?? null,
  };
}

async function defaultAddressIdOf(db: Database, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ defaultAddressId: customers.defaultAddressId })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.defaultAddressId ?? null;
}

/** The customer's addresses, oldest first. */
export async function listAddresses(db: Database, customerId: number): Promise<AddressBookEntry[]> {
  const [rows, defaultId] = await Promise.all([
    db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.id)),
    defaultAddressIdOf(db, customerId),
  ]);
  return rows.map((row) => toEntry(row, defaultId));
}

/** One of the customer's addresses; another customer's address is 404 like a missing one. */
export async function getAddress(db: Database, customerId: number, id: number): Promise<AddressBookEntry> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
  return toEntry(row, await defaultAddressIdOf(db, customerId));
}

/**
 * Adds an address; the first one becomes the default. The customer row is locked so that two requests
 * cannot both pass the size bound.
 */
export async function createAddress(
  db: Database,
  customerId: number,
  input: AddressBookBody,
): Promise<AddressBookEntry> {
  validate(input);
  const id = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ defaultAddressId: customers.defaultAddressId })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!customer) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    const [kept] = await tx
      .select({ n: count() })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    if ((kept?.n ?? 0) >= ADDRESS_BOOK_LIMIT) throw violation('', ADDRESS_BOOK_FULL_MESSAGE, 'too_many');
    const [created] = await tx
      .insert(customerAddresses)
      .values({ customerId, ...columns(input) })
      .returning({ id: customerAddresses.id });
    if (!created) throw new Error('Inserting an address returned no row');
    if (customer.defaultAddressId === null) {
      await tx.update(customers).set({ defaultAddressId: created.id }).where(eq(customers.id, customerId));
    }
    return created.id;
  });
  return getAddress(db, customerId, id);
}

export async function updateAddress(
  db: Database,
  customerId: number,
  id: number,
  input: AddressBookBody,
): Promise<AddressBookEntry> {
  validate(input);
  const updated = await db
    .update(customerAddresses)
    .set(columns(input))
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  if (updated.length === 0) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
  return getAddress(db, customerId, id);
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Database, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ defaultAddressId: customers.defaultAddressId })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const deleted = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning({ id: customerAddresses.id });
    if (deleted.length === 0) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    if (customer?.defaultAddressId === id) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.id))
        .limit(1);
      await tx
        .update(customers)
        .set({ defaultAddressId: next?.id ?? null })
        .where(eq(customers.id, customerId));
    }
  });
}

/** Makes one of the customer's addresses the default (null: none); another's address is 404. */
export async function setDefaultAddress(db: Database, customerId: number, id: number | null): Promise<void> {
  const owned =
    id === null
      ? undefined
      : exists(
          db
            .select({ id: customerAddresses.id })
            .from(customerAddresses)
            .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId))),
        );
  const updated = await db
    .update(customers)
    .set({ defaultAddressId: id })
    .where(and(eq(customers.id, customerId), owned))
    .returning({ id: customers.id });
  if (updated.length === 0) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
}
