import {
  CONTENT_BLOCK_CODE_TAKEN_MESSAGE,
  CONTENT_BLOCK_CONTENT_SCHEMAS,
  CONTENT_BLOCK_TYPES,
  type AdminContentBlock,
  type AdminContentBlockSummary,
  type AdminContentBlockType,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saveJsonForm, type JsonFormResult } from '~/data/admin-content-blocks.server.ts';
import { json, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminContentBlockPreviewRoute from './admin-content-block-preview.tsx';
import AdminContentBlockRoute from './admin-content-block.tsx';
import AdminContentBlocksRoute from './admin-content-blocks.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

/** The types as the API answers them: the contract's schemas through zod 4's JSON Schema. */
const types: AdminContentBlockType[] = CONTENT_BLOCK_TYPES.map((type) => ({
  type,
  nestable: false,
  contentSchema: z.toJSONSchema(CONTENT_BLOCK_CONTENT_SCHEMAS[type], { io: 'input', unrepresentable: 'any' }),
}));
const channels = [{ code: 'web', name: 'Gandras.lt', requiresLogin: false, orderNumberPrefix: '' }];
const summary = (fields: Partial<AdminContentBlockSummary>): AdminContentBlockSummary => ({
  id: 1,
  code: 'delivery',
  type: 'textBlock',
  enabled: true,
  channelCode: null,
  audience: 'all',
  displayLocations: ['home'],
  position: 0,
  productCodes: [],
  taxonCodes: [],
  attributeValueCodes: [],
  updatedAt: '2026-11-27T10:00:00.000Z',
  title: 'Pristatymas',
  locales: ['lt'],
  ...fields,
});
const block: AdminContentBlock = {
  ...summary({ id: 4, code: 'why-us', type: 'blockList', enabled: false }),
  translations: { lt: { title: 'Kodėl mes', items: [{ title: 'Greitai', html: '<p>1–2 d.</p>' }] } },
} as AdminContentBlock;
delete (block as Partial<AdminContentBlockSummary>).title;
delete (block as Partial<AdminContentBlockSummary>).locales;

const blocksScreen = {
  id: 'ADMIN_CONTENT_BLOCKS___lt',
  path: 'admin/content-blocks',
  Component: AdminContentBlocksRoute,
};
const blockScreen = {
  id: 'ADMIN_CONTENT_BLOCK___lt',
  path: 'admin/content-blocks/:id',
  Component: AdminContentBlockRoute,
};
const blockPreviewScreen = {
  id: 'ADMIN_CONTENT_BLOCK_PREVIEW___lt',
  path: 'admin/content-blocks/:id/preview',
  Component: AdminContentBlockPreviewRoute,
};

describe('content blocks screens', () => {
  it('lists the blocks by display location as labelled table cells, with toggles, moves and the nav entry', () => {
    const blocks = [
      summary({ id: 1 }),
      summary({
        id: 2,
        code: 'hero',
        type: 'slider',
        title: null,
        enabled: false,
        displayLocations: ['home', 'product'],
      }),
      summary({ id: 3, code: 'why', type: 'blockList', title: 'Kodėl mes', channelCode: 'web' }),
    ];
    const html = renderAdminScreen({
      url: '/admin/content-blocks',
      screen: blocksScreen,
      data: { blocks, channels, filters: { type: '', location: '', channel: '', enabled: '' } },
      action: { intent: 'move', ok: true, id: 2, errors: {}, message: null, payload: '' },
    });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Turinio blokai<\/a>/);
    expect(html).toContain('data-testid="blocks-home"');
    expect(html).toContain('data-testid="blocks-product"');
    expect(html.match(/data-testid="block-row"/g)).toHaveLength(4);
    expect(html).toContain('data-label="Blokas"');
    expect(html).toContain('Juodraštis');
    expect(html).toContain('Paskelbti „hero“');
    expect(html).toContain('aria-label="Perkelti „Pristatymas“ žemyn: Pradžios puslapis"');
    expect(html).toContain('value="2,1,3"');
    // The move just made is announced: the block's new place in its location.
    expect(html).toContain('„hero“ dabar yra 2 iš 3: Pradžios puslapis.');
  });

  it('builds the content form from the type’s JSON Schema and shows every violation beside its field', () => {
    const result: JsonFormResult = {
      intent: 'save',
      ok: false,
      id: 4,
      errors: {
        code: CONTENT_BLOCK_CODE_TAKEN_MESSAGE,
        'translations.en.items.0.title': 'Too small: expected string to have >=1 characters',
        'translations.en.items.0.link':
          'Use a link within the shop (/...) or an http(s), mailto or tel address.',
      },
      message: null,
      payload: JSON.stringify({
        ...block,
        translations: { lt: block.translations.lt, en: { items: [{ title: '', link: 'javascript:x' }] } },
      }),
    };
    const html = renderAdminScreen({
      url: '/admin/content-blocks/4',
      screen: blockScreen,
      data: { types, channels, block },
      action: result,
    });
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(3);
    expect(html).toContain('Šis kodas jau naudojamas.');
    expect(html).toMatch(/data-field="translations.en.items.0.title"[^>]*>Užpildykite šį lauką\./);
    expect(html).toMatch(/id="block-translations-en-items-0-title"[^>]*aria-invalid="true"/);
    expect(html).toContain('Nurodykite nuorodą parduotuvės viduje');
    // The language with errors is the open tab, and says so.
    expect(html).toMatch(/aria-selected="true"[^>]*>Anglų<span[^>]*> \(<!-- -->yra klaidų/);
    // Generated fields: the list of tiles with its row buttons, the HTML in the rich-text field (its server
    // textarea, which the editor replaces in the browser), a picture upload.
    expect(html).toContain('Perkelti Elementai 1 žemyn');
    expect(html).toMatch(/<label id="block-translations-lt-items-0-html-label"/);
    expect(html).toMatch(
      /<textarea[^>]*id="block-translations-lt-items-0-html"[^>]*>&lt;p&gt;1–2 d\.&lt;\/p&gt;/,
    );
    expect(html).toContain('Įkelti paveikslėlį');
    expect(html).toContain('href="/admin/content-blocks/4/preview?locale=lt"');
  });

  it('previews a block with the shop’s own block renderer under a “not published” bar', () => {
    const html = renderAdminScreen({
      url: '/admin/content-blocks/4/preview?locale=lt',
      screen: blockPreviewScreen,
      data: {
        id: '4',
        locale: 'lt',
        found: true,
        data: {
          blocks: [
            {
              id: 4,
              code: 'note',
              type: 'textBlock',
              position: 0,
              audience: 'all',
              displayLocations: ['home'],
              content: { title: 'Pristatymas', html: '<p>Nemokamai</p>' },
            },
          ],
          extras: {},
        },
      },
    });
    expect(html).toContain('Peržiūra — nepaskelbta.');
    expect(html).toContain('data-block-type="textBlock"');
    expect(html).toContain('<p>Nemokamai</p>');
  });
});

describe('content blocks server code', () => {
  it('sends the form’s JSON as the API’s body (POST new, PUT existing) and returns the violations by path', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'POST'
        ? json({ id: 9 }, 201)
        : json(
            {
              code: 422,
              message: 'The request could not be processed.',
              violations: [{ propertyPath: 'translations.en.items.0.title', message: 'first' }],
            },
            422,
          ),
    );
    const form = new FormData();
    form.set('payload', JSON.stringify({ code: 'x', type: 'textBlock' }));
    const created = await saveJsonForm(
      api.session('/admin/content-blocks/new'),
      '/content-blocks',
      null,
      form,
    );
    expect(created).toMatchObject({ ok: true, id: 9 });
    const refused = await saveJsonForm(api.session('/admin/content-blocks/9'), '/content-blocks', '9', form);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /content-blocks',
      'PUT /content-blocks/9',
    ]);
    expect(api.calls[1]!.body).toEqual({ code: 'x', type: 'textBlock' });
    expect(refused).toMatchObject({ ok: false, id: 9, errors: { 'translations.en.items.0.title': 'first' } });

    form.set('payload', '{not json');
    const broken = await saveJsonForm(api.session('/admin/content-blocks/9'), '/content-blocks', '9', form);
    expect(broken).toMatchObject({ ok: false, message: 'invalid_json' });
    expect(api.calls).toHaveLength(2);
  });
});
