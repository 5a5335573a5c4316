import { MENU_PLACEMENTS, type Channel, type MenuPlacement } from '@shop/contracts';
import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channelLocales, channels } from '../../db/schema/index.ts';
import { findLocales } from '../locales/service.ts';
import { findPageTargets } from '../pages/service.ts';

/** What every request needs to know about its channel (see plugins/request-context.ts). */
export interface ChannelSummary {
  id: number;
  code: string;
  defaultLocale: LocaleCode;
  currencyCode: string;
  /** The channel's locales in its order; always includes defaultLocale. */
  locales: LocaleCode[];
  /** Login-only (the b2b channel): accounts need the administration's approval to sign in. */
  requiresLogin: boolean;
}

/** All channels with their locales: few rows, loaded whole and cached by the channel directory. */
export async function loadChannelSummaries(db: Database): Promise<ChannelSummary[]> {
  const channelRows = await db
    .select({
      id: channels.id,
      code: channels.code,
      defaultLocale: channels.defaultLocale,
      currencyCode: channels.currencyCode,
      requiresLogin: channels.requiresLogin,
    })
    .from(channels);
  const localeRows = await db
    .select()
    .from(channelLocales)
    .orderBy(asc(channelLocales.position), asc(channelLocales.localeCode));
  return channelRows.flatMap((channel) => {
    // The schema allows any text; only the locales the product knows can be served.
    if (!isKnownLocale(channel.defaultLocale)) return [];
    const locales = localeRows
      .filter((row) => row.channelId === channel.id)
      .map((row) => row.localeCode)
      .filter(isKnownLocale);
    if (!locales.includes(channel.defaultLocale)) locales.unshift(channel.defaultLocale);
    return [{ ...channel, defaultLocale: channel.defaultLocale, locales }];
  });
}

/**
 * The public description of a channel (contract `Channel`), with its terms pages addressed in `locale`
 * (falling back to the channel's default locale). Null when no channel has this code.
 */
export async function getChannel(db: Database, code: string, locale: LocaleCode): Promise<Channel | null> {
  const [row] = await db.select().from(channels).where(eq(channels.code, code));
  if (!row) return null;
  const summary = (await loadChannelSummaries(db)).find((channel) => channel.id === row.id);
  if (!summary) return null;

  const pageIds = [row.termsOfServicePageId, row.loyaltyTermsOfServicePageId, row.privacyPolicyPageId].filter(
    (id): id is number => id !== null,
  );
  const pageTargets = await findPageTargets(db, pageIds, [locale, summary.defaultLocale]);
  const pageRef = (id: number | null) => (id === null ? null : (pageTargets.get(id)?.ref ?? null));

  return {
    code: row.code,
    name: row.name,
    currencyCode: row.currencyCode,
    locales: await findLocales(db, summary.locales),
    defaultLocale: summary.defaultLocale,
    contactPhoneNumber: row.contactPhoneNumber,
    contactEmail: row.contactEmail,
    googleTagManagerCode: row.googleTagManagerCode,
    loyaltyRuleId: row.loyaltyRuleId,
    giftWrappingCode: row.giftWrappingCode,
    termsOfServicePage: pageRef(row.termsOfServicePageId),
    loyaltyTermsOfServicePage: pageRef(row.loyaltyTermsOfServicePageId),
    privacyPolicyPage: pageRef(row.privacyPolicyPageId),
    menuCodes: knownPlacements(row.menuCodes),
    logoPath: row.logoPath,
    requiresLogin: row.requiresLogin,
    seller: {
      companyName: row.sellerName,
      companyCode: row.sellerCompanyCode,
      vatNumber: row.sellerVatNumber,
      address: row.sellerAddress,
      bankName: row.sellerBankName,
      iban: row.sellerIban,
      phone: row.contactPhoneNumber ?? '',
      email: row.contactEmail ?? '',
    },
  };
}

function knownPlacements(menuCodes: Record<string, string>): Partial<Record<MenuPlacement, string>> {
  const result: Partial<Record<MenuPlacement, string>> = {};
  for (const placement of MENU_PLACEMENTS) {
    const code = menuCodes[placement];
    if (typeof code === 'string') result[placement] = code;
  }
  return result;
}

/**
 * Whether the channel is usable only after login (the b2b channel, spec section 1): its registered
 * accounts wait for the administration's approval.
 */
export async function channelRequiresLogin(db: Database, channelId: number): Promise<boolean> {
  const [row] = await db
    .select({ requiresLogin: channels.requiresLogin })
    .from(channels)
    .where(eq(channels.id, channelId));
  return row?.requiresLogin ?? false;
}

/** The loyalty rule the channel names (`loyaltyRuleId`), or null. */
export async function channelLoyaltyRuleId(db: Database, channelId: number): Promise<number | null> {
  const [row] = await db
    .select({ ruleId: channels.loyaltyRuleId })
    .from(channels)
    .where(eq(channels.id, channelId));
  return row?.ruleId ?? null;
}

/** What the channel puts before its order numbers ("B-"), so that numbers are unique across channels. */
export async function orderNumberPrefixOf(db: Database, channelId: number): Promise<string> {
  const [row] = await db
    .select({ prefix: channels.orderNumberPrefix })
    .from(channels)
    .where(eq(channels.id, channelId));
  return row?.prefix ?? '';
}

/** A channel's name and logo (what its mail shows at the top), or null when no channel has this code. */
export async function channelBrand(
  db: Database,
  code: string,
): Promise<{ name: string; logoPath: string | null } | null> {
  const [row] = await db
    .select({ name: channels.name, logoPath: channels.logoPath })
    .from(channels)
    .where(eq(channels.code, code));
  return row ?? null;
}
