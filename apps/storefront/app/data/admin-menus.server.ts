import {
  MENU_PLACEMENTS,
  type AdminMenu,
  type AdminMenuItem,
  type AdminMenuSummary,
  type List,
  type MenuItemType,
  type MenuLinkTarget,
  type MenuPlacement,
  type ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { adminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminRequestArgs, type AdminSession } from './admin-session.server.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';
import type { ShopRequest } from './request-context.server.ts';
import {
  MENU_FORM_LOCALES,
  menuItemBody,
  type MenuFormValues,
  type MenuTargetKind,
} from '~/components/admin/menus/menu-form-values.ts';

/*
 * The back office's menus screen (docs/adr/0058-menus-admin.md) over /api/v2/admin/menus: a placement's
 * menus, one menu's tree, the item form (add under a parent, edit), delete and moves (the drag-and-drop and
 * the move buttons send the same "move" form), and the target picker's search.
 */

const BASE = '/menus';
const ID = /^[1-9][0-9]{0,9}$/;

export interface MenusScreen {
  placement: MenuPlacement;
  menus: AdminMenuSummary[];
  menu: AdminMenu | null;
  /** The item opened in the form (?edit=id), null when none. */
  editing: AdminMenuItem | null;
  /** Adding (?add=parent id or "root"): the parent's id, null for the top level; undefined: not adding. */
  addingUnder: number | null | undefined;
  /** The target picker's answer when the address asks (?targetKind=...&targetSearch=...). */
  targets: MenuLinkTarget[] | null;
}

function findItem(items: AdminMenuItem[], id: number): AdminMenuItem | null {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children, id);
    if (found) return found;
  }
  return null;
}

export async function loadMenusScreen(session: AdminSession, url: URL, locale: string): Promise<MenusScreen> {
  const params = url.searchParams;
  const asked = params.get('placement') as MenuPlacement | null;
  const placement = asked && MENU_PLACEMENTS.includes(asked) ? asked : 'mega';
  const kind = params.get('targetKind') as MenuTargetKind | null;
  const [list, targets] = await Promise.all([
    session.api.get<List<AdminMenuSummary>>(BASE, { placement }),
    kind && ['taxon', 'product', 'page', 'attributeValue'].includes(kind)
      ? session.api
          .get<List<MenuLinkTarget>>(`${BASE}/link-targets`, {
            kind,
            search: (params.get('targetSearch') ?? '').slice(0, 100),
            locale,
          })
          .then((answer) => answer.data)
      : Promise.resolve(null),
  ]);
  const code = params.get('menu');
  const chosen = list.data.find((menu) => menu.code === code) ?? list.data[0];
  const menu = chosen ? await session.api.get<AdminMenu>(`${BASE}/${encodeURIComponent(chosen.code)}`) : null;
  const editId = params.get('edit');
  const editing = menu && editId && ID.test(editId) ? findItem(menu.items, Number(editId)) : null;
  const add = params.get('add');
  const addingUnder =
    add === 'root'
      ? null
      : add && ID.test(add) && menu && findItem(menu.items, Number(add))
        ? Number(add)
        : undefined;
  return { placement, menus: list.data, menu, editing, addingUnder, targets };
}

export type MenusActionResult =
  | {
      intent: 'save';
      ok: boolean;
      id: number | null;
      errors: Record<string, string>;
      message: string | null;
      stale: boolean;
      values: MenuFormValues;
    }
  | { intent: 'delete' | 'move'; ok: boolean; message: string | null; id: number | null };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function menuFormValues(form: FormData): MenuFormValues {
  const translations: MenuFormValues['translations'] = {};
  for (const locale of MENU_FORM_LOCALES) {
    translations[locale] = {
      name: text(form, `translations.${locale}.name`),
      htmlLabel: text(form, `translations.${locale}.htmlLabel`),
      content: text(form, `translations.${locale}.content`),
      link: text(form, `translations.${locale}.link`),
    };
  }
  return {
    type: (text(form, 'type') || 'url') as MenuItemType,
    target: text(form, 'target') === '_blank' ? '_blank' : '_self',
    targetCode: text(form, 'targetCode').trim(),
    externalLink: text(form, 'externalLink').trim(),
    image: text(form, 'image').trim(),
    highlighted: form.get('highlighted') ? 'on' : '',
    sale: form.get('sale') ? 'on' : '',
    enabled: form.get('enabled') ? 'on' : '',
    translations,
  };
}

/** The API's 422/409/404 as the form's result; anything else is thrown to the error page. */
function refusal(error: unknown, id: number | null, values: MenuFormValues): MenusActionResult {
  if (!isApiError(error) || error.status === null) throw error;
  const data = (error.data ?? {}) as Partial<ValidationError>;
  if (error.status === 422 && Array.isArray(data.violations)) {
    const { errors, message } = violationsByField(data.violations);
    // The picker's one field stands for the four target fields of the API.
    for (const field of [
      'taxon',
      'product',
      'page',
      'attributeValue',
      'attributeValue.attribute',
      'attributeValue.value',
    ])
      if (errors[field]) errors.targetCode ??= errors[field];
    return { intent: 'save', ok: false, id, errors, message, stale: false, values };
  }
  if ([400, 404, 409].includes(error.status)) {
    return {
      intent: 'save',
      ok: false,
      id,
      errors: {},
      message: apiMessage(error),
      stale: error.status === 409,
      values,
    };
  }
  throw error;
}

async function save(session: AdminSession, code: string, form: FormData): Promise<MenusActionResult> {
  const values = menuFormValues(form);
  const idText = text(form, 'id');
  const id = ID.test(idText) ? Number(idText) : null;
  const body = menuItemBody(values);
  try {
    if (id === null) {
      const parent = text(form, 'parentId');
      await session.api.post(`${BASE}/${encodeURIComponent(code)}/items`, {
        ...body,
        parentId: ID.test(parent) ? Number(parent) : null,
      });
    } else {
      await session.api.patch(`${BASE}/${encodeURIComponent(code)}/items/${id}`, {
        ...body,
        version: text(form, 'version'),
      });
    }
    return { intent: 'save', ok: true, id, errors: {}, message: null, stale: false, values };
  } catch (error) {
    return refusal(error, id, values);
  }
}

async function move(session: AdminSession, code: string, form: FormData): Promise<MenusActionResult> {
  const id = text(form, 'id');
  const parent = text(form, 'parentId');
  const position = Number(text(form, 'position'));
  if (!ID.test(id) || !Number.isInteger(position) || position < 0)
    return { intent: 'move', ok: false, message: null, id: null };
  try {
    await session.api.post(`${BASE}/${encodeURIComponent(code)}/items/${id}/move`, {
      parentId: ID.test(parent) ? Number(parent) : null,
      position: Math.min(position, 100_000),
    });
    return { intent: 'move', ok: true, message: null, id: Number(id) };
  } catch (error) {
    if (!isApiError(error) || error.status === null || ![404, 422].includes(error.status)) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    const message = data.violations?.[0]?.message ?? apiMessage(error);
    return { intent: 'move', ok: false, message, id: Number(id) };
  }
}

async function remove(
  shop: ShopRequest,
  args: AdminRequestArgs,
  code: string,
  form: FormData,
): Promise<MenusActionResult> {
  const id = text(form, 'id');
  if (!ID.test(id)) return { intent: 'delete', ok: false, message: null, id: null };
  try {
    await adminRawCaller(shop, args).send('DELETE', `${BASE}/${encodeURIComponent(code)}/items/${id}`);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  return { intent: 'delete', ok: true, message: null, id: Number(id) };
}

/** The screen's forms, told apart by their `intent`; `menu` names the menu they change. */
export async function menusAction(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  form: FormData,
): Promise<MenusActionResult> {
  const code = text(form, 'menu');
  const intent = text(form, 'intent');
  if (intent === 'delete') return remove(shop, args, code, form);
  if (intent === 'move') return move(session, code, form);
  return save(session, code, form);
}
