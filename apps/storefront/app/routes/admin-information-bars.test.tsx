import type { AdminInformationBar } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { previewHtml } from '~/components/admin/information-bars/preview-html.ts';
import {
  informationBarsAction,
  type InformationBarsActionResult,
  type InformationBarsScreen,
} from '~/data/admin-information-bars.server.ts';
import { json, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminInformationBarsRoute from './admin-information-bars.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const channels = [{ code: 'web', name: 'Gandras.lt', requiresLogin: false, orderNumberPrefix: '' }];
const bar = (fields: Partial<AdminInformationBar> = {}): AdminInformationBar => ({
  id: 5,
  code: 'free-delivery',
  enabled: true,
  audience: 'all',
  channel: 'web',
  activeFrom: '2026-12-01T07:00:00.000Z',
  activeUntil: null,
  position: 0,
  messages: [
    { lt: { description: '<b>Nemokamas</b> pristatymas', backgroundColor: '#2a211d', textColor: '#fff' } },
    { lt: { description: 'Antras', backgroundColor: '#000000', textColor: '#ffffff' } },
  ],
  state: 'scheduled',
  ...fields,
});

const informationBarsScreen = {
  id: 'ADMIN_INFORMATION_BARS___lt',
  path: 'admin/information-bars',
  Component: AdminInformationBarsRoute,
};
const render = (url: string, data: InformationBarsScreen, action?: InformationBarsActionResult) =>
  renderAdminScreen({ url, screen: informationBarsScreen, data, action });

describe('information bars screen', () => {
  it('lists the bars with their window on the shop’s clock and state, and previews the edited one with the shop’s bar', () => {
    const html = render('/admin/information-bars?edit=5', { bars: [bar()], channels, editing: bar() });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Informacinės juostos<\/a>/);
    expect(html.match(/data-testid="information-bar-row"/g)).toHaveLength(1);
    expect(html).toContain('data-label="Rodymo laikas"');
    // 07:00 UTC is 09:00 in Vilnius (winter time).
    expect(html).toContain('2026-12-01 09:00');
    expect(html).toContain('value="2026-12-01T09:00"');
    expect(html).toContain('Suplanuota');
    expect(html).toContain('ir dar 1 pranešimas');
    expect(html).toContain('Keisti juostą free-delivery');
    expect(html).toContain('name="messages[1].lt.description"');
    expect(html).toContain('name="messageCount" value="2"');
    // The preview is the storefront's own component, in the stored colours.
    expect(html).toMatch(/data-testid="information-bar-preview"[\s\S]*data-testid="information-bar"/);
    expect(html).toContain('background-color:#2a211d');
    expect(html).toContain('data-testid="information-bar-next"');
  });

  it('shows every refusal at once by field (messages included), keeping what was typed', () => {
    const html = render(
      '/admin/information-bars',
      { bars: [], channels, editing: null },
      {
        intent: 'save',
        ok: false,
        id: null,
        errors: {
          code: 'This code is already used.',
          activeUntil: 'The end must be after the start.',
          'messages[0].en.backgroundColor': 'Colours are hex: #rgb or #rrggbb.',
        },
        message: null,
        values: {
          code: 'taken',
          messageCount: '1',
          'messages[0].en.description': 'Hello',
          'messages[0].en.backgroundColor': '#123456',
          activeFrom: '2026-12-02T00:00',
          activeUntil: '2026-12-01T00:00',
        },
      },
    );
    expect(html).toContain('Pataisykite 3 laukelius.');
    expect(html).toContain('Šis kodas jau naudojamas.');
    expect(html).toContain('Pabaiga turi būti vėliau nei pradžia.');
    expect(html).toContain('Spalva turi būti šešioliktainė');
    expect(html).toMatch(/id="bar-message-0-tab-en"[^>]*aria-selected="true"/);
    expect(html).toContain('value="2026-12-01T00:00"');
    expect(html).toContain('Informacinių juostų dar nėra.');
  });
});

describe('information bars screen server code', () => {
  it('sends the window as ISO times on the shop’s clock, the messages by language, and maps violations', async () => {
    const api = stubAdminApi(() =>
      json({ code: 422, message: 'x', violations: [{ propertyPath: 'messages[0]', message: 'm' }] }, 422),
    );
    const form = new FormData();
    form.set('intent', 'save');
    form.set('id', '5');
    form.set('code', 'bar');
    form.set('channel', '');
    form.set('audience', 'guests');
    form.set('activeFrom', '2026-07-01T09:00');
    form.set('activeUntil', '');
    form.set('messageCount', '2');
    form.set('messages[0].lt.description', 'Labas');
    form.set('messages[0].lt.backgroundColor', '#000000');
    form.set('messages[0].lt.textColor', '#ffffff');
    form.set('messages[0].en.description', '   ');
    form.set('messages[1].en.description', 'Hi');
    form.set('messages[1].en.backgroundColor', '#111111');
    form.set('messages[1].en.textColor', '#eeeeee');
    const result = await informationBarsAction(api.session('/admin/information-bars'), form);
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/information-bars/5',
      body: {
        code: 'bar',
        enabled: false,
        audience: 'guests',
        channel: null,
        // Summer time: 09:00 in Vilnius is 06:00 UTC.
        activeFrom: '2026-07-01T06:00:00.000Z',
        activeUntil: null,
        position: 0,
        messages: [
          { lt: { description: 'Labas', backgroundColor: '#000000', textColor: '#ffffff' } },
          { en: { description: 'Hi', backgroundColor: '#111111', textColor: '#eeeeee' } },
        ],
      },
    });
    expect(result).toMatchObject({ intent: 'save', ok: false, id: 5, errors: { 'messages[0]': 'm' } });
  });

  it('previews only harmless markup of what is typed', () => {
    expect(previewHtml('<b>Hi</b><script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('Hi');
  });
});
