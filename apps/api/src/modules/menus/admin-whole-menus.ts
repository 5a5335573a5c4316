import {
  MENU_CODE_RESERVED_MESSAGE,
  MENU_CODE_TAKEN_MESSAGE,
  MENU_IN_USE_MESSAGE,
  MENU_UNKNOWN_CHANNEL_MESSAGE,
  RESERVED_MENU_CODES,
  type AdminMenu,
  type AdminMenuPatch,
  type MenuPlacement,
  type Violation,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { menus } from '../../db/schema/index.ts';
import { HttpError, ViolationError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { showMenuInChannels, unknownChannelCodes } from '../channels/channel-menus.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import { getAdminMenu, menuOr404 } from './admin-menu-reads.ts';

/**
 * Whole menus (docs/adr/0058-menus-admin.md): made for one placement, named, shown by the channels chosen
 * for it, deleted once no channel shows it. The channels' choice of menu belongs to the channels module.
 */

async function channelViolations(db: Database, channels: readonly string[]): Promise<Violation[]> {
  const unknown = new Set(await unknownChannelCodes(db, channels));
  return channels.flatMap((code, index) =>
    unknown.has(code)
      ? [
          {
            propertyPath: `channels[${index}]`,
            message: MENU_UNKNOWN_CHANNEL_MESSAGE,
            code: 'unknown_channel',
          },
        ]
      : [],
  );
}

export async function createMenu(
  db: Database,
  input: { code: string; name: string; placement: MenuPlacement; channels: string[] },
  administratorId: number,
): Promise<AdminMenu> {
  await db.transaction(async (tx) => {
    const violations = await channelViolations(tx, input.channels);
    const codeProblem = RESERVED_MENU_CODES.includes(input.code)
      ? { message: MENU_CODE_RESERVED_MESSAGE, code: 'reserved' }
      : (await tx.select({ id: menus.id }).from(menus).where(eq(menus.code, input.code))).length > 0
        ? { message: MENU_CODE_TAKEN_MESSAGE, code: 'duplicate' }
        : null;
    if (codeProblem) violations.unshift({ propertyPath: 'code', ...codeProblem });
    if (violations.length > 0) throw new ViolationError(violations);
    const [created] = await tx
      .insert(menus)
      .values({ code: input.code, name: input.name, placement: input.placement })
      .onConflictDoNothing({ target: menus.code })
      .returning({ id: menus.id });
    // Another editor made the same code in between.
    if (!created)
      throw new ViolationError([
        { propertyPath: 'code', message: MENU_CODE_TAKEN_MESSAGE, code: 'duplicate' },
      ]);
    await showMenuInChannels(tx, input.placement, input.code, input.channels);
    await recordAudit(tx, {
      administratorId,
      action: 'menu.create',
      subjectType: 'menu',
      subjectId: created.id,
      summary: `Menu ${input.code} (${input.placement}) created`,
      details: { after: input },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminMenu(db, input.code);
}

export async function updateMenu(
  db: Database,
  code: string,
  patch: AdminMenuPatch,
  administratorId: number,
): Promise<AdminMenu> {
  await db.transaction(async (tx) => {
    const menu = await menuOr404(tx, code, true);
    const before = await getAdminMenu(tx, code);
    if (patch.channels) {
      const violations = await channelViolations(tx, patch.channels);
      if (violations.length > 0) throw new ViolationError(violations);
      await showMenuInChannels(tx, menu.placement, code, patch.channels);
    }
    if (patch.name !== undefined)
      await tx.update(menus).set({ name: patch.name }).where(eq(menus.id, menu.id));
    await recordAudit(tx, {
      administratorId,
      action: 'menu.update',
      subjectType: 'menu',
      subjectId: menu.id,
      summary: `Menu ${code} changed`,
      details: {
        before: { name: before.name, channels: before.channels },
        after: { name: patch.name ?? before.name, channels: patch.channels ?? before.channels },
      },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminMenu(db, code);
}

/** Deletes a menu with its items; refused (409) while a channel shows it. */
export async function deleteMenu(db: Database, code: string, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const menu = await menuOr404(tx, code, true);
    const before = await getAdminMenu(tx, code);
    if (before.channels.length > 0) throw new HttpError(409, MENU_IN_USE_MESSAGE);
    await tx.delete(menus).where(eq(menus.id, menu.id));
    await recordAudit(tx, {
      administratorId,
      action: 'menu.delete',
      subjectType: 'menu',
      subjectId: menu.id,
      summary: `Menu ${code} (${menu.placement}) deleted with ${before.itemCount} items`,
      details: { before: { code, name: menu.name, placement: menu.placement, items: before.itemCount } },
    });
  });
  await bumpCatalogueVersion(db);
}
