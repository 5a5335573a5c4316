import { mediaPaths } from '../images/paths.ts';
import { slugify } from '../slug.ts';
import { CATEGORY_TREE, type CategoryDefinition, type ProductKind } from './categories.ts';
import { FAMILIES } from './families.ts';
import type { LocalizedText } from './types.ts';

/** One category of the tree, flattened, with everything the taxons table needs. */
export interface TaxonDefinition {
  code: string;
  parentCode: string | null;
  rootCode: string;
  depth: 1 | 2 | 3;
  position: number;
  name: LocalizedText;
  /** Full path slug per locale ("kudikiams/vezimeliai/sportiniai-vezimeliai"). */
  slug: LocalizedText;
  description: LocalizedText;
  imagePath: string;
  kind: ProductKind | null;
}

function leafDescription(name: LocalizedText): LocalizedText {
  return {
    lt: `Kategorijoje „${name.lt}“ rasite kruopščiai atrinktų patikimų gamintojų prekių, atitinkančių Europos Sąjungos saugumo reikalavimus.`,
    en: `${name.en} from trusted makers, carefully chosen to meet European Union safety requirements.`,
  };
}

/** The first leaf below a category decides which product picture illustrates it. */
function firstKind(category: CategoryDefinition): ProductKind {
  if (category.kind) return category.kind;
  const child = category.children?.[0];
  if (!child) throw new Error(`Category "${category.name.en}" has neither products nor children`);
  return firstKind(child);
}

function flatten(
  categories: CategoryDefinition[],
  parent: TaxonDefinition | null,
  into: TaxonDefinition[],
): TaxonDefinition[] {
  categories.forEach((category, position) => {
    const segment = category.slug ?? { lt: slugify(category.name.lt), en: slugify(category.name.en) };
    const code = parent ? `${parent.code}_${segment.en.replace(/-/g, '_')}` : segment.en.replace(/-/g, '_');
    const depth = (parent ? parent.depth + 1 : 1) as TaxonDefinition['depth'];
    const kind = firstKind(category);
    const taxon: TaxonDefinition = {
      code,
      parentCode: parent?.code ?? null,
      rootCode: parent?.rootCode ?? code,
      depth,
      position,
      name: category.name,
      slug: parent
        ? { lt: `${parent.slug.lt}/${segment.lt}`, en: `${parent.slug.en}/${segment.en}` }
        : segment,
      description: category.description ?? leafDescription(category.name),
      imagePath: parent
        ? mediaPaths.product(kind.family, FAMILIES[kind.family].colours[position % 3] ?? 'white')
        : mediaPaths.category(code),
      kind: category.kind ?? null,
    };
    into.push(taxon);
    if (category.children) flatten(category.children, taxon, into);
  });
  return into;
}

/** Every category, parents before children. */
export const TAXONS: readonly TaxonDefinition[] = flatten(CATEGORY_TREE, null, []);
export const ROOT_TAXONS = TAXONS.filter((taxon) => taxon.depth === 1);
/** Categories that hold products of their own, in tree order. */
export const LEAF_TAXONS = TAXONS.filter(
  (taxon): taxon is TaxonDefinition & { kind: ProductKind } => taxon.kind !== null,
);

const byCode = new Map(TAXONS.map((taxon) => [taxon.code, taxon]));

export function taxonByCode(code: string): TaxonDefinition {
  const taxon = byCode.get(code);
  if (!taxon) throw new Error(`Unknown demo category "${code}"`);
  return taxon;
}

/** The taxon and all its ancestors, nearest first. */
export function taxonWithAncestors(code: string): TaxonDefinition[] {
  const chain: TaxonDefinition[] = [];
  for (let taxon: TaxonDefinition | undefined = taxonByCode(code); taxon;) {
    chain.push(taxon);
    taxon = taxon.parentCode ? taxonByCode(taxon.parentCode) : undefined;
  }
  return chain;
}
