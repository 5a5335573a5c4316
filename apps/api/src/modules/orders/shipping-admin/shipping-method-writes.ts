import {
  CODE_TAKEN_MESSAGE,
  SHIPPING_LAST_ENABLED_MESSAGE,
  SHIPPING_METHOD_USED_MESSAGE,
  SHIPPING_NAME_REQUIRED_MESSAGE,
  STALE_VERSION_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminShippingMethod,
  type AdminShippingMethodCreate,
  type AdminShippingMethodInput,
  type AdminShippingMethodList,
  type AdminShippingMethodUpdate,
  type Violation,
} from '@shop/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { shipments, shippingMethods, shippingMethodTranslations } from '../../../db/schema/index.ts';
import { HttpError, ViolationError } from '../../../http/http-error.ts';
import { recordAudit } from '../../admin/audit.ts';
import { listLocaleCodes } from '../../locales/service.ts';
import { bumpCatalogueVersion } from '../../search/search-documents.ts';
import {
  channelMethodRows,
  channelOr404,
  getAdminShippingMethod,
  listAdminShippingMethods,
  methodOr404,
  ordersPerMethod,
} from './shipping-method-reads.ts';

/**
 * The back office's delivery-method writes (docs/adr/0062-delivery-and-loyalty-settings.md). Each runs in
 * one transaction, is audited in it, keeps the channel's positions dense (0..n-1) and then moves the
 * catalogue version: the checkout's cached methods (reference-cache.ts) are read again on the next request.
 */

type Tx = Database;

async function check(
  tx: Tx,
  channelId: number,
  input: AdminShippingMethodInput,
  ownId: number | null,
): Promise<void> {
  const violations: Violation[] = [];
  const known = new Set(await listLocaleCodes(tx));
  const texts = Object.entries(input.translations);
  for (const [locale] of texts) {
    if (!known.has(locale))
      violations.push({ propertyPath: `translations.${locale}`, message: UNKNOWN_LOCALE_MESSAGE });
  }
  if (!texts.some(([, text]) => text && text.name.trim() !== '')) {
    violations.push({ propertyPath: 'translations', message: SHIPPING_NAME_REQUIRED_MESSAGE });
  }
  const [same] = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(and(eq(shippingMethods.channelId, channelId), eq(shippingMethods.code, input.code)));
  if (same && same.id !== ownId) violations.push({ propertyPath: 'code', message: CODE_TAKEN_MESSAGE });
  if (violations.length > 0) throw new ViolationError(violations);
}

async function writeTranslations(tx: Tx, methodId: number, input: AdminShippingMethodInput): Promise<void> {
  await tx.delete(shippingMethodTranslations).where(eq(shippingMethodTranslations.methodId, methodId));
  const rows = Object.entries(input.translations)
    .filter(([, text]) => text && text.name.trim() !== '')
    .map(([locale, text]) => ({
      methodId,
      locale,
      name: text?.name.trim() ?? '',
      description: text?.description?.trim() || null,
    }));
  if (rows.length > 0) await tx.insert(shippingMethodTranslations).values(rows);
}

/** Puts `methodId` at `position` among the channel's methods (past the end: last) and numbers them 0..n-1. */
async function place(tx: Tx, channelId: number, methodId: number | null, position: number): Promise<void> {
  const rows = await channelMethodRows(tx, channelId);
  const order = rows.filter((row) => row.id !== methodId).map((row) => row.id);
  if (methodId !== null) order.splice(Math.min(position, order.length), 0, methodId);
  const current = new Map(rows.map((row) => [row.id, row.position]));
  for (const [index, id] of order.entries()) {
    if (current.get(id) !== index)
      await tx.update(shippingMethods).set({ position: index }).where(eq(shippingMethods.id, id));
  }
}

/** Locks the channel's methods, so two editors (and the last-enabled rule) take turns. */
async function lockChannel(tx: Tx, channelId: number): Promise<void> {
  await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.channelId, channelId))
    .for('update');
}

async function refuseLastEnabled(tx: Tx, channelId: number, methodId: number): Promise<void> {
  const others = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.channelId, channelId),
        eq(shippingMethods.enabled, true),
        ne(shippingMethods.id, methodId),
      ),
    );
  if (others.length === 0) throw new HttpError(409, SHIPPING_LAST_ENABLED_MESSAGE);
}

function audited(method: AdminShippingMethod) {
  const { orders: _orders, version: _version, ...rest } = method;
  return rest;
}

export async function createShippingMethod(
  db: Database,
  input: AdminShippingMethodCreate,
  administratorId: number,
): Promise<AdminShippingMethod> {
  const channel = await channelOr404(db, input.channel);
  const id = await db.transaction(async (tx) => {
    await lockChannel(tx, channel.id);
    await check(tx, channel.id, input, null);
    const [row] = await tx
      .insert(shippingMethods)
      .values({
        channelId: channel.id,
        code: input.code,
        carrier: input.carrier,
        kind: input.kind,
        price: input.price,
        freeAbove: input.freeAbove,
        enabled: input.enabled,
        position: 10_000,
      })
      .returning({ id: shippingMethods.id });
    if (!row) throw new Error('The delivery method was not saved.');
    await writeTranslations(tx, row.id, input);
    await place(tx, channel.id, row.id, input.position ?? Number.MAX_SAFE_INTEGER);
    const saved = await getAdminShippingMethod(tx, row.id);
    await recordAudit(tx, {
      administratorId,
      action: 'shipping_method.create',
      subjectType: 'shipping_method',
      subjectId: row.id,
      summary: `Delivery method ${input.code} added to ${channel.code}`,
      details: { after: audited(saved) },
    });
    return row.id;
  });
  await bumpCatalogueVersion(db);
  return getAdminShippingMethod(db, id);
}

export async function updateShippingMethod(
  db: Database,
  id: number,
  input: AdminShippingMethodUpdate,
  administratorId: number,
): Promise<AdminShippingMethod> {
  await db.transaction(async (tx) => {
    const row = await methodOr404(tx, id);
    await lockChannel(tx, row.channelId);
    const before = await getAdminShippingMethod(tx, id);
    // Read after the lock: someone else's change since the editor read the method is refused, not undone.
    if (before.version !== input.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    await check(tx, row.channelId, input, id);
    if (row.enabled && !input.enabled) await refuseLastEnabled(tx, row.channelId, id);
    await tx
      .update(shippingMethods)
      .set({
        code: input.code,
        carrier: input.carrier,
        kind: input.kind,
        price: input.price,
        freeAbove: input.freeAbove,
        enabled: input.enabled,
      })
      .where(eq(shippingMethods.id, id));
    await writeTranslations(tx, id, input);
    if (input.position !== undefined) await place(tx, row.channelId, id, input.position);
    const after = await getAdminShippingMethod(tx, id);
    await recordAudit(tx, {
      administratorId,
      action: 'shipping_method.update',
      subjectType: 'shipping_method',
      subjectId: id,
      summary: `Delivery method ${after.code} of ${after.channel} changed`,
      details: { before: audited(before), after: audited(after) },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminShippingMethod(db, id);
}

/** Deletes a method no placed order used; carts that had chosen it choose again. */
export async function deleteShippingMethod(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await methodOr404(tx, id);
    await lockChannel(tx, row.channelId);
    if ((await ordersPerMethod(tx, [id])).get(id)) throw new HttpError(409, SHIPPING_METHOD_USED_MESSAGE);
    if (row.enabled) await refuseLastEnabled(tx, row.channelId, id);
    const before = await getAdminShippingMethod(tx, id);
    // No placed order used it (checked above): only carts point at it, and they choose again.
    await tx
      .update(shipments)
      .set({ methodId: null, parcelLockerId: null })
      .where(eq(shipments.methodId, id));
    await tx.delete(shippingMethods).where(eq(shippingMethods.id, id));
    await place(tx, row.channelId, null, 0);
    await recordAudit(tx, {
      administratorId,
      action: 'shipping_method.delete',
      subjectType: 'shipping_method',
      subjectId: id,
      summary: `Delivery method ${row.code} of ${before.channel} deleted`,
      details: { before: audited(before) },
    });
  });
  await bumpCatalogueVersion(db);
}

export async function moveShippingMethod(
  db: Database,
  id: number,
  position: number,
  administratorId: number,
): Promise<AdminShippingMethodList> {
  const channel = await db.transaction(async (tx) => {
    const row = await methodOr404(tx, id);
    await lockChannel(tx, row.channelId);
    await place(tx, row.channelId, id, position);
    const moved = await getAdminShippingMethod(tx, id);
    await recordAudit(tx, {
      administratorId,
      action: 'shipping_method.move',
      subjectType: 'shipping_method',
      subjectId: id,
      summary: `Delivery method ${row.code} of ${moved.channel} moved to place ${moved.position + 1}`,
      details: { before: { position: row.position }, after: { position: moved.position } },
    });
    return moved.channel;
  });
  await bumpCatalogueVersion(db);
  return listAdminShippingMethods(db, channel);
}
