import { describe, expect, it } from 'vitest';
import { badgesAt, specificationRows } from './badges.ts';
import { attributeValue } from './product-fixtures.ts';

const chicco = attributeValue('brand', 'Prekės ženklas', 'Chicco', {
  placements: ['product-inner-top', 'product-list'],
  showInProductList: true,
});
const top = attributeValue('top', 'Populiaru', 'TOP', {
  value: 'true',
  placements: ['product-list-on-image', 'product-inner-under-image'],
  showInProductListOnImage: true,
});
const grey = attributeValue('colour', 'Spalva', 'Pilka');
const red = attributeValue('colour', 'Spalva', 'Raudona');
const cotton = attributeValue('material', 'Medžiaga', 'Medvilnė');

describe('badgesAt', () => {
  it('keeps the values placed at that spot, in order', () => {
    const values = [chicco, top, grey];
    expect(badgesAt(values, 'product-inner-top')).toEqual([chicco]);
    expect(badgesAt(values, 'product-inner-under-image')).toEqual([top]);
    expect(badgesAt(values, 'product-inner-bottom')).toEqual([]);
  });
});

describe('specificationRows', () => {
  it('groups values by attribute in the order first met', () => {
    expect(specificationRows([grey, cotton, red, chicco])).toEqual([
      { code: 'colour', name: 'Spalva', values: ['Pilka', 'Raudona'] },
      { code: 'material', name: 'Medžiaga', values: ['Medvilnė'] },
      { code: 'brand', name: 'Prekės ženklas', values: ['Chicco'] },
    ]);
  });

  it('leaves out flag badges such as TOP but keeps a flag that is not a badge', () => {
    const bpaFree = attributeValue('bpa_free', 'Be BPA', 'Taip', { value: 'true' });
    expect(specificationRows([top, bpaFree]).map((row) => row.code)).toEqual(['bpa_free']);
  });
});
