import { MENU_PLACEMENTS } from '@shop/contracts';
import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminEmpty, AdminMessage, AdminPage, adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { MenuItemForm } from '~/components/admin/menus/menu-item-form.tsx';
import { localiseMenuMessage } from '~/components/admin/menus/menu-messages.ts';
import { placesOf } from '~/components/admin/menus/menu-moves.ts';
import { itemLabel, MenuTree } from '~/components/admin/menus/menu-tree.tsx';
import { MenuSettingsForm, NewMenuForm } from '~/components/admin/menus/whole-menu-forms.tsx';
import { loadMenusScreen, menusAction } from '~/data/admin-menus.server.ts';
import {
  loadMenuChannels,
  WHOLE_MENU_INTENTS,
  wholeMenuAction,
  type WholeMenuResult,
} from '~/data/admin-whole-menus.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-menus';

function isWholeMenuResult(result: { intent: string }): result is WholeMenuResult {
  return result.intent.startsWith('menu-');
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_MENUS');

export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const [screen, channels] = await Promise.all([
    loadMenusScreen(session, args.url, shop.locale),
    loadMenuChannels(session),
  ]);
  const params = args.url.searchParams;
  return { ...screen, channels, created: params.has('created'), deletedMenu: params.has('deletedMenu') };
}

/** Items: save (add or edit), delete and move; whole menus: create, update, delete (told apart by `intent`). */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const form = await args.request.formData();
  const intent = WHOLE_MENU_INTENTS.find((name) => name === form.get('intent'));
  if (intent) return wholeMenuAction(shop, args, session, intent, form);
  return menusAction(shop, args, session, form);
}

/**
 * The shop's menus (issue 22): pick a placement and one of its menus, see its whole tree, reorder and nest
 * by drag-and-drop or the move buttons, add, edit and delete items. What is saved moves the catalogue
 * version, so the storefront's menus change on the next page.
 */
export default function AdminMenusRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { placement, menus, menu, editing, addingUnder, channels } = loaderData;
  // The whole-menu forms' results are told apart from the items' by their intent.
  const whole = actionData && isWholeMenuResult(actionData) ? actionData : null;
  const itemResult = actionData && !isWholeMenuResult(actionData) ? actionData : null;
  const base = path('ADMIN_MENUS');
  const menuHref = (extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ placement, ...(menu ? { menu: menu.code } : {}), ...extra });
    return `${base}?${query}`;
  };
  const places = placesOf(menu?.items ?? []);
  const nameOf = (id: number | null | undefined) => {
    const item = id == null ? undefined : places.get(id)?.item;
    return item ? itemLabel(item, locale) : '';
  };
  const saved = itemResult?.intent === 'save' && itemResult.ok;
  const deleted = itemResult?.intent === 'delete' && itemResult.ok;
  const moved = itemResult?.intent === 'move' ? itemResult : null;
  const announcement = (() => {
    if (!moved) return '';
    if (!moved.ok) return moved.message ? localiseMenuMessage(t, moved.message) : t('adminMenus.moveFailed');
    const place = moved.id === null ? undefined : places.get(moved.id);
    if (!place) return '';
    return t('adminMenus.announce.moved', {
      name: itemLabel(place.item, locale),
      position: place.index + 1,
      count: place.siblings.length,
      parent: place.parent ? itemLabel(place.parent, locale) : 'none',
    });
  })();
  const showForm = menu && (editing || addingUnder !== undefined);
  return (
    <AdminPage title={t('routes.ADMIN_MENUS.title')}>
      <p className={styles.muted}>{t('adminMenus.intro')}</p>
      {saved && <AdminMessage tone="success">{t('adminMenus.saved')}</AdminMessage>}
      {deleted && <AdminMessage tone="success">{t('adminMenus.deleted')}</AdminMessage>}
      {moved && !moved.ok && <AdminMessage tone="error">{announcement}</AdminMessage>}
      {loaderData.created && <AdminMessage tone="success">{t('adminMenus.whole.created')}</AdminMessage>}
      {loaderData.deletedMenu && <AdminMessage tone="success">{t('adminMenus.whole.deleted')}</AdminMessage>}
      <Form method="get" className={styles.filters}>
        <div className={styles.filterField}>
          <label htmlFor="admin-menus-placement">{t('adminMenus.placement')}</label>
          <select
            id="admin-menus-placement"
            name="placement"
            defaultValue={placement}
            className={styles.input}
            data-testid="admin-menus-placement"
          >
            {MENU_PLACEMENTS.map((option) => (
              <option key={option} value={option}>
                {t(`adminMenus.placements.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {menus.length > 1 && (
          <div className={styles.filterField}>
            <label htmlFor="admin-menus-menu">{t('adminMenus.menu')}</label>
            <select id="admin-menus-menu" name="menu" defaultValue={menu?.code} className={styles.input}>
              {menus.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} data-testid="admin-menus-show">
            {t('adminMenus.show')}
          </button>
        </div>
      </Form>
      {!menu ? (
        <AdminEmpty title={t('adminMenus.noMenu')} />
      ) : (
        <section className={styles.panel} aria-labelledby="admin-menu-title">
          <h2 id="admin-menu-title" className={styles.panelTitle}>
            {menu.name}{' '}
            <span className={styles.muted}>
              ({menu.code}
              {menu.channels.length > 0
                ? ` · ${t('adminMenus.shownIn', { channels: menu.channels.join(', ') })}`
                : ''}
              )
            </span>
          </h2>
          <div className={styles.actions}>
            <Link
              to={`${menuHref({ add: 'root' })}#menu-item-form`}
              className={styles.button}
              data-testid="admin-menu-add"
            >
              {t('adminMenus.add')}
            </Link>
          </div>
          {menu.items.length === 0 ? (
            <AdminEmpty title={t('adminMenus.empty')} />
          ) : (
            <MenuTree
              items={menu.items}
              menu={menu.code}
              locale={locale}
              announcement={announcement}
              editHref={(id) => `${menuHref({ edit: String(id) })}#menu-item-form`}
              addHref={(id) => `${menuHref({ add: String(id) })}#menu-item-form`}
            />
          )}
        </section>
      )}
      {menu && <MenuSettingsForm menu={menu} channels={channels} result={whole} />}
      {showForm && menu && (
        <MenuItemForm
          menu={menu.code}
          editing={editing}
          parent={addingUnder ? { id: addingUnder, name: nameOf(addingUnder) } : null}
          result={itemResult?.intent === 'save' ? itemResult : null}
          cancelHref={menuHref()}
          locale={locale}
        />
      )}
      <NewMenuForm placement={placement} channels={channels} result={whole} />
    </AdminPage>
  );
}
