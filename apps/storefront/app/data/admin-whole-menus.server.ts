import {
  MENU_PLACEMENTS,
  type AdminMenuChannel,
  type List,
  type MenuPlacement,
  type ValidationError,
} from '@shop/contracts';
import { redirect } from 'react-router';
import { isApiError } from '~/lib/api/api-error.ts';
import { adminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminRequestArgs, type AdminSession } from './admin-session.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';

/*
 * Whole menus on the menus screen (docs/adr/0058-menus-admin.md): make a menu for a placement, rename it,
 * choose the channels that show it, delete it. A made menu opens at once (the address names it).
 */

const BASE = '/menus';

export interface WholeMenuValues {
  code: string;
  name: string;
  placement: MenuPlacement;
  channels: string[];
}

export interface WholeMenuResult {
  intent: 'menu-create' | 'menu-update' | 'menu-delete';
  ok: boolean;
  /** By field: code, name, placement, channels (any channel's problem). */
  errors: Record<string, string>;
  message: string | null;
  values: WholeMenuValues;
}

export const WHOLE_MENU_INTENTS: ReadonlyArray<WholeMenuResult['intent']> = [
  'menu-create',
  'menu-update',
  'menu-delete',
];

export function loadMenuChannels(session: AdminSession): Promise<AdminMenuChannel[]> {
  return session.api.get<List<AdminMenuChannel>>(`${BASE}/channels`).then((list) => list.data);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function valuesOf(form: FormData): WholeMenuValues {
  const placement = text(form, 'placement') as MenuPlacement;
  return {
    code: text(form, 'code'),
    name: text(form, 'name'),
    placement: MENU_PLACEMENTS.includes(placement) ? placement : 'mega',
    channels: form.getAll('channels').filter((value): value is string => typeof value === 'string'),
  };
}

function refused(
  intent: WholeMenuResult['intent'],
  error: unknown,
  values: WholeMenuValues,
): WholeMenuResult {
  if (!isApiError(error) || error.status === null) throw error;
  const data = (error.data ?? {}) as Partial<ValidationError>;
  if (error.status === 422 && Array.isArray(data.violations)) {
    const { errors, message } = violationsByField(data.violations);
    for (const [field, text] of Object.entries(errors))
      if (field.startsWith('channels[')) errors.channels ??= text;
    return { intent, ok: false, errors, message, values };
  }
  if ([400, 404, 409].includes(error.status))
    return { intent, ok: false, errors: {}, message: apiMessage(error), values };
  throw error;
}

/**
 * The whole-menu forms: `menu-create` (then the new menu opens), `menu-update` (name and channels of the
 * menu named by `menu`) and `menu-delete`, then back to the menus screen.
 */
export async function wholeMenuAction(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  intent: WholeMenuResult['intent'],
  form: FormData,
): Promise<WholeMenuResult> {
  const screen = session.path('ADMIN_MENUS');
  const values = valuesOf(form);
  const code = encodeURIComponent(text(form, 'menu'));
  try {
    if (intent === 'menu-create') {
      await session.api.post(BASE, values);
      throw redirect(
        `${screen}?${new URLSearchParams({ placement: values.placement, menu: values.code, created: '1' })}`,
      );
    }
    if (intent === 'menu-update') {
      await session.api.patch(`${BASE}/${code}`, { name: values.name, channels: values.channels });
      return { intent, ok: true, errors: {}, message: null, values };
    }
    await adminRawCaller(shop, args).send('DELETE', `${BASE}/${code}`);
    throw redirect(`${screen}?${new URLSearchParams({ placement: values.placement, deletedMenu: '1' })}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return refused(intent, error, values);
  }
}
