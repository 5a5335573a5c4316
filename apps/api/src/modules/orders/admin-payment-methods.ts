import {
  PAYMENT_LAST_ENABLED_MESSAGE,
  PAYMENT_NAME_REQUIRED_MESSAGE,
  PAYMENT_ONLINE_UNAVAILABLE_MESSAGE,
  PAYMENT_ORDER_MESSAGE,
  type AdminPaymentMethod,
  type AdminPaymentMethodInput,
  type AdminPaymentMethodOrder,
  type Violation,
} from '@shop/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentMethods, paymentMethodTranslations } from '../../db/schema/index.ts';
import { HttpError, ViolationError, badRequest, notFound } from '../../http/http-error.ts';
import { groupBy } from '../../i18n/pick-translation.ts';
import { recordAudit } from '../admin/audit.ts';
import { listChannelCodes } from '../channels/channel-list.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';

/**
 * The back office's payment methods (docs/adr/0061-faq-bars-payments-gifts.md), kept here beside the
 * checkout's reads (checkout-methods.ts) because this module owns the tables. A channel keeps at least
 * one method switched on; online payment is switched on only with a payment provider configured. Each
 * write is audited and moves the catalogue version, so the cached checkout methods
 * (reference-cache.ts) follow at once.
 */

export interface PaymentSettings {
  /** A payment provider (Stripe) is configured: online payment may be switched on. */
  onlinePaymentConfigured: boolean;
}

async function channelOf(db: Database, code: string): Promise<{ id: number; code: string }> {
  const channel = (await listChannelCodes(db)).find((candidate) => candidate.code === code);
  if (!channel) throw badRequest(`There is no channel "${code}".`);
  return channel;
}

export async function listAdminPaymentMethods(
  db: Database,
  channelCode: string,
  settings: PaymentSettings,
): Promise<AdminPaymentMethod[]> {
  const channel = await channelOf(db, channelCode);
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.channelId, channel.id))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  const texts = groupBy(await db.select().from(paymentMethodTranslations), (text) => text.methodId);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    channel: channel.code,
    enabled: row.enabled,
    position: row.position,
    translations: Object.fromEntries(
      (texts.get(row.id) ?? []).map((text) => [
        text.locale,
        { name: text.name, description: text.description },
      ]),
    ),
    available: row.kind !== 'online' || settings.onlinePaymentConfigured,
  }));
}

async function methodOr404(db: Database, id: number, settings: PaymentSettings): Promise<AdminPaymentMethod> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  const channel = row && (await listChannelCodes(db)).find((candidate) => candidate.id === row.channelId);
  if (!row || !channel) throw notFound(`Payment method "${id}" not found.`);
  const method = (await listAdminPaymentMethods(db, channel.code, settings)).find((m) => m.id === id);
  if (!method) throw notFound(`Payment method "${id}" not found.`);
  return method;
}

const nameOf = (method: AdminPaymentMethod) =>
  Object.values(method.translations).find((text) => text?.name)?.name ?? method.code;

export async function updatePaymentMethod(
  db: Database,
  id: number,
  input: AdminPaymentMethodInput,
  administratorId: number,
  settings: PaymentSettings,
): Promise<AdminPaymentMethod> {
  await db.transaction(async (tx) => {
    const before = await methodOr404(tx, id, settings);
    const violations: Violation[] = await unknownLocaleViolations(tx, [['translations', input.translations]]);
    if (Object.keys(input.translations).length === 0)
      violations.push({ propertyPath: 'translations', message: PAYMENT_NAME_REQUIRED_MESSAGE });
    if (input.enabled && !before.enabled && !before.available)
      violations.push({ propertyPath: 'enabled', message: PAYMENT_ONLINE_UNAVAILABLE_MESSAGE });
    if (violations.length > 0) throw new ViolationError(violations);
    if (!input.enabled && before.enabled) {
      const [row] = await tx
        .select({ channelId: paymentMethods.channelId })
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id));
      const others = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.channelId, row?.channelId ?? 0),
            eq(paymentMethods.enabled, true),
            ne(paymentMethods.id, id),
          ),
        );
      if (others.length === 0) throw new HttpError(409, PAYMENT_LAST_ENABLED_MESSAGE);
    }
    await tx
      .update(paymentMethods)
      .set({ enabled: input.enabled, position: input.position })
      .where(eq(paymentMethods.id, id));
    await tx.delete(paymentMethodTranslations).where(eq(paymentMethodTranslations.methodId, id));
    const texts = Object.entries(input.translations).flatMap(([locale, text]) =>
      text
        ? [{ methodId: id, locale, name: text.name.trim(), description: text.description?.trim() || null }]
        : [],
    );
    if (texts.length > 0) await tx.insert(paymentMethodTranslations).values(texts);
    const after = await methodOr404(tx, id, settings);
    await recordAudit(tx, {
      administratorId,
      action: 'payment_method.update',
      subjectType: 'payment_method',
      subjectId: id,
      summary: `Payment method ${after.channel}/${after.code}: changed “${nameOf(after)}”${
        before.enabled === after.enabled ? '' : after.enabled ? ' (switched on)' : ' (switched off)'
      }`,
      details: { before, after },
    });
  });
  await bumpCatalogueVersion(db);
  return methodOr404(db, id, settings);
}

/** Puts a channel's methods in this order (every one once): positions 0..n-1. */
export async function orderPaymentMethods(
  db: Database,
  input: AdminPaymentMethodOrder,
  administratorId: number,
  settings: PaymentSettings,
): Promise<AdminPaymentMethod[]> {
  await db.transaction(async (tx) => {
    const current = (await listAdminPaymentMethods(tx, input.channel, settings)).map((method) => method.id);
    const same =
      input.methodIds.length === current.length &&
      new Set(input.methodIds).size === current.length &&
      input.methodIds.every((id) => current.includes(id));
    if (!same) throw new ViolationError([{ propertyPath: 'methodIds', message: PAYMENT_ORDER_MESSAGE }]);
    for (const [position, id] of input.methodIds.entries())
      await tx.update(paymentMethods).set({ position }).where(eq(paymentMethods.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'payment_method.reorder',
      subjectType: 'channel',
      subjectId: input.channel,
      summary: `Payment methods of ${input.channel}: reordered`,
      details: { before: current, after: input.methodIds },
    });
  });
  await bumpCatalogueVersion(db);
  return listAdminPaymentMethods(db, input.channel, settings);
}
