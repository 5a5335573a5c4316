import type { MenuItem, MenuItemTargetRef, MenuItemType, TaxonNode } from '@shop/contracts';
import { pickTranslation } from '../../i18n/pick-translation.ts';
import { safeExternalLink, sanitizeMenuHtml } from './sanitize-menu-html.ts';

export interface MenuItemTranslationRow {
  locale: string;
  name: string;
  htmlLabel: string | null;
  content: string | null;
  link: string | null;
}

/** A menu_items row with all its translations. */
export interface MenuItemRow {
  id: number;
  parentId: number | null;
  position: number;
  type: MenuItemType;
  target: '_self' | '_blank';
  externalLink: string | null;
  imagePath: string | null;
  highlighted: boolean;
  /** The owner's sale flag: this item alone is shown as a sale link (its links and children unchanged). */
  sale: boolean;
  enabled: boolean;
  taxonId: number | null;
  productId: number | null;
  attributeValueId: number | null;
  pageId: number | null;
  translations: MenuItemTranslationRow[];
}

/** Something an item links to, with its name (used when the item has no translation at all). */
export interface LinkTarget<Ref extends MenuItemTargetRef> {
  ref: Ref;
  name: string;
}

/** Products, attribute values and pages that can be shown, by id; anything missing is not linkable. */
export interface MenuLinkTargets {
  products: ReadonlyMap<number, LinkTarget<Extract<MenuItemTargetRef, { kind: 'product' }>>>;
  attributeValues: ReadonlyMap<number, LinkTarget<Extract<MenuItemTargetRef, { kind: 'attribute_value' }>>>;
  pages: ReadonlyMap<number, LinkTarget<Extract<MenuItemTargetRef, { kind: 'page' }>>>;
}

const EXPANDING_TYPES: readonly MenuItemType[] = ['taxon_tree', 'discounted_products_taxon_tree'];

function byPosition(a: MenuItemRow, b: MenuItemRow): number {
  return a.position - b.position || a.id - b.id;
}

function indexTaxons(
  nodes: readonly TaxonNode[],
  index = new Map<number, TaxonNode>(),
): Map<number, TaxonNode> {
  for (const node of nodes) {
    index.set(node.id, node);
    indexTaxons(node.children, index);
  }
  return index;
}

/** Inside a sale branch, taxons link to their discounted-products listing (/sales/*). */
function taxonRef(node: TaxonNode, sale: boolean): MenuItemTargetRef {
  return { kind: sale ? 'sale_taxon' : 'taxon', id: node.id, code: node.code, slug: node.slug };
}

/**
 * Items generated from a taxon subtree. Their id is the negated taxon id: stable across requests and
 * never equal to a real menu item id (those are positive).
 */
function taxonItem(node: TaxonNode, sale: boolean): MenuItem {
  return {
    id: -node.id,
    name: node.name,
    htmlLabel: null,
    type: 'taxon',
    content: null,
    link: null,
    externalLink: null,
    target: '_self',
    image: null,
    highlighted: false,
    sale,
    ref: taxonRef(node, sale),
    children: node.children.map((child) => taxonItem(child, sale)),
  };
}

/**
 * Builds a menu's item tree for one locale (pure: the rows, the enabled taxon tree and the linkable
 * targets are loaded by the caller).
 * - siblings are ordered by position; disabled items are dropped with their whole branch;
 * - items pointing at something that cannot be shown (disabled taxon, product or page) are dropped too;
 * - `taxon_tree` items keep their own children and then list the referenced taxon's subtree;
 *   `discounted_products_taxon_tree` does the same with `sale: true` and `sale_taxon` refs on the item
 *   and every descendant;
 * - texts come from the first preferred locale with a translation, else any translation, else the
 *   target's own name; HTML labels and contents are sanitised.
 */
export function buildMenuTree(
  rows: readonly MenuItemRow[],
  taxonTree: readonly TaxonNode[],
  targets: MenuLinkTargets,
  localePreference: readonly string[],
): MenuItem[] {
  const taxonsById = indexTaxons(taxonTree);
  const childrenOf = new Map<number | null, MenuItemRow[]>();
  for (const row of rows) {
    if (!row.enabled) continue;
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parentId, [row]);
  }

  function resolveTarget(
    row: MenuItemRow,
    sale: boolean,
  ): { ref: MenuItemTargetRef | null; name: string; taxon?: TaxonNode } | null {
    switch (row.type) {
      case 'taxon':
      case 'taxon_tree':
      case 'discounted_products_taxon_tree': {
        const taxon = row.taxonId === null ? undefined : taxonsById.get(row.taxonId);
        return taxon ? { ref: taxonRef(taxon, sale), name: taxon.name, taxon } : null;
      }
      case 'product':
        return (row.productId === null ? undefined : targets.products.get(row.productId)) ?? null;
      case 'attribute_value':
        return (
          (row.attributeValueId === null ? undefined : targets.attributeValues.get(row.attributeValueId)) ??
          null
        );
      case 'page':
        return (row.pageId === null ? undefined : targets.pages.get(row.pageId)) ?? null;
      default:
        return { ref: null, name: '' };
    }
  }

  function buildItem(row: MenuItemRow, inSaleBranch: boolean): MenuItem | null {
    const sale = inSaleBranch || row.type === 'discounted_products_taxon_tree';
    const target = resolveTarget(row, sale);
    if (!target) return null;
    const translation = pickTranslation(row.translations, localePreference);
    const expanded =
      target.taxon && EXPANDING_TYPES.includes(row.type)
        ? target.taxon.children.map((child) => taxonItem(child, sale))
        : [];
    return {
      id: row.id,
      name: translation?.name || target.name,
      htmlLabel: sanitizeMenuHtml(translation?.htmlLabel),
      type: row.type,
      content: sanitizeMenuHtml(translation?.content),
      link: translation?.link || null,
      externalLink: safeExternalLink(row.externalLink),
      target: row.target,
      image: row.imagePath,
      highlighted: row.highlighted,
      sale: sale || row.sale,
      ref: target.ref,
      children: [...buildChildren(row.id, sale), ...expanded],
    };
  }

  // Built top-down from the roots: orphans and parent cycles are unreachable and simply not shown.
  function buildChildren(parentId: number | null, inSaleBranch: boolean): MenuItem[] {
    return (childrenOf.get(parentId) ?? [])
      .sort(byPosition)
      .flatMap((row) => buildItem(row, inSaleBranch) ?? []);
  }

  return buildChildren(null, false);
}
