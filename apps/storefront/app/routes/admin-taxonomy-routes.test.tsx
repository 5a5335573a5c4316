import { STALE_VERSION_MESSAGE } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxonomyFormResult } from '~/data/admin-taxonomy.server.ts';
import { shopRequestContext } from '~/data/request-context.server.ts';
import { adminArgs, json, list } from '~/data/testing-admin-api.ts';
import {
  attribute,
  option,
  sent,
  stubTaxonomyApi,
  taxon,
  tree,
  violations,
} from '~/data/testing-admin-taxonomy.ts';
import type { AdminApiCall } from '~/data/testing-admin-api.ts';
import AdminAttributeRoute, { action as attributeAction } from './admin-attribute.tsx';
import AdminOptionRoute, { loader as optionLoader } from './admin-option.tsx';
import AdminOptionsRoute from './admin-options.tsx';
import AdminAttributesRoute from './admin-attributes.tsx';
import AdminTaxonNewRoute, { action as newTaxonAction } from './admin-taxon-new.tsx';
import AdminTaxonRoute, { action as taxonAction, loader as taxonLoader } from './admin-taxon.tsx';
import { loader as taxonsLoader } from './admin-taxons.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const taxonScreen = { id: 'ADMIN_TAXON___lt', path: 'admin/taxons/:code', Component: AdminTaxonRoute };
const sukneles = () => tree()[0]!.children[1]!;

const refused = (fields: Partial<TaxonomyFormResult>): TaxonomyFormResult => ({
  form: 'save',
  ok: false,
  errors: {},
  message: null,
  stale: false,
  values: {},
  ...fields,
});

/** The text of the element with this test id (tags inside dropped). */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</(p|span|output|div)>`).exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '') : null;
}

/** The opening tag of the (first) element with this test id. */
function tagOf(html: string, testId: string): string {
  return new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('categories screen', () => {
  it('shows the tree as nested lists with product counts, and the category’s editor with its move forms', () => {
    const html = renderAdminScreen({
      url: '/admin/taxons/sukneles',
      screen: taxonScreen,
      data: { tree: tree(), taxon: sukneles() },
    });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Kategorijos<\/a>/);
    expect(html.match(/data-testid="admin-taxon-node"/g)).toHaveLength(4);
    expect(html).toMatch(/<ul[^>]*data-testid="admin-taxon-tree"[\s\S]*<ul[\s\S]*Kelnės/);
    expect(html).toMatch(/aria-current="page"[^>]*>Suknelės<\/a>/);
    expect(html).toContain('12 prekių');
    expect(html).toContain('4 prekės');
    expect(html).toMatch(/aria-expanded="true"[^>]*aria-controls="admin-taxon-children-drabuziai"/);
    expect(html).toContain('Paslėpta');
    // Suknelės is the last of its siblings: it can move up, not down.
    expect(html).toMatch(/<button[^>]*data-testid="admin-taxon-move-up"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="admin-taxon-move-down"/);
    const upForm =
      /<form[^>]*>(?:(?!<\/form>)[\s\S])*data-testid="admin-taxon-move-up"/.exec(html)?.[0] ?? '';
    expect(upForm).toContain('name="parent" value="drabuziai"');
    expect(upForm).toContain('name="position" value="0"');
    expect(upForm).toContain('name="version" value="5"');
    expect(html).toContain('value="Suknelės"');
    // "Move into" offers the top level and every category outside its own subtree but its parent.
    const into = /data-testid="admin-taxon-move-into"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    expect(into.match(/<option/g)).toHaveLength(3);
    expect(into).toContain('Kelnės');
    expect(into).not.toContain('Suknelės');
  });

  it('puts each field’s error next to it at once, in the page’s language, keeping what was typed', () => {
    const html = renderAdminScreen({
      url: '/admin/taxons/sukneles',
      screen: taxonScreen,
      data: { tree: tree(), taxon: sukneles() },
      action: refused({
        errors: {
          'translations.lt.name': 'This value should not be blank.',
          'translations.en.slug': 'Use only lower-case letters, digits and dashes.',
          'translations.ru': 'The shop has no such language.',
        },
        values: { 'translations.lt.name': '', 'translations.en.slug': 'Bad Slug', version: '5' },
      }),
    });
    expect(textOf(html, 'admin-taxonomy-translations.lt.name-error')).toBe('Užpildykite šį laukelį.');
    expect(textOf(html, 'admin-taxonomy-translations.en.slug-error')).toBe(
      'Naudokite tik mažąsias raides, skaitmenis ir brūkšnelius.',
    );
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]+-error"[^>]*value="Bad Slug"/);
    expect(textOf(html, 'admin-taxonomy-translations.ru-error')).toBe(
      'Parduotuvė šios kalbos neturi: palikite jos laukelius tuščius.',
    );
    expect(html).toContain('Pataisykite 3 laukelius.');
  });

  it('says someone else changed the category, with a reload link', () => {
    const html = renderAdminScreen({
      url: '/admin/taxons/sukneles',
      screen: taxonScreen,
      data: { tree: tree(), taxon: sukneles() },
      action: refused({ stale: true, message: STALE_VERSION_MESSAGE }),
    });
    expect(html).toContain('Kažkas kitas tuo metu tai pakeitė.');
    const reload = tagOf(html, 'admin-taxonomy-reload');
    expect(reload).toContain('href="/admin/taxons/sukneles"');
  });

  it('opens the delete confirmation with the API’s refusal of a category that holds products', () => {
    const html = renderAdminScreen({
      url: '/admin/taxons/drabuziai',
      screen: taxonScreen,
      data: { tree: tree(), taxon: tree()[0] },
      action: refused({
        form: 'delete',
        message: 'This category holds 4 products and 2 sub-categories. Move them first.',
      }),
    });
    expect(textOf(html, 'admin-taxon-delete-refused')).toBe(
      'Šios kategorijos ištrinti negalima: joje yra 4 prekės ir 2 subkategorijos. Pirmiausia juos perkelkite kitur.',
    );
    expect(html).toMatch(/<details[^>]*open=""/);
  });
});

describe('new category and attribute list screens', () => {
  it('offers a new category inside the one it was asked for, with the code field', () => {
    const html = renderAdminScreen({
      url: '/admin/taxons/new?parent=zaislai',
      screen: { id: 'ADMIN_TAXON_NEW___lt', path: 'admin/taxons/new', Component: AdminTaxonNewRoute },
      data: { tree: tree(), parent: 'zaislai' },
    });
    expect(html).toContain('Nauja kategorija kategorijoje Žaislai');
    expect(tagOf(html, 'admin-taxonomy-code')).toContain('name="code"');
    const parent = /data-testid="admin-taxonomy-parent"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    expect(parent).toMatch(/<option value="zaislai" selected="">/);
    expect(parent.match(/<option/g)).toHaveLength(5);
  });

  it('lists the attributes as a table with labels for the phone cards, and the form for a new one', () => {
    const html = renderAdminScreen({
      url: '/admin/attributes',
      screen: { id: 'ADMIN_ATTRIBUTES___lt', path: 'admin/attributes', Component: AdminAttributesRoute },
      data: { attributes: list([attribute()]) },
    });
    expect(html.match(/data-testid="admin-attribute-row"/g)).toHaveLength(1);
    expect(html).toContain('href="/admin/attributes/badge"');
    expect(html).toContain('data-label="Filtras parduotuvėje"');
    expect(html).toContain('Be filtro');
    expect(html).toContain('data-testid="admin-attribute-create"');
  });
});

describe('attribute and option screens', () => {
  it('shows a badge value with its colours, placements and a live preview in the shop’s colours', () => {
    const html = renderAdminScreen({
      url: '/admin/attributes/badge',
      screen: { id: 'ADMIN_ATTRIBUTE___lt', path: 'admin/attributes/:code', Component: AdminAttributeRoute },
      data: { attribute: attribute() },
    });
    expect(html).toContain('data-testid="admin-value"');
    const background = tagOf(html, 'admin-taxonomy-backgroundColor');
    expect(background).toContain('type="color"');
    expect(background).toContain('value="#c4122f"');
    expect(textOf(html, 'admin-taxonomy-backgroundColor-hex')).toBe('#c4122f');
    expect(tagOf(html, 'admin-taxonomy-placements-product-list-on-image')).toContain('checked=""');
    expect(tagOf(html, 'admin-taxonomy-placements-product-inner-top')).toContain('checked=""');
    expect(tagOf(html, 'admin-taxonomy-placements-product-list')).not.toContain('checked=""');
    const preview = /data-testid="admin-badge-preview"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(preview).toMatch(/style="background-color:#c4122f;color:#ffffff"[^>]*>TOP/);
    expect(preview).toContain('Prekių sąrašuose, ant paveikslėlio, Prekės puslapyje, viršuje');
  });

  it('shows an option’s values as rows, with an empty row to add one', () => {
    const html = renderAdminScreen({
      url: '/admin/options/size',
      screen: { id: 'ADMIN_OPTION___lt', path: 'admin/options/:code', Component: AdminOptionRoute },
      data: { option: option() },
    });
    expect(html.match(/data-testid="admin-option-row"/g)).toHaveLength(3);
    expect(html).toMatch(/readOnly=""[^>]*value="size-74"|value="size-74"[^>]*readOnly=""/i);
    expect(html).toContain('name="values.2.code"');
    expect(html).toContain('data-testid="admin-taxonomy-values.0.remove"');
  });

  it('says which removed value variants still use, above the values', () => {
    const html = renderAdminScreen({
      url: '/admin/options/size',
      screen: { id: 'ADMIN_OPTION___lt', path: 'admin/options/:code', Component: AdminOptionRoute },
      data: { option: option() },
      action: refused({
        form: 'option',
        errors: { values: 'The value size-74 is used by 12 variants: change those variants first.' },
        values: { 'values.0.code': 'size-74', 'values.0.remove': 'on' },
      }),
    });
    expect(textOf(html, 'admin-taxonomy-values-error')).toBe(
      'Reikšmės size-74 pašalinti negalima: ją naudoja 12 variantų. Pirmiausia pakeiskite tuos variantus.',
    );
    expect(tagOf(html, 'admin-taxonomy-values.0.remove')).toContain('checked=""');
  });

  it('lists the options with their values', () => {
    const html = renderAdminScreen({
      url: '/admin/options',
      screen: { id: 'ADMIN_OPTIONS___lt', path: 'admin/options', Component: AdminOptionsRoute },
      data: { options: list([option()]) },
    });
    expect(html).toContain('data-label="Reikšmės"');
    expect(html).toContain('74, 80');
    expect(html).toContain('name="code"');
  });
});

describe('categories, attributes and options loaders and actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  function routeArgs(
    path: string,
    params: Record<string, string>,
    answer: (call: AdminApiCall) => Response,
    init?: RequestInit,
  ) {
    const api = stubTaxonomyApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    const context = new RouterContextProvider();
    context.set(shopRequestContext, api.shop);
    return { api, args: { ...adminArgs(path, 'tok', init), context, params } as never };
  }

  const post = (entries: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(entries)) body.set(key, value);
    return { method: 'POST', body };
  };

  async function thrown(call: () => Promise<unknown>): Promise<unknown> {
    try {
      await call();
    } catch (error) {
      return error;
    }
    throw new Error('expected a throw');
  }

  it('loads the tree; a category the API does not know is a 404 page', async () => {
    const answer = (call: AdminApiCall) =>
      call.path === '/taxons' ? json(tree()) : json({ code: 404, message: 'Not Found' }, 404);
    const { args } = routeArgs('/admin/taxons', {}, answer);
    expect((await taxonsLoader(args)).tree).toHaveLength(2);
    const missing = routeArgs('/admin/taxons/nera', { code: 'nera' }, answer);
    const error = await thrown(() => taxonLoader(missing.args));
    expect(error).toMatchObject({ init: { status: 404 } });
    expect(missing.api.calls.map((call) => call.path).sort()).toEqual(['/taxons', '/taxons/nera']);
  });

  it('sends an administrator without a session to sign in', async () => {
    const api = stubTaxonomyApi(() => json(tree()));
    vi.stubGlobal('fetch', api.fetch);
    const context = new RouterContextProvider();
    context.set(shopRequestContext, api.shop);
    const error = await thrown(() =>
      taxonsLoader({ ...adminArgs('/admin/taxons', null), context, params: {} } as never),
    );
    expect((error as Response).headers.get('location')).toBe('/admin/sign-in?redirect=%2Fadmin%2Ftaxons');
    expect(api.calls).toEqual([]);
  });

  it('creates a category and opens it; a refused one answers per field', async () => {
    const created = routeArgs(
      '/admin/taxons/new',
      {},
      () => json(taxon({ code: 'kepures' }), 201),
      post({
        code: 'kepures',
        parent: 'drabuziai',
        'translations.lt.name': 'Kepurės',
      }),
    );
    const redirect = (await thrown(() => newTaxonAction(created.args))) as Response;
    expect(redirect.headers.get('location')).toBe('/admin/taxons/kepures');
    expect(sent(created.api.calls)[0]).toMatchObject({ method: 'POST', path: '/taxons' });

    const taken = routeArgs(
      '/admin/taxons/new',
      {},
      () => json(violations(['code', 'This code is already used.'], ['translations.lt.slug', 'Taken.']), 422),
      post({ code: 'kelnes', 'translations.lt.name': 'Kelnės' }),
    );
    expect(await newTaxonAction(taken.args)).toMatchObject({
      ok: false,
      errors: { code: 'This code is already used.', 'translations.lt.slug': 'Taken.' },
      values: { code: 'kelnes' },
    });
  });

  it('moves a category by its small form, and answers a stale version with 409’s message', async () => {
    const moved = routeArgs(
      '/admin/taxons/sukneles',
      { code: 'sukneles' },
      () => json(sukneles()),
      post({
        intent: 'move',
        parent: 'drabuziai',
        position: '0',
        version: '5',
      }),
    );
    expect(await taxonAction(moved.args)).toMatchObject({ form: 'move', ok: true });
    expect(sent(moved.api.calls)).toEqual([
      {
        method: 'PATCH',
        path: '/taxons/sukneles',
        query: '',
        body: { parent: 'drabuziai', position: 0, version: 5 },
      },
    ]);
    const stale = routeArgs(
      '/admin/taxons/sukneles',
      { code: 'sukneles' },
      () => json({ code: 409, message: STALE_VERSION_MESSAGE }, 409),
      post({ intent: 'move', parent: '', version: '4' }),
    );
    expect(await taxonAction(stale.args)).toMatchObject({ form: 'move', ok: false, stale: true });
  });

  it('leaves a deleted category for the tree, and stays with the refusal when it holds products', async () => {
    const deleted = routeArgs(
      '/admin/taxons/zaislai',
      { code: 'zaislai' },
      () => new Response(null, { status: 204 }),
      post({ intent: 'delete' }),
    );
    const redirect = (await thrown(() => taxonAction(deleted.args))) as Response;
    expect(redirect.headers.get('location')).toBe('/admin/taxons');
    // The categories API answers 422 with an object-level violation.
    const refusal = 'This category holds 4 products and 2 sub-categories. Move them first.';
    const full = routeArgs(
      '/admin/taxons/drabuziai',
      { code: 'drabuziai' },
      () => json(violations(['', refusal]), 422),
      post({ intent: 'delete' }),
    );
    expect(await taxonAction(full.args)).toMatchObject({
      form: 'delete',
      ok: false,
      stale: false,
      message: refusal,
    });
  });

  it('adds an attribute value, with every problem of the form at once', async () => {
    const { api, args } = routeArgs(
      '/admin/attributes/brand',
      { code: 'brand' },
      () => json({}),
      post({
        intent: 'add-value',
        code: '',
        'translations.lt.value': 'Lenne',
        color: 'red',
      }),
    );
    expect(await attributeAction(args)).toMatchObject({
      form: 'new-value',
      ok: false,
      errors: {
        code: 'This value should not be blank.',
        'translations.lt.name': 'This value should not be blank.',
        color: 'Enter a colour as #rrggbb.',
      },
    });
    expect(api.calls).toEqual([]);
  });

  it('an unknown option is a 404 page', async () => {
    const { args } = routeArgs('/admin/options/nera', { code: 'nera' }, () =>
      json({ code: 404, message: 'Not Found' }, 404),
    );
    expect(await thrown(() => optionLoader(args))).toMatchObject({ init: { status: 404 } });
  });
});
