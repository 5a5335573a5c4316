import { describe, expect, it } from 'vitest';
import { isBackOfficePathname } from '~/routing/login-only-channel.ts';
import { catalogFor } from './catalogs.server.ts';

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
