import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loader as messagesLoader } from '~/routes/messages.ts';
import { isBackOfficePathname, isOpenWithoutLogin } from '~/routing/login-only-channel.ts';
import { loadedCatalog } from './catalog-store.ts';
import { catalogFor, servedCatalog, servedCatalogFile } from './catalogs.server.ts';

/** The MESSAGES resource route's answer for a file name. */
async function fetchMessages(file: string) {
  const response = messagesLoader({ params: { file } } as unknown as Parameters<typeof messagesLoader>[0]);
  return {
    status: response.status,
    cacheControl: response.headers.get('Cache-Control'),
    body: await response.text(),
  };
}

describe('the catalog a page downloads', () => {
  it('leaves the back office texts out of the shop pages, and keeps every other namespace', () => {
    const shop = catalogFor('lt', 'shop');
    const admin = catalogFor('lt', 'admin');
    expect(Object.keys(shop).some((key) => key.startsWith('admin.'))).toBe(false);
    expect(Object.keys(admin).some((key) => key.startsWith('admin.'))).toBe(true);
    const shared = Object.keys(admin).filter((key) => !/^admin[A-Z.]/.test(key));
    expect(Object.keys(shop).sort()).toEqual(shared.sort());
    expect(shop['returns.states.initiated']).toBe(admin['returns.states.initiated']);
  });

  it('serves each locale and scope at an address named by a hash of its content, cached for good', async () => {
    const lt = servedCatalog('lt', 'shop');
    expect(lt.href).toMatch(/^\/resources\/messages\/lt-shop\.[0-9a-f]{16}\.json$/);
    expect(lt.href).toContain(createHash('sha256').update(lt.json).digest('hex').slice(0, 16));
    expect(JSON.parse(lt.json)).toEqual(catalogFor('lt', 'shop'));
    // Every catalog has its own address; the server renders from the one it names.
    const hrefs = new Set(
      (['lt', 'en', 'et', 'ru'] as const).flatMap((locale) =>
        (['shop', 'admin'] as const).map((scope) => servedCatalog(locale, scope).href),
      ),
    );
    expect(hrefs.size).toBe(8);
    expect(loadedCatalog(servedCatalog('en', 'admin').href)).toBe(catalogFor('en', 'admin'));

    const file = lt.href.slice(lt.href.lastIndexOf('/') + 1);
    const answer = await fetchMessages(file);
    expect(answer).toEqual({
      status: 200,
      cacheControl: 'public, max-age=31536000, immutable',
      body: lt.json,
    });
  });

  it('answers 404, not cached, for a catalog of another content (an older release) or a made-up name', async () => {
    const current = servedCatalog('et', 'shop').href;
    const file = current.slice(current.lastIndexOf('/') + 1);
    const stale = file.replace(
      /\.([0-9a-f]{16})\./,
      (_, hash: string) => `.${hash.startsWith('0') ? '1' : '0'}${hash.slice(1)}.`,
    );
    for (const name of [
      stale,
      'xx-shop.0123456789abcdef.json',
      'lt-staff.0123456789abcdef.json',
      '../lt.json',
      '',
    ]) {
      expect(servedCatalogFile(name), name).toBeUndefined();
      expect(await fetchMessages(name), name).toMatchObject({ status: 404, cacheControl: 'no-store' });
    }
  });

  it('lets anonymous visitors of a login-only channel load the texts of its sign-in page', () => {
    expect(isOpenWithoutLogin(servedCatalog('lt', 'shop').href, 'lt', 'lt')).toBe(true);
  });

  it('tells back office paths by their shape, for the shell to reload its catalog when crossing over', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/orders/7',
      '/en/admin',
      '/en/admin/returns',
      '/admin.data',
    ]) {
      expect(isBackOfficePathname(path), path).toBe(true);
    }
    for (const path of ['/', '/administracija', '/en/administrator', '/c/admin-1', '/paskyra']) {
      expect(isBackOfficePathname(path), path).toBe(false);
    }
  });
});
