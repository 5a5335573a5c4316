import { describe, expect, it } from 'vitest';
import { menu, menuItem } from '~/components/testing/fixtures.ts';
import { shellMenus } from './shell-data.ts';

describe('the shell’s menus', () => {
  it('carries the shown menus, names the on-demand ones, and gives them a revision that follows their content', () => {
    const main = menu('main', [menuItem({ name: 'Kūdikiams' })]);
    const mega = menu('mega', [menuItem({ name: 'Vežimėliai' })]);
    const shell = shellMenus({ main, mega, mobile: menu('mobile', []) });
    expect(shell.menus).toEqual({ main });
    // A mobile menu without items is not offered at all.
    expect(shell.deferredMenus).toEqual(['mega']);
    expect(shell.deferredMenuRevision).toMatch(/^[0-9a-z]+$/);

    // The same content (another object, as after the cache refilled) keeps its address; a change moves it.
    expect(shellMenus({ main, mega: structuredClone(mega) }).deferredMenuRevision).toBe(
      shell.deferredMenuRevision,
    );
    const renamed = { ...mega, items: [{ ...mega.items[0]!, name: 'Vežimėliai ir kėdutės' }] };
    expect(shellMenus({ main, mega: renamed }).deferredMenuRevision).not.toBe(shell.deferredMenuRevision);
    // The shown menus are in the page already: they do not move the on-demand ones' address.
    const otherMain = menu('main', [menuItem({ name: 'Namams' })]);
    expect(shellMenus({ main: otherMain, mega }).deferredMenuRevision).toBe(shell.deferredMenuRevision);
  });
});
