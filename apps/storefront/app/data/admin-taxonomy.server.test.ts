import { STALE_VERSION_MESSAGE } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeAttribute,
  changeOption,
  changeTaxon,
  createTaxon,
  loadTaxon,
  loadTaxonTree,
} from './admin-taxonomy.server.ts';
import { json } from './testing-admin-api.ts';
import { sent, stubTaxonomyApi, taxon, tree, violations } from './testing-admin-taxonomy.ts';

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe('categories', () => {
  it('reads the tree and one category; an unknown code is null', async () => {
    const api = stubTaxonomyApi((call) =>
      call.path === '/taxons'
        ? json(tree())
        : call.path === '/taxons/kelnes'
          ? json(taxon({ code: 'kelnes' }))
          : json({ code: 404, message: 'There is no category with this code.' }, 404),
    );
    const session = api.taxonomySession('/admin/taxons');
    expect((await loadTaxonTree(session)).map((node) => node.code)).toEqual(['drabuziai', 'zaislai']);
    expect((await loadTaxon(session, 'kelnes'))?.code).toBe('kelnes');
    expect(await loadTaxon(session, 'nera')).toBeNull();
    expect(api.calls.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer admin-token',
      'Bearer admin-token',
      'Bearer admin-token',
    ]);
  });

  it('creates a category with the locales that have texts, under the chosen parent', async () => {
    const api = stubTaxonomyApi(() => json(taxon({ code: 'kepures' }), 201));
    const result = await createTaxon(
      api.taxonomySession('/admin/taxons/new'),
      form([
        ['code', ' kepures '],
        ['parent', 'drabuziai'],
        ['enabled', 'on'],
        ['translations.lt.name', 'Kepurės'],
        ['translations.lt.slug', ''],
        ['translations.lt.description', ''],
        ['translations.en.name', 'Hats'],
        ['translations.en.slug', 'hats'],
        ['translations.et.name', ''],
        ['translations.ru.name', ''],
      ]),
    );
    expect(result).toMatchObject({ ok: true, code: 'kepures' });
    expect(sent(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/taxons',
        query: '',
        body: {
          code: 'kepures',
          parent: 'drabuziai',
          enabled: true,
          translations: {
            lt: { name: 'Kepurės', slug: '', description: null },
            en: { name: 'Hats', slug: 'hats', description: null },
          },
        },
      },
    ]);
  });

  it('shows every field’s problem at once, without asking the API, when the contract refuses the form', async () => {
    const api = stubTaxonomyApi(() => json({}, 500));
    const result = await createTaxon(
      api.taxonomySession('/admin/taxons/new'),
      form([
        ['code', 'bad code!'],
        ['translations.lt.name', ''],
        ['translations.lt.slug', 'Bad Slug'],
      ]),
    );
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      code: 'Use only letters, digits, dashes and underscores (up to 64).',
      'translations.lt.name': 'This value should not be blank.',
      'translations.lt.slug': 'Use only lower-case letters, digits and dashes.',
    });
    expect(result.values).toMatchObject({ code: 'bad code!', 'translations.lt.slug': 'Bad Slug' });
    expect(api.calls).toEqual([]);
  });

  it('saves with the version, and brings the API’s violations back per field at once', async () => {
    const api = stubTaxonomyApi(() =>
      json(
        violations(
          ['translations.lt.slug', 'The slug "kelnes" is already used by category Kelnės.'],
          ['parent', 'There is no category with this code.'],
          ['', 'Fix the category.'],
        ),
        422,
      ),
    );
    const result = await changeTaxon(
      api.taxonomySession('/admin/taxons/sukneles'),
      'sukneles',
      form([
        ['intent', 'save'],
        ['version', '5'],
        ['parent', 'nera'],
        ['translations.lt.name', 'Suknelės'],
        ['translations.lt.slug', 'kelnes'],
      ]),
    );
    expect(sent(api.calls)).toEqual([
      {
        method: 'PATCH',
        path: '/taxons/sukneles',
        query: '',
        body: {
          parent: 'nera',
          enabled: false,
          translations: { lt: { name: 'Suknelės', slug: 'kelnes', description: null } },
          version: 5,
        },
      },
    ]);
    expect(result).toMatchObject({
      form: 'save',
      ok: false,
      stale: false,
      message: 'Fix the category.',
      errors: {
        'translations.lt.slug': 'The slug "kelnes" is already used by category Kelnės.',
        parent: 'There is no category with this code.',
      },
    });
  });

  it('answers a stale version as someone else’s change', async () => {
    const api = stubTaxonomyApi(() => json({ code: 409, message: STALE_VERSION_MESSAGE }, 409));
    const result = await changeTaxon(
      api.taxonomySession('/admin/taxons/kelnes'),
      'kelnes',
      form([
        ['intent', 'save'],
        ['version', '1'],
        ['translations.lt.name', 'Kelnės'],
      ]),
    );
    expect(result).toMatchObject({ form: 'save', ok: false, stale: true, message: STALE_VERSION_MESSAGE });
  });

  it('moves up with parent, position and version, and into another category with the parent alone', async () => {
    const api = stubTaxonomyApi(() => json(taxon()));
    const session = api.taxonomySession('/admin/taxons/sukneles');
    const up = await changeTaxon(
      session,
      'sukneles',
      form([
        ['intent', 'move'],
        ['parent', 'drabuziai'],
        ['position', '0'],
        ['version', '5'],
      ]),
    );
    await changeTaxon(
      session,
      'sukneles',
      form([
        ['intent', 'move'],
        ['parent', ''],
        ['version', '5'],
      ]),
    );
    expect(up).toMatchObject({ form: 'move', ok: true });
    expect(sent(api.calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PATCH', path: '/taxons/sukneles', body: { parent: 'drabuziai', position: 0, version: 5 } },
      { method: 'PATCH', path: '/taxons/sukneles', body: { parent: null, version: 5 } },
    ]);
  });

  it('deletes, and shows the API’s refusal of a category that still holds products and children', async () => {
    const refusal = 'Category Drabužiai holds 4 products and 2 sub-categories: move them first.';
    const api = stubTaxonomyApi((call) =>
      call.path === '/taxons/drabuziai'
        ? json({ code: 409, message: refusal }, 409)
        : new Response(null, { status: 204 }),
    );
    const session = api.taxonomySession('/admin/taxons/drabuziai');
    expect(await changeTaxon(session, 'drabuziai', form([['intent', 'delete']]))).toMatchObject({
      form: 'delete',
      ok: false,
      stale: false,
      message: refusal,
    });
    expect(await changeTaxon(session, 'zaislai', form([['intent', 'delete']]))).toMatchObject({ ok: true });
    expect(sent(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /taxons/drabuziai',
      'DELETE /taxons/zaislai',
    ]);
  });

  it('uploads a picture as multipart `file`, refuses an empty or too large one here, and removes it', async () => {
    const api = stubTaxonomyApi(() => json(taxon({ image: 'taxons/ab/kelnes.webp' }), 201));
    const session = api.taxonomySession('/admin/taxons/kelnes');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kelnes.png', { type: 'image/png' });
    expect(
      await changeTaxon(
        session,
        'kelnes',
        form([
          ['intent', 'upload-image'],
          ['file', picture],
        ]),
      ),
    ).toMatchObject({ form: 'image', ok: true });
    const empty = new File([], '', { type: 'application/octet-stream' });
    expect(
      await changeTaxon(
        session,
        'kelnes',
        form([
          ['intent', 'upload-image'],
          ['file', empty],
        ]),
      ),
    ).toMatchObject({ ok: false, errors: { file: 'Choose a file to upload.' } });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    expect(
      await changeTaxon(
        session,
        'kelnes',
        form([
          ['intent', 'upload-image'],
          ['file', huge],
        ]),
      ),
    ).toMatchObject({ ok: false, errors: { file: 'The picture is larger than 10 MB.' } });
    await changeTaxon(session, 'kelnes', form([['intent', 'remove-image']]));
    expect(sent(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/taxons/kelnes/image',
        query: '',
        body: { multipart: { file: { name: 'kelnes.png', type: 'image/png', size: 4 } } },
      },
      { method: 'DELETE', path: '/taxons/kelnes/image', query: '', body: undefined },
    ]);
  });

  it('gives the API’s word on a picture it cannot read as the file field’s error', async () => {
    const api = stubTaxonomyApi(() => json(violations(['file', 'Upload a JPEG, PNG or WebP picture.']), 422));
    const renamed = new File(['%PDF-1.7'], 'not-a-picture.jpg', { type: 'image/jpeg' });
    const result = await changeTaxon(
      api.taxonomySession('/admin/taxons/kelnes'),
      'kelnes',
      form([
        ['intent', 'upload-image'],
        ['file', renamed],
      ]),
    );
    expect(result).toMatchObject({ form: 'image', errors: { file: 'Upload a JPEG, PNG or WebP picture.' } });
  });
});

describe('attributes and options', () => {
  it('saves a badge value with its colours (none is null) and placements, without its code', async () => {
    const api = stubTaxonomyApi(() => json({}));
    const result = await changeAttribute(
      api.taxonomySession('/admin/attributes/badge'),
      'badge',
      form([
        ['intent', 'save-value'],
        ['valueCode', 'top'],
        ['code', 'top'],
        ['slug', 'top'],
        ['position', '2'],
        ['numericValue', '24'],
        ['translations.lt.name', 'TOP'],
        ['translations.lt.value', 'true'],
        ['color', '#ffffff'],
        ['iconColor', '#000000'],
        ['iconColorNone', 'on'],
        ['backgroundColor', '#C4122F'],
        ['placements', 'product-list-on-image'],
        ['placements', 'product-inner-top'],
        ['placements', 'somewhere-else'],
        ['showInProductListOnImage', 'on'],
      ]),
    );
    expect(result).toMatchObject({ form: 'value:top', ok: true });
    expect(sent(api.calls)).toEqual([
      {
        method: 'PATCH',
        path: '/product-attributes/badge/values/top',
        query: '',
        body: {
          slug: 'top',
          position: 2,
          numericValue: 24,
          color: '#ffffff',
          iconColor: null,
          backgroundColor: '#C4122F',
          placements: ['product-list-on-image', 'product-inner-top'],
          showInProductList: false,
          showInProductListOnImage: true,
          translations: { lt: { name: 'TOP', value: 'true', content: null } },
        },
      },
    ]);
  });

  it('shows the refusal to delete a value that products use, on that value', async () => {
    const refusal = 'This value is used by 7 products.';
    const api = stubTaxonomyApi(() => json(violations(['', refusal]), 422));
    const result = await changeAttribute(
      api.taxonomySession('/admin/attributes/brand'),
      'brand',
      form([
        ['intent', 'delete-value'],
        ['valueCode', 'lenne'],
      ]),
    );
    expect(sent(api.calls)[0]).toMatchObject({
      method: 'DELETE',
      path: '/product-attributes/brand/values/lenne',
    });
    expect(result).toMatchObject({ form: 'delete-value:lenne', ok: false, message: refusal });
  });

  it('uploads a brand logo to its value', async () => {
    const api = stubTaxonomyApi(() => json({}, 201));
    const logo = new File([new Uint8Array([1, 2, 3])], 'lenne.webp', { type: 'image/webp' });
    await changeAttribute(
      api.taxonomySession('/admin/attributes/brand'),
      'brand',
      form([
        ['intent', 'upload-image'],
        ['valueCode', 'lenne'],
        ['file', logo],
      ]),
    );
    expect(sent(api.calls)[0]).toMatchObject({
      method: 'POST',
      path: '/product-attributes/brand/values/lenne/image',
      body: { multipart: { file: { name: 'lenne.webp', size: 3 } } },
    });
  });

  it('sends an option’s whole value list, leaving out removed and empty rows, and maps errors back to rows', async () => {
    const api = stubTaxonomyApi(() =>
      json(violations(['values.1.translations.lt.value', 'This value should not be blank.']), 422),
    );
    const result = await changeOption(
      api.taxonomySession('/admin/options/size'),
      'size',
      form([
        ['intent', 'save'],
        ['translations.lt.name', 'Dydis'],
        ['values.0.code', 'size-74'],
        ['values.0.position', '0'],
        ['values.0.translations.lt.value', '74'],
        ['values.0.remove', 'on'],
        ['values.1.code', 'size-80'],
        ['values.1.position', '1'],
        ['values.1.translations.lt.value', '80'],
        ['values.2.code', 'size-86'],
        ['values.2.position', ''],
        ['values.2.translations.lt.value', ' '],
        ['values.3.code', ''],
        ['values.3.translations.lt.value', ''],
      ]),
    );
    expect(sent(api.calls)[0]).toMatchObject({
      method: 'PATCH',
      path: '/product-options/size',
      body: {
        translations: { lt: { name: 'Dydis' } },
        values: [
          { code: 'size-80', position: 1, translations: { lt: { value: '80' } } },
          { code: 'size-86', translations: {} },
        ],
      },
    });
    expect(result.errors).toEqual({ 'values.2.translations.lt.value': 'This value should not be blank.' });
  });
});
