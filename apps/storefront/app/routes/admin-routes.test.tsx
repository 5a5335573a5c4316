import { administrator } from '~/data/testing-admin-products.tsx';
import { type AdminAccount, type List } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminArgs, json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import { shopRequestContext } from '~/data/request-context.server.ts';
import AdminAccountsRoute from './admin-accounts.tsx';
import { loader as adminLayoutLoader } from './admin-layout.tsx';
import AdminSignInRoute from './admin-sign-in.tsx';
import AdminTeamRoute from './admin-team.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';
import type { Route } from './+types/admin-layout';

const account = (overrides: Partial<AdminAccount> = {}): AdminAccount => ({
  shopUserId: 11,
  customerId: 21,
  email: 'pirkimai@mazyliai.lt',
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  phoneNumber: '+37069900111',
  companyName: 'UAB Mažyliai',
  vatNumber: 'LT100001234567',
  companyCode: '305123456',
  channelCode: 'b2b',
  verified: true,
  status: 'pending',
  registeredAt: '2026-11-20T08:15:00.000Z',
  decidedAt: null,
  ...overrides,
});

describe('back office screens', () => {
  it('show the pending accounts with approve and reject, in the back office shell without the shop’s', () => {
    const accounts: List<AdminAccount> = list([account(), account({ shopUserId: 12, verified: false })]);
    const html = renderAdminScreen({
      url: '/admin/accounts',
      screen: { id: 'ADMIN_ACCOUNTS___lt', path: 'admin/accounts', Component: AdminAccountsRoute },
      data: { status: 'pending', accounts },
    });
    expect(html).toContain('data-testid="admin-shell"');
    expect(html).toContain('Ona Petraitienė');
    expect(html).not.toContain('data-testid="site-header"');
    expect(html.match(/data-testid="admin-account-row"/g)).toHaveLength(2);
    expect(html.match(/data-testid="admin-approve"/g)).toHaveLength(2);
    expect(html.match(/data-testid="admin-reject"/g)).toHaveLength(2);
    expect(html).toContain('LT100001234567');
    expect(html).toContain('2026-11-20 10:15');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Verslo paskyros<\/a>/);
  });

  it('say so when no account waits, without decision buttons', () => {
    const html = renderAdminScreen({
      url: '/admin/accounts?status=rejected',
      screen: { id: 'ADMIN_ACCOUNTS___lt', path: 'admin/accounts', Component: AdminAccountsRoute },
      data: { status: 'rejected', accounts: list([]) },
    });
    expect(html).toContain('data-testid="admin-empty"');
    expect(html).toContain('Atmestų paskyrų nėra.');
    expect(html).not.toContain('data-testid="admin-approve"');
  });

  it('show a content editor only the sections of their role (ADR 0055)', () => {
    const editor = { ...administrator, id: 2, role: 'content_editor', permissions: ['content'] };
    const html = renderAdminScreen({
      url: '/admin/accounts',
      screen: { id: 'ADMIN_ACCOUNTS___lt', path: 'admin/accounts', Component: AdminAccountsRoute },
      layout: { administrator: editor },
      data: { status: 'pending', accounts: list([]) },
    });
    expect(html).toMatch(/<a[^>]*href="\/admin\/redirects"[^>]*>Peradresavimai<\/a>/);
    expect(html).not.toContain('href="/admin/orders"');
    expect(html).not.toContain('href="/admin/team"');
    expect(html).not.toContain('href="/admin/audit"');
  });

  it('show the team with roles, states and the invite form with every field’s refusal at once', () => {
    const member = (id: number, overrides: object) => ({
      id,
      email: `m${id}@gandras.lt`,
      name: `Narys ${id}`,
      role: 'content_editor',
      enabled: true,
      lastLoginAt: null,
      invitationPending: false,
      invitationExpiresAt: null,
      createdAt: '2026-11-20T08:15:00.000Z',
      ...overrides,
    });
    const html = renderAdminScreen({
      url: '/admin/team',
      screen: { id: 'ADMIN_TEAM___lt', path: 'admin/team', Component: AdminTeamRoute },
      data: {
        team: [
          member(1, { role: 'owner', lastLoginAt: '2026-11-26T08:00:00.000Z' }),
          member(2, { invitationPending: true, invitationExpiresAt: '2026-12-03T08:00:00.000Z' }),
          member(3, { enabled: false }),
        ],
        total: 3,
        meId: 1,
      },
      action: {
        intent: 'invite',
        ok: false,
        values: { email: 'm1@gandras.lt', name: '', role: 'boss' },
        errors: {
          email: 'An administrator with this email already exists.',
          name: 'This value should not be blank.',
          role: 'The role must be one of: owner, catalogue_manager, content_editor, customer_service.',
        },
        message: null,
      },
    });
    expect(html.match(/data-testid="admin-team-row"/g)).toHaveLength(3);
    // Nobody changes their own role or disables themselves: the owner's own row has no such controls.
    expect(html.match(/data-testid="admin-team-role"/g)).toHaveLength(2);
    expect(html.match(/data-testid="admin-team-disable"/g)).toHaveLength(1);
    expect(html.match(/data-testid="admin-team-enable"/g)).toHaveLength(1);
    expect(html.match(/data-testid="admin-team-resend"/g)).toHaveLength(1);
    expect(html).toContain('Kvietimas išsiųstas');
    expect(html).toContain('Išjungtas');
    expect(html).toContain('data-label="Rolė"');
    expect(html).toContain('Administratorius su šiuo el. pašto adresu jau yra.');
    expect(html).toContain('data-testid="admin-invite-name-error"');
    expect(html).toContain('Pasirinkite vieną iš rolių.');
    expect(html).toContain('value="m1@gandras.lt"');
  });

  it('show the sign-in form alone, with the API’s refusal in the page’s language', () => {
    const html = renderAdminScreen({
      url: '/admin/sign-in',
      screen: { id: 'ADMIN_SIGN_IN___lt', path: 'admin/sign-in', Component: AdminSignInRoute },
      layout: { administrator: null },
      action: { fieldErrors: {}, message: 'Wrong email or password.', email: 'ona@gandras.lt' },
    });
    expect(html).not.toContain('data-testid="admin-shell"');
    expect(html).toContain('data-testid="admin-email"');
    expect(html).toContain('data-testid="admin-password"');
    expect(html).toContain('data-testid="admin-sign-in"');
    expect(html).toContain('Neteisingas el. paštas arba slaptažodis.');
    expect(html).toContain('value="ona@gandras.lt"');
  });
});

describe('back office layout loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  function layoutArgs(path: string, token: string | null, answer: () => Response) {
    const api = stubAdminApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    const context = new RouterContextProvider();
    context.set(shopRequestContext, api.shop);
    return { api, args: { ...adminArgs(path, token), context, params: {} } as unknown as Route.LoaderArgs };
  }

  it('has no administrator and asks nothing without the admin cookie', async () => {
    const { api, args } = layoutArgs('/admin/sign-in', null, () => json(administrator));
    expect(await adminLayoutLoader(args)).toEqual({ administrator: null });
    expect(api.calls).toEqual([]);
  });

  it('names the signed-in administrator', async () => {
    const { api, args } = layoutArgs('/admin/orders', 'tok', () => json(administrator));
    expect(await adminLayoutLoader(args)).toEqual({ administrator });
    expect(api.calls.map((call) => call.path)).toEqual(['/me']);
  });

  it('forgets a refused token on the sign-in page, and sends other pages to sign in', async () => {
    const refused = () => json({ code: 401, message: 'Expired JWT Token' }, 401);
    const signIn = await adminLayoutLoader(layoutArgs('/admin/sign-in', 'old', refused).args);
    expect(signIn).toMatchObject({ data: { administrator: null } });
    const headers = (signIn as { init: ResponseInit }).init.headers as Headers;
    expect(headers.getSetCookie()[0]).toBe(
      'shop_admin_token=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0',
    );

    let thrown: unknown;
    try {
      await adminLayoutLoader(layoutArgs('/admin/returns', 'old', refused).args);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/admin/sign-in?redirect=%2Fadmin%2Freturns');
  });
});
