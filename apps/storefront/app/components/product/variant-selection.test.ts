import { describe, expect, it } from 'vitest';
import { productDetail, productWithOptions, variant } from './product-fixtures.ts';
import { optionGroups, selectVariant, variantSearch } from './variant-selection.ts';

describe('selectVariant', () => {
  const product = productDetail({
    variants: [variant({ code: 'A' }), variant({ code: 'B' }), variant({ code: 'C' })],
    defaultVariant: variant({ code: 'B' }),
  });

  it('takes the variant named in the URL', () => {
    expect(selectVariant(product, 'C')?.code).toBe('C');
  });

  it('falls back to the default variant for a missing or unknown code', () => {
    expect(selectVariant(product, null)?.code).toBe('B');
    expect(selectVariant(product, 'NOPE')?.code).toBe('B');
  });

  it('falls back to the first variant without a default, and to null without variants', () => {
    expect(selectVariant({ ...product, defaultVariant: null }, null)?.code).toBe('A');
    expect(selectVariant({ variants: [], defaultVariant: null }, 'A')).toBeNull();
  });
});

describe('variantSearch', () => {
  it('sets the variant and keeps other parameters', () => {
    expect(variantSearch('?utm_source=news&variant=A', 'B')).toBe('?utm_source=news&variant=B');
    expect(variantSearch('', 'PRAM RED')).toBe('?variant=PRAM+RED');
  });
});

describe('optionGroups', () => {
  it('marks the selected values and links each value to the variant keeping the other choices', () => {
    const product = productWithOptions();
    const groups = optionGroups(product, selectVariant(product, 'PRAM-GREY-S'));
    const [colour, size] = groups;
    expect(colour?.choices.map((choice) => [choice.value, choice.selected, choice.variant?.code])).toEqual([
      ['Pilka', true, 'PRAM-GREY-S'],
      ['Raudona', false, 'PRAM-RED-S'],
    ]);
    expect(size?.choices.map((choice) => [choice.value, choice.selected, choice.variant?.code])).toEqual([
      ['S', true, 'PRAM-GREY-S'],
      ['L', false, 'PRAM-GREY-L'],
    ]);
  });

  it('disables a value whose combination with the current choice does not exist', () => {
    const product = productWithOptions(['red-l']);
    const [colour, size] = optionGroups(product, selectVariant(product, 'PRAM-RED-S'));
    expect(size?.choices.find((choice) => choice.code === 'l')?.variant).toBeNull();
    expect(colour?.choices.find((choice) => choice.code === 'grey')?.variant?.code).toBe('PRAM-GREY-S');
  });

  it('keeps sold-out combinations selectable', () => {
    const product = productWithOptions([], ['grey-l']);
    const [, size] = optionGroups(product, selectVariant(product, 'PRAM-GREY-S'));
    const large = size?.choices.find((choice) => choice.code === 'l');
    expect(large?.variant?.code).toBe('PRAM-GREY-L');
    expect(large?.variant?.inStock).toBe(false);
  });
});
