import {
  INFORMATION_BAR_CODE_TAKEN_MESSAGE,
  INFORMATION_BAR_TEXT_REQUIRED_MESSAGE,
  INFORMATION_BAR_UNKNOWN_CHANNEL_MESSAGE,
  INFORMATION_BAR_WINDOW_MESSAGE,
  type AdminInformationBar,
  type AdminInformationBarInput,
  type Violation,
} from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { informationBars } from '../../db/schema/index.ts';
import { ViolationError, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { listChannelCodes } from '../channels/channel-list.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import {
  informationBarInputSchema,
  listInformationBarsForExport,
  replaceInformationBarMessages,
  type InformationBarData,
} from './service.ts';

/**
 * The back office's information bars (docs/adr/0061-faq-bars-payments-gifts.md) by id. Input passes the
 * import's schema too (informationBarInputSchema: hex colours, sanitised texts); each write is audited in
 * its transaction and moves the catalogue version so storefronts follow at once.
 */

function stateOf(bar: InformationBarData, now: Date): AdminInformationBar['state'] {
  if (!bar.enabled) return 'disabled';
  if (bar.activeUntil && bar.activeUntil <= now) return 'ended';
  if (bar.activeFrom && bar.activeFrom > now) return 'scheduled';
  return 'active';
}

export async function listAdminInformationBars(
  db: Database,
  now = new Date(),
): Promise<AdminInformationBar[]> {
  const [bars, ids, channels] = await Promise.all([
    listInformationBarsForExport(db),
    db
      .select({ id: informationBars.id, code: informationBars.code })
      .from(informationBars)
      .orderBy(asc(informationBars.position), asc(informationBars.id)),
    listChannelCodes(db),
  ]);
  const byCode = new Map(bars.map((bar) => [bar.code, bar]));
  const channelCode = new Map(channels.map((channel) => [channel.id, channel.code]));
  return ids.flatMap(({ id, code }) => {
    const bar = byCode.get(code);
    if (!bar) return [];
    return [
      {
        id,
        code,
        enabled: bar.enabled,
        audience: bar.audience,
        channel: bar.channelId === null ? null : (channelCode.get(bar.channelId) ?? null),
        activeFrom: bar.activeFrom?.toISOString() ?? null,
        activeUntil: bar.activeUntil?.toISOString() ?? null,
        position: bar.position,
        messages: bar.messages,
        state: stateOf(bar, now),
      },
    ];
  });
}

export async function getAdminInformationBar(db: Database, id: number): Promise<AdminInformationBar> {
  const bar = (await listAdminInformationBars(db)).find((candidate) => candidate.id === id);
  if (!bar) throw notFound(`Information bar "${id}" not found.`);
  return bar;
}

/** The input as the import's schema takes it, or every violation at once. */
async function checked(
  db: Database,
  input: AdminInformationBarInput,
  id: number | null,
): Promise<InformationBarData> {
  const violations: Violation[] = await unknownLocaleViolations(
    db,
    input.messages.map((message, index) => [`messages[${index}]`, message] as const),
  );
  input.messages.forEach((message, index) => {
    if (!Object.values(message).some((text) => text && text.description.trim() !== ''))
      violations.push({ propertyPath: `messages[${index}]`, message: INFORMATION_BAR_TEXT_REQUIRED_MESSAGE });
  });
  const channels = await listChannelCodes(db);
  const channel = input.channel ? channels.find((candidate) => candidate.code === input.channel) : null;
  if (input.channel && !channel)
    violations.push({ propertyPath: 'channel', message: INFORMATION_BAR_UNKNOWN_CHANNEL_MESSAGE });
  const activeFrom = input.activeFrom ? new Date(input.activeFrom) : null;
  const activeUntil = input.activeUntil ? new Date(input.activeUntil) : null;
  if (activeFrom && activeUntil && activeUntil <= activeFrom)
    violations.push({ propertyPath: 'activeUntil', message: INFORMATION_BAR_WINDOW_MESSAGE });
  const [taken] = await db
    .select({ id: informationBars.id })
    .from(informationBars)
    .where(eq(informationBars.code, input.code.trim()));
  if (taken && taken.id !== id)
    violations.push({ propertyPath: 'code', message: INFORMATION_BAR_CODE_TAKEN_MESSAGE });
  if (violations.length > 0) throw new ViolationError(violations);
  return informationBarInputSchema.parse({
    code: input.code,
    enabled: input.enabled,
    audience: input.audience,
    channelId: channel?.id ?? null,
    activeFrom,
    activeUntil,
    position: input.position,
    messages: input.messages,
  });
}

async function write(db: Database, bar: InformationBarData, id: number | null): Promise<number> {
  const { messages, ...fields } = bar;
  let barId = id;
  if (barId === null) {
    const [row] = await db.insert(informationBars).values(fields).returning({ id: informationBars.id });
    if (!row) throw new Error('The information bar was not stored.');
    barId = row.id;
  } else {
    await db.update(informationBars).set(fields).where(eq(informationBars.id, barId));
  }
  await replaceInformationBarMessages(db, barId, messages);
  return barId;
}

const described = ({ state: _state, ...bar }: AdminInformationBar) => bar;

export async function createInformationBar(
  db: Database,
  input: AdminInformationBarInput,
  administratorId: number,
): Promise<AdminInformationBar> {
  const id = await db.transaction(async (tx) => {
    const barId = await write(tx, await checked(tx, input, null), null);
    const saved = await getAdminInformationBar(tx, barId);
    await recordAudit(tx, {
      administratorId,
      action: 'information_bar.create',
      subjectType: 'information_bar',
      subjectId: barId,
      summary: `Information bar ${saved.code}: added`,
      details: { after: described(saved) },
    });
    return barId;
  });
  await bumpCatalogueVersion(db);
  return getAdminInformationBar(db, id);
}

export async function updateInformationBar(
  db: Database,
  id: number,
  input: AdminInformationBarInput,
  administratorId: number,
): Promise<AdminInformationBar> {
  await db.transaction(async (tx) => {
    const before = await getAdminInformationBar(tx, id);
    await write(tx, await checked(tx, input, id), id);
    const after = await getAdminInformationBar(tx, id);
    await recordAudit(tx, {
      administratorId,
      action: 'information_bar.update',
      subjectType: 'information_bar',
      subjectId: id,
      summary: `Information bar ${after.code}: changed`,
      details: { before: described(before), after: described(after) },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminInformationBar(db, id);
}

export async function deleteInformationBar(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getAdminInformationBar(tx, id);
    await tx.delete(informationBars).where(eq(informationBars.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'information_bar.delete',
      subjectType: 'information_bar',
      subjectId: id,
      summary: `Information bar ${before.code}: deleted`,
      details: { before: described(before) },
    });
  });
  await bumpCatalogueVersion(db);
}
