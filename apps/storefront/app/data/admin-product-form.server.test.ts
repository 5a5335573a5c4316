import type { AdminVariant, AdminVariantInput } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { valuesFromForm, variantChanges } from './admin-product-form.server.ts';

const saved: AdminVariant = {
  code: 'KOMB-62',
  productCode: 'KOMB',
  enabled: true,
  tracked: true,
  onHand: 3,
  onHold: 0,
  warehouseStock: {},
  maxQuantityPerOrder: null,
  gtin: null,
  optionValues: { size: 'size_62' },
  translations: {},
  channelPricings: { web: { price: 3599, originalPrice: null } },
  position: 4,
  version: 2,
};

function grid(rows: Record<string, string>[]): FormData {
  const form = new FormData();
  rows.forEach((row, index) => {
    for (const [field, value] of Object.entries(row)) form.set(`variants[${index}].${field}`, value);
  });
  return form;
}

const newRow = (code: string, price: string) => ({
  isNew: 'true',
  code,
  enabled: 'on',
  tracked: 'on',
  onHand: '1',
  'channelPricings.web.price': price,
});

describe('saving the variants grid', () => {
  it("gives new rows the grid's order after the saved variants, whatever order the API gets them in", () => {
    const form = grid([
      { code: 'KOMB-62', version: '2', enabled: 'on', tracked: 'on', onHand: '3' },
      newRow('KOMB-68', '39.99'),
      { isNew: 'true', code: '', enabled: 'on', tracked: 'on', onHand: '' },
      newRow('KOMB-74', '42.50'),
    ]);
    const created = variantChanges(valuesFromForm(form), [saved]).filter(
      (change) => change.kind === 'create',
    );
    expect(created.map((change) => [change.code, (change.body as AdminVariantInput).position])).toEqual([
      ['KOMB-68', 5],
      ['KOMB-74', 6],
    ]);
  });

  it('numbers the first variants of a product from 0', () => {
    const created = variantChanges(
      valuesFromForm(grid([newRow('KOMB-68', '39.99'), newRow('KOMB-74', '42.50')])),
      [],
    );
    expect(created.map((change) => (change.body as AdminVariantInput).position)).toEqual([0, 1]);
  });
});
