import {
  HEX_COLOUR,
  INFORMATION_BAR_AUDIENCES,
  informationBarTextSchema,
  type InformationBar,
  type InformationBarAudience,
} from '@shop/contracts';
import { and, asc, desc, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import {
  informationBarMessages,
  informationBarMessageTranslations,
  informationBars,
} from '../../db/schema/index.ts';
import { sanitizePageHtml } from '../pages/sanitize-page-html.ts';

/** What a shop owner (or the demo content) saves: checked and sanitised on the way in. */
export const informationBarInputSchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  enabled: z.boolean().default(true),
  audience: z.enum(INFORMATION_BAR_AUDIENCES).default('all'),
  channelId: z.number().int().positive().nullable().default(null),
  activeFrom: z.date().nullable().default(null),
  activeUntil: z.date().nullable().default(null),
  position: z.number().int().default(0),
  messages: z
    .array(
      z.record(
        z.string().min(2).max(8),
        // The same rules as the back office's form (contracts' admin-information-bars).
        informationBarTextSchema,
      ),
    )
    .min(1),
});
export type InformationBarInput = z.input<typeof informationBarInputSchema>;
export type InformationBarData = z.output<typeof informationBarInputSchema>;

/**
 * Creates or updates the information bar with this code (its id stays); its messages are replaced by the
 * given ones. Descriptions are sanitised, colours must be hex.
 */
export async function saveInformationBar(db: Database, input: InformationBarInput): Promise<number> {
  const bar = informationBarInputSchema.parse(input);
  const fields = {
    enabled: bar.enabled,
    audience: bar.audience,
    channelId: bar.channelId,
    activeFrom: bar.activeFrom,
    activeUntil: bar.activeUntil,
    position: bar.position,
  };
  const [row] = await db
    .insert(informationBars)
    .values({ code: bar.code, ...fields })
    .onConflictDoUpdate({ target: informationBars.code, set: fields })
    .returning({ id: informationBars.id });
  if (!row) throw new Error(`Information bar ${bar.code} was not stored`);
  await replaceInformationBarMessages(db, row.id, bar.messages);
  return row.id;
}

/** Replaces a bar's messages by these, in order: descriptions sanitised, colours in lower case. */
export async function replaceInformationBarMessages(
  db: Database,
  barId: number,
  messages: InformationBarData['messages'],
): Promise<void> {
  await db.delete(informationBarMessages).where(eq(informationBarMessages.barId, barId));
  for (const [position, translations] of messages.entries()) {
    const [message] = await db
      .insert(informationBarMessages)
      .values({ barId, position })
      .returning({ id: informationBarMessages.id });
    if (!message) throw new Error(`A message of information bar ${barId} was not stored`);
    const entries = Object.entries(translations);
    if (entries.length === 0) continue;
    await db.insert(informationBarMessageTranslations).values(
      entries.map(([locale, translation]) => ({
        messageId: message.id,
        locale,
        description: sanitizePageHtml(translation.description),
        backgroundColor: translation.backgroundColor.toLowerCase(),
        textColor: translation.textColor.toLowerCase(),
      })),
    );
  }
}

/** Every information bar (enabled or not, any channel) with its messages in order, by code. */
export async function listInformationBarsForExport(db: Database): Promise<InformationBarData[]> {
  const bars = await db.select().from(informationBars).orderBy(asc(informationBars.code));
  const messages = await db
    .select()
    .from(informationBarMessages)
    .orderBy(asc(informationBarMessages.position), asc(informationBarMessages.id));
  const translations = await db.select().from(informationBarMessageTranslations);
  return bars.map((bar) => ({
    code: bar.code,
    enabled: bar.enabled,
    audience: bar.audience,
    channelId: bar.channelId,
    activeFrom: bar.activeFrom,
    activeUntil: bar.activeUntil,
    position: bar.position,
    messages: messages
      .filter((message) => message.barId === bar.id)
      .map((message) =>
        Object.fromEntries(
          translations
            .filter((translation) => translation.messageId === message.id)
            .map((translation) => [
              translation.locale,
              {
                description: translation.description,
                backgroundColor: translation.backgroundColor,
                textColor: translation.textColor,
              },
            ]),
        ),
      ),
  }));
}

const DEFAULT_BACKGROUND = '#2a211d';
const DEFAULT_TEXT = '#ffffff';

/**
 * The information bar for a request: enabled, inside its window (from inclusive, until exclusive), for
 * its audience, with a message in one of the preferred locales. A bar scoped to the channel beats a
 * global one; among equals the last wins (highest position, then the newest). Descriptions are
 * sanitised again on the way out and a colour that is not hex falls back to the house colours.
 */
export async function currentInformationBar(
  db: Database,
  request: { channelId: number; signedIn: boolean; localePreference: readonly string[]; now: Date },
): Promise<InformationBar | null> {
  const audiences: InformationBarAudience[] = ['all', request.signedIn ? 'registered' : 'guests'];
  const hasMessageInLocale = exists(
    db
      .select({ one: sql`1` })
      .from(informationBarMessages)
      .innerJoin(
        informationBarMessageTranslations,
        eq(informationBarMessageTranslations.messageId, informationBarMessages.id),
      )
      .where(
        and(
          eq(informationBarMessages.barId, informationBars.id),
          inArray(informationBarMessageTranslations.locale, [...request.localePreference]),
        ),
      ),
  );
  const [bar] = await db
    .select({ id: informationBars.id, code: informationBars.code, channelId: informationBars.channelId })
    .from(informationBars)
    .where(
      and(
        eq(informationBars.enabled, true),
        or(eq(informationBars.channelId, request.channelId), isNull(informationBars.channelId)),
        inArray(informationBars.audience, audiences),
        or(isNull(informationBars.activeFrom), lte(informationBars.activeFrom, request.now)),
        or(isNull(informationBars.activeUntil), gt(informationBars.activeUntil, request.now)),
        hasMessageInLocale,
      ),
    )
    .orderBy(
      sql`(${informationBars.channelId} is not null) desc`,
      desc(informationBars.position),
      desc(informationBars.id),
    )
    .limit(1);
  if (!bar) return null;
  const rows = await db
    .select({
      id: informationBarMessages.id,
      locale: informationBarMessageTranslations.locale,
      description: informationBarMessageTranslations.description,
      backgroundColor: informationBarMessageTranslations.backgroundColor,
      textColor: informationBarMessageTranslations.textColor,
    })
    .from(informationBarMessages)
    .innerJoin(
      informationBarMessageTranslations,
      eq(informationBarMessageTranslations.messageId, informationBarMessages.id),
    )
    .where(eq(informationBarMessages.barId, bar.id))
    .orderBy(asc(informationBarMessages.position), asc(informationBarMessages.id));
  const messages: InformationBar['messages'] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    const translation = request.localePreference
      .map((locale) => rows.find((candidate) => candidate.id === row.id && candidate.locale === locale))
      .find(Boolean);
    seen.add(row.id);
    if (!translation) continue;
    const description = sanitizePageHtml(translation.description);
    if (description === '') continue;
    messages.push({
      id: row.id,
      description,
      backgroundColor: HEX_COLOUR.test(translation.backgroundColor)
        ? translation.backgroundColor
        : DEFAULT_BACKGROUND,
      textColor: HEX_COLOUR.test(translation.textColor) ? translation.textColor : DEFAULT_TEXT,
    });
  }
  if (messages.length === 0) return null;
  return { id: bar.id, code: bar.code, scope: bar.channelId === null ? 'global' : 'channel', messages };
}
