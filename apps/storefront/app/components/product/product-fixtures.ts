// Test data for the product page: the API's ProductDetail with realistic defaults (a pram in Lithuanian),
// built on the card fixtures, so a test spells out only what it is about.
import type { AttributeValue, ProductDetail, ProductVariant } from '@shop/contracts';
import { attributeBadge, productListItem, variant } from '../product-card/product-fixtures.ts';

export { attributeBadge, variant };

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const variants: ProductVariant[] = overrides.variants ?? [
    variant({ code: 'PRAM-AERO', name: 'Vežimėlis „Aero“', stock: 12 }),
  ];
  const base = productListItem({
    id: 42,
    code: 'PRAM-AERO',
    slug: 'vezimelis-aero',
    name: 'Vežimėlis „Aero“',
    shortDescription: 'Lengvas sportinis vežimėlis miestui.',
    images: [
      { path: 'products/pram-grey.png', type: 'main' },
      { path: 'products/pram-detail.png', type: 'detail' },
    ],
    defaultVariant: variants[0] ?? null,
    variantCount: variants.length,
    mainTaxon: { id: 12, code: 'prams', slug: 'kudikiams/vezimeliai', name: 'Vežimėliai' },
  });
  return {
    ...base,
    description: '<p>Lengvas rėmas ir <strong>didelis</strong> krepšys.</p>',
    variants,
    options: [],
    attributeValues: [],
    categories: [],
    breadcrumbs: [
      { id: 1, code: 'babies', slug: 'kudikiams', name: 'Kūdikiams' },
      { id: 12, code: 'prams', slug: 'kudikiams/vezimeliai', name: 'Vežimėliai' },
    ],
    bundleParts: [],
    containingBundles: [],
    warehouses: [],
    downloads: [],
    slugs: { lt: 'vezimelis-aero', en: 'aero-pram' },
    ...overrides,
  };
}

/** An attribute value of a given attribute, e.g. spec('colour', 'Spalva', 'Pilka'). */
export function attributeValue(
  attributeCode: string,
  attributeName: string,
  name: string,
  overrides: Partial<AttributeValue> = {},
): AttributeValue {
  return attributeBadge({
    name,
    value: name,
    attribute: { code: attributeCode, slug: attributeCode, name: attributeName },
    ...overrides,
  });
}

/** A pram in colours × sizes; `missing` lists combinations that do not exist ("red-l"). */
export function productWithOptions(missing: string[] = [], soldOut: string[] = []): ProductDetail {
  const colours = [
    { code: 'grey', value: 'Pilka' },
    { code: 'red', value: 'Raudona' },
  ];
  const sizes = [
    { code: 's', value: 'S' },
    { code: 'l', value: 'L' },
  ];
  const variants = colours.flatMap((colour) =>
    sizes
      .filter((size) => !missing.includes(`${colour.code}-${size.code}`))
      .map((size) => {
        const code = `PRAM-${colour.code}-${size.code}`.toUpperCase();
        const out = soldOut.includes(`${colour.code}-${size.code}`);
        return variant({
          code,
          name: `${colour.value}, ${size.value}`,
          inStock: !out,
          stock: out ? 0 : 10,
          optionValues: [
            { optionCode: 'colour', optionName: 'Spalva', code: colour.code, value: colour.value },
            { optionCode: 'size', optionName: 'Dydis', code: size.code, value: size.value },
          ],
        });
      }),
  );
  return productDetail({
    variants,
    options: [
      { code: 'colour', name: 'Spalva', values: colours },
      { code: 'size', name: 'Dydis', values: sizes },
    ],
  });
}
