import type { Menu } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
import { shellMenus } from '~/shell/shell-data.ts';
import { createDeferredMenuStore, type DeferredMenuStore } from '../deferred-menus/deferred-menu-store.ts';
import { DeferredMenuStoreContext } from '../deferred-menus/use-deferred-menu.ts';
import { menu, menuItem, taxonRef } from '../testing/fixtures.ts';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { MobileMenuScreens } from './mobile-menu-screens.tsx';

const mobile = menu('mobile', [
  menuItem({ name: 'Kūdikiams', type: 'taxon_tree', ref: taxonRef(1, 'kudikiams') }),
  menuItem({ name: 'Kontaktai', type: 'page', ref: { kind: 'page', id: 7, slug: 'kontaktai' } }),
]);
/** The menu's address carries a hash of its content (shell-data.ts), so a changed menu is a new address. */
const MOBILE_MENU_URL = `/resources/menus/mobile?r=${shellMenus({ mobile }).deferredMenuRevision}`;

/** A store whose network answers the mobile menu address with `answer` (or fails). */
function storeAnswering(answer: Menu | 'fail'): DeferredMenuStore {
  return createDeferredMenuStore(async (url) => {
    if (answer === 'fail' || url !== MOBILE_MENU_URL) throw new TypeError('Failed to fetch');
    return Response.json(answer);
  });
}

function renderScreens(store: DeferredMenuStore, customer: { firstName: string } | null = null) {
  return renderInShop(
    <DeferredMenuStoreContext.Provider value={store}>
      <MobileMenuScreens titleId="t" onClose={() => {}} />
    </DeferredMenuStoreContext.Provider>,
    { menus: { mobile }, shopper: { customer } },
  );
}

describe('mobile menu screens (menu fetched on demand)', () => {
  it('shows a skeleton with a spoken loading status until the menu is there', () => {
    const store = storeAnswering(mobile);
    void store.load(MOBILE_MENU_URL);
    const html = renderScreens(store);
    expect(html).toContain('data-testid="menu-loading"');
    expect(html).toMatch(/role="status"[^>]*>Įkeliamas meniu…</);
    expect(html).not.toContain('Kontaktai');
    // The account, wishlist and language rows need no menu and are there at once.
    expect(html).toContain('Kalba');
  });

  it('lists the menu items once loaded', async () => {
    const store = storeAnswering(mobile);
    await store.load(MOBILE_MENU_URL);
    const html = renderScreens(store);
    expect(html).not.toContain('data-testid="menu-loading"');
    expect(html).toContain('Kūdikiams');
    expect(html).toContain('href="/kontaktai-7"');
  });

  it('offers a retry when the menu could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = storeAnswering('fail');
    await store.load(MOBILE_MENU_URL);
    const html = renderScreens(store);
    expect(html).toContain('Nepavyko įkelti meniu.');
    expect(html).toMatch(/<button type="button"[^>]*>Bandyti dar kartą<\/button>/);
    vi.restoreAllMocks();
  });

  it('offers a guest sign-in, and a customer their account, orders and logout', () => {
    const store = storeAnswering(mobile);
    const guest = renderScreens(store);
    expect(guest).toContain('href="/auth?tab=login"');
    expect(guest).not.toContain('value="logout"');
    const customer = renderScreens(store, { firstName: 'Rūta' });
    expect(customer).toContain('href="/paskyra"');
    expect(customer).toContain('href="/paskyra/uzsakymas"');
    expect(customer).toMatch(/<form[^>]*action="\/auth" method="post">.*value="logout"/s);
    expect(customer).not.toContain('href="/auth?tab=login"');
  });
});
