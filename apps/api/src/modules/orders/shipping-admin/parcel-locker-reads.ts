import type { AdminParcelLockerList, AdminParcelLockerQuery } from '@shop/contracts';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { parcelLockers } from '../../../db/schema/index.ts';
import { methodCarriers } from './shipping-method-reads.ts';

/** The back office's parcel lockers: one carrier's (or all), searched by code, name, city or address, with counts. */
export async function listAdminParcelLockers(
  db: Database,
  query: AdminParcelLockerQuery,
): Promise<AdminParcelLockerList> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = and(
    query.carrier ? eq(parcelLockers.carrier, query.carrier) : undefined,
    pattern
      ? or(
          ilike(parcelLockers.code, pattern),
          ilike(parcelLockers.name, pattern),
          ilike(parcelLockers.city, pattern),
          ilike(parcelLockers.address, pattern),
        )
      : undefined,
  );
  const [rows, [total], counts, carriers] = await Promise.all([
    db
      .select()
      .from(parcelLockers)
      .where(where)
      .orderBy(
        asc(parcelLockers.carrier),
        asc(parcelLockers.city),
        asc(parcelLockers.name),
        asc(parcelLockers.id),
      )
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(parcelLockers)
      .where(where),
    db
      .select({
        carrier: parcelLockers.carrier,
        enabled: sql<number>`count(*) filter (where ${parcelLockers.enabled})::int`,
        disabled: sql<number>`count(*) filter (where not ${parcelLockers.enabled})::int`,
      })
      .from(parcelLockers)
      .groupBy(parcelLockers.carrier),
    methodCarriers(db),
  ]);
  const byCarrier = new Map(
    counts.map((row) => [
      row.carrier,
      { carrier: row.carrier, enabled: Number(row.enabled), disabled: Number(row.disabled) },
    ]),
  );
  for (const carrier of carriers)
    if (!byCarrier.has(carrier)) byCarrier.set(carrier, { carrier, enabled: 0, disabled: 0 });
  return {
    data: rows.map(({ id, carrier, code, name, address, city, postCode, enabled }) => ({
      id,
      carrier,
      code,
      name,
      address,
      city,
      postCode,
      enabled,
    })),
    totalItems: Number(total?.count ?? 0),
    counts: [...byCarrier.values()].sort((a, b) => a.carrier.localeCompare(b.carrier)),
  };
}
