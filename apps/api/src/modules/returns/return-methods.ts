import type { ReturnMethod } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { returnMethods, returnMethodTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

export type ReturnMethodWithId = ReturnMethod & { id: number; enabled: boolean };

/** The channel's return methods (or the given ids, enabled or not), named in the preferred locale. */
export async function loadReturnMethods(
  db: Database,
  filter: { channelId: number } | { ids: readonly number[] },
  localePreference: readonly string[],
): Promise<ReturnMethodWithId[]> {
  if ('ids' in filter && filter.ids.length === 0) return [];
  const rows = await db
    .select()
    .from(returnMethods)
    .where(
      'ids' in filter
        ? inArray(returnMethods.id, [...filter.ids])
        : and(eq(returnMethods.channelId, filter.channelId), eq(returnMethods.enabled, true)),
    )
    .orderBy(asc(returnMethods.position), asc(returnMethods.id));
  const names = groupBy(
    rows.length === 0
      ? []
      : await db
          .select()
          .from(returnMethodTranslations)
          .where(
            inArray(
              returnMethodTranslations.methodId,
              rows.map((row) => row.id),
            ),
          ),
    (row) => row.methodId,
  );
  return rows.map((row) => {
    const text = pickTranslation(names.get(row.id) ?? [], localePreference);
    return {
      id: row.id,
      enabled: row.enabled,
      code: row.code,
      name: text?.name ?? row.code,
      description: text?.description ?? null,
      kind: row.kind,
      price: row.price,
      requiresAddress: row.kind === 'courier_pickup',
    };
  });
}

/** A loaded method as the API shows it, without its row's id and switch. */
export function toReturnMethod({ id: _id, enabled: _enabled, ...method }: ReturnMethodWithId): ReturnMethod {
  return method;
}
