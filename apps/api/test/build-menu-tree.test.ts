import type { MenuItem, Taxon, TaxonNode } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  type MenuItemRow,
  type MenuLinkTargets,
} from '../src/modules/menus/build-menu-tree.ts';

function row(overrides: Partial<MenuItemRow> & Pick<MenuItemRow, 'id' | 'type'>): MenuItemRow {
  return {
    parentId: null,
    position: 0,
    target: '_self',
    externalLink: null,
    imagePath: null,
    highlighted: false,
    sale: false,
    enabled: true,
    taxonId: null,
    productId: null,
    attributeValueId: null,
    pageId: null,
    translations: [
      { locale: 'lt', name: `item ${overrides.id}`, htmlLabel: null, content: null, link: null },
    ],
    ...overrides,
  };
}

function taxonNode(id: number, children: TaxonNode[] = []): TaxonNode {
  const taxon: Taxon = {
    id,
    code: `t${id}`,
    name: `Taxon ${id}`,
    slug: `taxon-${id}`,
    description: null,
    image: null,
    parentId: null,
    position: 0,
  };
  return { ...taxon, children };
}

const noTargets: MenuLinkTargets = { products: new Map(), attributeValues: new Map(), pages: new Map() };

function names(items: MenuItem[]): unknown[] {
  return items.map((item) => (item.children.length ? [item.name, names(item.children)] : item.name));
}

describe('buildMenuTree', () => {
  it('nests items under their parents and orders siblings by position', () => {
    const items = buildMenuTree(
      [
        row({ id: 1, type: 'group', position: 2 }),
        row({ id: 2, type: 'label', position: 1 }),
        row({ id: 3, type: 'label', parentId: 1, position: 5 }),
        row({ id: 4, type: 'label', parentId: 1, position: 3 }),
      ],
      [],
      noTargets,
      ['lt'],
    );
    expect(names(items)).toEqual(['item 2', ['item 1', ['item 4', 'item 3']]]);
  });

  it('drops disabled items with their children, and orphans', () => {
    const items = buildMenuTree(
      [
        row({ id: 1, type: 'group', enabled: false }),
        row({ id: 2, type: 'label', parentId: 1 }),
        row({ id: 3, type: 'label', parentId: 99 }),
        row({ id: 4, type: 'label' }),
      ],
      [],
      noTargets,
      ['lt'],
    );
    expect(names(items)).toEqual(['item 4']);
  });

  it('keeps a tree item’s own children before the expanded taxon subtree', () => {
    const tree = [taxonNode(10, [taxonNode(11, [taxonNode(12)])])];
    const [item] = buildMenuTree(
      [row({ id: 1, type: 'taxon_tree', taxonId: 10 }), row({ id: 2, type: 'label', parentId: 1 })],
      tree,
      noTargets,
      ['lt'],
    );
    expect(names(item!.children)).toEqual(['item 2', ['Taxon 11', ['Taxon 12']]]);
    expect(item!.children[1]).toMatchObject({
      id: -11,
      type: 'taxon',
      sale: false,
      ref: { kind: 'taxon', id: 11 },
    });
  });

  it('marks a discounted products tree, its own children and its taxon subtree as sale', () => {
    const tree = [taxonNode(10, [taxonNode(11, [taxonNode(12)])])];
    const [item] = buildMenuTree(
      [
        row({ id: 1, type: 'discounted_products_taxon_tree', taxonId: 10 }),
        row({ id: 2, type: 'taxon', taxonId: 12, parentId: 1 }),
      ],
      tree,
      noTargets,
      ['lt'],
    );
    const all: MenuItem[] = [];
    const collect = (items: MenuItem[]) =>
      items.forEach((child) => (all.push(child), collect(child.children)));
    collect([item!]);
    expect(all).toHaveLength(4);
    expect(all.every((menuItem) => menuItem.sale && menuItem.ref?.kind === 'sale_taxon')).toBe(true);
  });

  it('leaves out items whose target cannot be shown', () => {
    const targets: MenuLinkTargets = {
      products: new Map([
        [5, { ref: { kind: 'product', id: 5, code: 'P5', slug: 'p5' }, name: 'Product 5' }],
      ]),
      attributeValues: new Map(),
      pages: new Map(),
    };
    const items = buildMenuTree(
      [
        row({ id: 1, type: 'product', productId: 5, translations: [] }),
        row({ id: 2, type: 'product', productId: 6 }),
        row({ id: 3, type: 'taxon', taxonId: 77 }),
        row({ id: 4, type: 'page', pageId: 1 }),
        row({ id: 5, type: 'attribute_value', attributeValueId: null }),
      ],
      [],
      targets,
      ['lt'],
    );
    // Without any translation the product's own name is used.
    expect(items.map((item) => [item.name, item.ref])).toEqual([
      ['Product 5', { kind: 'product', id: 5, code: 'P5', slug: 'p5' }],
    ]);
  });

  it('prefers the request locale, then the channel default, then any translation', () => {
    const translation = (locale: string, name: string) => ({
      locale,
      name,
      htmlLabel: null,
      content: null,
      link: null,
    });
    const rows = [
      row({ id: 1, type: 'label', translations: [translation('lt', 'Sveiki'), translation('en', 'Hello')] }),
      row({ id: 2, type: 'label', translations: [translation('lt', 'Tik lietuviškai')] }),
      row({ id: 3, type: 'label', translations: [translation('ru', 'Привет')] }),
    ];
    expect(buildMenuTree(rows, [], noTargets, ['en', 'lt']).map((item) => item.name)).toEqual([
      'Hello',
      'Tik lietuviškai',
      'Привет',
    ]);
  });

  it('sanitises html and refuses unsafe external links', () => {
    const [item] = buildMenuTree(
      [
        row({
          id: 1,
          type: 'html',
          externalLink: 'data:text/html,<script>alert(1)</script>',
          translations: [
            {
              locale: 'lt',
              name: 'x',
              htmlLabel:
                '<span class="red" style="color:red" onmouseover="x()">Nauja</span><iframe src="//evil"></iframe>',
              content:
                '<em>Sveiki</em><a href="/kontaktai">kontaktai</a><a href="//evil.example">x</a><style>*{}</style>',
              link: null,
            },
          ],
        }),
      ],
      [],
      noTargets,
      ['lt'],
    );
    expect(item!.htmlLabel).toBe('<span class="red">Nauja</span>');
    expect(item!.content).toBe('<em>Sveiki</em><a href="/kontaktai">kontaktai</a><a>x</a>');
    expect(item!.externalLink).toBeNull();
  });
});
