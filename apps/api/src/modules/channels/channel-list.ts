import { asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels } from '../../db/schema/index.ts';

export interface ChannelListItem {
  code: string;
  name: string;
  requiresLogin: boolean;
  orderNumberPrefix: string;
}

/** Every channel with its name, in the order they were made (the back office's choices). */
export function listChannels(db: Database): Promise<ChannelListItem[]> {
  return db
    .select({
      code: channels.code,
      name: channels.name,
      requiresLogin: channels.requiresLogin,
      orderNumberPrefix: channels.orderNumberPrefix,
    })
    .from(channels)
    .orderBy(asc(channels.id));
}

/** Every channel's id and code (for modules that store channel ids and show codes). */
export function listChannelCodes(db: Database): Promise<Array<{ id: number; code: string }>> {
  return db.select({ id: channels.id, code: channels.code }).from(channels).orderBy(asc(channels.id));
}

/** Every channel's code and its menu code per placement (the menus editor shows who uses a menu). */
export function listChannelMenuCodes(
  db: Database,
): Promise<Array<{ code: string; menuCodes: Record<string, string> }>> {
  return db
    .select({ code: channels.code, menuCodes: channels.menuCodes })
    .from(channels)
    .orderBy(asc(channels.id));
}

/** The channels using this page as their terms, loyalty terms or privacy page (such a page must stay). */
export async function channelsUsingPage(db: Database, pageId: number): Promise<string[]> {
  const rows = await db
    .select({ code: channels.code })
    .from(channels)
    .where(
      or(
        eq(channels.termsOfServicePageId, pageId),
        eq(channels.loyaltyTermsOfServicePageId, pageId),
        eq(channels.privacyPolicyPageId, pageId),
      ),
    )
    .orderBy(asc(channels.id));
  return rows.map((row) => row.code);
}
