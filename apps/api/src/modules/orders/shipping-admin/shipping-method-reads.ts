import { createHash } from 'node:crypto';
import type { AdminShippingMethod, AdminShippingMethodList } from '@shop/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { orders, shipments, shippingMethods, shippingMethodTranslations } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/http-error.ts';
import { loadChannelSummaries, type ChannelSummary } from '../../channels/service.ts';

/**
 * The back office's reads of delivery methods (docs/adr/0062-delivery-and-loyalty-settings.md). Read
 * straight from the tables (not the checkout's reference cache): an editor sees what was just saved.
 */

export type ShippingMethodDbRow = typeof shippingMethods.$inferSelect;

/** The channel with this code, or 404; without a code the first channel (by id). */
export async function channelOr404(db: Database, code: string | undefined): Promise<ChannelSummary> {
  const channels = [...(await loadChannelSummaries(db))].sort((a, b) => a.id - b.id);
  const channel = code === undefined ? channels[0] : channels.find((candidate) => candidate.code === code);
  if (!channel)
    throw notFound(code === undefined ? 'The shop has no channel.' : `There is no channel "${code}".`);
  return channel;
}

export async function methodOr404(db: Database, id: number, lock = false): Promise<ShippingMethodDbRow> {
  const query = db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`There is no delivery method with the id ${id}.`);
  return row;
}

/** How many placed orders (not carts) each of these methods delivered. */
export async function ordersPerMethod(db: Database, methodIds: number[]): Promise<Map<number, number>> {
  if (methodIds.length === 0) return new Map();
  const rows = await db
    .select({ methodId: shipments.methodId, count: sql<number>`count(*)::int` })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(inArray(shipments.methodId, methodIds), ne(orders.state, 'cart')))
    .groupBy(shipments.methodId);
  return new Map(rows.map((row) => [row.methodId as number, Number(row.count)]));
}

async function describe(db: Database, rows: ShippingMethodDbRow[]): Promise<AdminShippingMethod[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [texts, used, channels] = await Promise.all([
    db
      .select()
      .from(shippingMethodTranslations)
      .where(inArray(shippingMethodTranslations.methodId, ids))
      .orderBy(asc(shippingMethodTranslations.locale)),
    ordersPerMethod(db, ids),
    loadChannelSummaries(db),
  ]);
  const channelCode = new Map(channels.map((channel) => [channel.id, channel.code]));
  return rows.map((row) => {
    const translations = Object.fromEntries(
      texts
        .filter((text) => text.methodId === row.id)
        .map((text) => [text.locale, { name: text.name, description: text.description }]),
    );
    return {
      id: row.id,
      channel: channelCode.get(row.channelId) ?? '',
      code: row.code,
      carrier: row.carrier,
      kind: row.kind,
      price: row.price,
      freeAbove: row.freeAbove,
      enabled: row.enabled,
      position: row.position,
      translations,
      orders: used.get(row.id) ?? 0,
      version: shippingMethodVersion(row, translations),
    };
  });
}

/**
 * A delivery method's version: a digest of what an editor changes (its fields and texts), so any change to
 * them gives another. Its position is left out: moving another method renumbers this one, which is no reason
 * to refuse an edit of it.
 */
export function shippingMethodVersion(
  row: Pick<ShippingMethodDbRow, 'code' | 'carrier' | 'kind' | 'price' | 'freeAbove' | 'enabled'>,
  translations: AdminShippingMethod['translations'],
): string {
  const content = JSON.stringify([
    row.code,
    row.carrier,
    row.kind,
    row.price,
    row.freeAbove,
    row.enabled,
    Object.entries(translations).sort(([a], [b]) => a.localeCompare(b)),
  ]);
  return createHash('sha256').update(content).digest('base64url').slice(0, 16);
}

/** The channel's methods in display order. */
export async function channelMethodRows(db: Database, channelId: number): Promise<ShippingMethodDbRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.channelId, channelId))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
}

export async function listAdminShippingMethods(
  db: Database,
  channelCode: string | undefined,
): Promise<AdminShippingMethodList> {
  const channel = await channelOr404(db, channelCode);
  const channels = [...(await loadChannelSummaries(db))].sort((a, b) => a.id - b.id);
  return {
    channel: channel.code,
    channels: channels.map((candidate) => candidate.code),
    data: await describe(db, await channelMethodRows(db, channel.id)),
  };
}

export async function getAdminShippingMethod(db: Database, id: number): Promise<AdminShippingMethod> {
  const row = await methodOr404(db, id);
  const [method] = await describe(db, [row]);
  if (!method) throw notFound(`There is no delivery method with the id ${id}.`);
  return method;
}

/** Carriers that have a delivery method in any channel (the locker screen lists them even without lockers). */
export async function methodCarriers(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ carrier: shippingMethods.carrier })
    .from(shippingMethods)
    .where(eq(shippingMethods.kind, 'parcel_locker'))
    .orderBy(asc(shippingMethods.carrier));
  return rows.map((row) => row.carrier);
}
