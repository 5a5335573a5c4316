import type { ProductDetail, ProductVariant } from '@shop/contracts';

/**
 * Which variant the product page shows and how the option buttons link: the choice lives in the URL
 * (`?variant=CODE`) so a chosen variant can be shared and renders the same on the server.
 */

export const VARIANT_PARAM = 'variant';

type VariantSource = Pick<ProductDetail, 'variants' | 'defaultVariant'>;

/** The requested variant when the product has it, else the default variant, else the first one. */
export function selectVariant(product: VariantSource, requested: string | null): ProductVariant | null {
  const byCode = (code: string | null | undefined) =>
    code ? product.variants.find((variant) => variant.code === code) : undefined;
  return byCode(requested) ?? byCode(product.defaultVariant?.code) ?? product.variants[0] ?? null;
}

/** The page's query string with the variant set (other parameters kept), e.g. "?variant=PRAM-RED". */
export function variantSearch(currentSearch: string, variantCode: string): string {
  const params = new URLSearchParams(currentSearch);
  params.set(VARIANT_PARAM, variantCode);
  return `?${params.toString()}`;
}

export interface OptionChoice {
  code: string;
  value: string;
  selected: boolean;
  /** The variant this choice leads to, keeping the other options as they are; null: no such combination. */
  variant: ProductVariant | null;
}

export interface OptionGroup {
  code: string;
  name: string;
  choices: OptionChoice[];
}

function optionValueOf(variant: ProductVariant, optionCode: string): string | undefined {
  return variant.optionValues.find((value) => value.optionCode === optionCode)?.code;
}

/**
 * One group per product option with every value: the value of the selected variant is selected, a value
 * whose combination with the other selected values exists links to that variant, the rest are disabled.
 */
export function optionGroups(
  product: Pick<ProductDetail, 'options' | 'variants'>,
  selected: ProductVariant | null,
): OptionGroup[] {
  const current = new Map(
    product.options.map((option) => [
      option.code,
      selected ? optionValueOf(selected, option.code) : undefined,
    ]),
  );
  return product.options.map((option) => ({
    code: option.code,
    name: option.name,
    choices: option.values.map((value) => {
      const wanted = new Map(current).set(option.code, value.code);
      const variant =
        product.variants.find((candidate) =>
          [...wanted].every(([optionCode, valueCode]) => optionValueOf(candidate, optionCode) === valueCode),
        ) ?? null;
      return {
        code: value.code,
        value: value.value,
        selected: current.get(option.code) === value.code,
        variant,
      };
    }),
  }));
}
