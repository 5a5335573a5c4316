import type { MenuPlacement } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels } from '../../db/schema/index.ts';

/**
 * Which menu each channel shows per placement (`channels.menu_codes`), as the menus editor changes it.
 * The channels own the column; the menus module calls these inside its own transaction.
 */

/** Every channel's code and name, in the order they were made. */
export function listChannelNames(db: Database): Promise<Array<{ code: string; name: string }>> {
  return db.select({ code: channels.code, name: channels.name }).from(channels).orderBy(asc(channels.id));
}

/** Channel codes of the list that no channel has. */
export async function unknownChannelCodes(db: Database, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const known = new Set((await db.select({ code: channels.code }).from(channels)).map((row) => row.code));
  return codes.filter((code) => !known.has(code));
}

/**
 * Makes exactly `channelCodes` show `menuCode` in `placement`: each listed channel leaves the menu it showed
 * there, and a channel not listed that showed this menu shows none there any more. Answers whether any
 * channel changed. The rows are locked, so two editors' changes take turns.
 */
export async function showMenuInChannels(
  db: Database,
  placement: MenuPlacement,
  menuCode: string,
  channelCodes: readonly string[],
): Promise<boolean> {
  const wanted = new Set(channelCodes);
  const rows = await db
    .select({ id: channels.id, code: channels.code, menuCodes: channels.menuCodes })
    .from(channels)
    .orderBy(asc(channels.id))
    .for('update');
  let changed = false;
  for (const row of rows) {
    const shows = row.menuCodes[placement] === menuCode;
    if (shows === wanted.has(row.code)) continue;
    const menuCodes = { ...row.menuCodes };
    if (wanted.has(row.code)) menuCodes[placement] = menuCode;
    else delete menuCodes[placement];
    await db.update(channels).set({ menuCodes }).where(eq(channels.id, row.id));
    changed = true;
  }
  return changed;
}
