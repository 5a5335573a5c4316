import type { ReturnOptions } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { placeViolation, submitReturnStep } from './account-returns.server.ts';
import { emptyDraft, estimatedRefund, type ReturnDraft, type ReturnFormState } from './return-form.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const url = new URL('http://shop.test/paskyra/grazinimai/naujas/tok1');

const options: ReturnOptions = {
  order: { tokenValue: 'tok1', number: '000000042', currencyCode: 'EUR' },
  blockedReason: null,
  returnableUntil: '2026-12-21T10:00:00.000Z',
  items: [
    {
      orderItemId: 11,
      productName: 'Vežimėlis',
      variantName: 'Vežimėlis',
      variantCode: 'PRAM-1',
      image: null,
      orderedQuantity: 2,
      returnableQuantity: 2,
      unitRefund: 12000,
    },
    {
      orderItemId: 12,
      productName: 'Lovytė',
      variantName: 'Lovytė',
      variantCode: 'COT-1',
      image: null,
      orderedQuantity: 1,
      returnableQuantity: 1,
      unitRefund: 5000,
    },
  ],
  returnMethods: [
    {
      code: 'shop_drop_off',
      name: 'Į parduotuvę',
      description: null,
      kind: 'drop_off',
      price: 0,
      requiresAddress: false,
    },
    {
      code: 'courier_pickup',
      name: 'Kurjeris',
      description: null,
      kind: 'courier_pickup',
      price: 399,
      requiresAddress: true,
    },
  ],
  refundMethods: ['bank_transfer', 'cash', 'shop_coupons'],
  reasons: ['changed_mind', 'damaged', 'other'],
  address: {
    firstName: 'Ona',
    lastName: 'Testaitė',
    phoneNumber: '+37061234567',
    countryCode: 'LT',
    city: 'Kaunas',
    street: 'Laisvės al.',
    houseNumber: '1',
    apartmentNumber: null,
    postCode: 'LT-44001',
    companyName: null,
    vatNumber: null,
    companyCode: null,
  },
};

function form(fields: Record<string, string>, draft?: ReturnDraft): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (draft) data.set('draft', JSON.stringify(draft));
  return data;
}

const noApi = () => {
  throw new Error('no API call expected before the last step');
};

async function step(fields: Record<string, string>, draft?: ReturnDraft): Promise<ReturnFormState> {
  const { shop } = stubShopRequest(noApi);
  const outcome = await submitReturnStep(shop, url, options, form(fields, draft));
  if ('created' in outcome) throw new Error('not expected to be sent');
  return outcome;
}

describe('the return form’s steps', () => {
  it('asks for at least one item, and for each chosen one a valid quantity, a reason and (for other) a comment', async () => {
    expect((await step({ step: 'items', intent: 'next' })).fieldErrors).toEqual({
      items: 'Choose at least one item to return.',
    });
    const refused = await step({
      step: 'items',
      intent: 'next',
      'items.11.selected': 'on',
      'items.11.quantity': '3',
      'items.11.reason': 'damaged',
      'items.12.selected': 'on',
      'items.12.quantity': '1',
      'items.12.reason': 'other',
      'items.12.comment': ' ',
    });
    expect(refused.step).toBe('items');
    expect(refused.fieldErrors).toEqual({
      'items.11.quantity': 'You can return at most 2 of this item.',
      'items.12.comment': 'This value should not be blank.',
    });
    // What was entered stays for the shopper to correct.
    expect(refused.draft.items.map((item) => [item.orderItemId, item.quantity, item.reason])).toEqual([
      [11, 3, 'damaged'],
      [12, 1, 'other'],
    ]);
    const noReason = await step({
      step: 'items',
      intent: 'next',
      'items.11.selected': 'on',
      'items.11.quantity': '1',
    });
    expect(noReason.fieldErrors).toEqual({ 'items.11.reason': 'Choose why you are returning this item.' });
  });

  it('goes through items, method (with the pick-up address a courier needs) and back, keeping what was entered', async () => {
    const first = await step({
      step: 'items',
      intent: 'next',
      'items.11.selected': 'on',
      'items.11.quantity': '2',
      'items.11.reason': 'changed_mind',
    });
    expect(first).toMatchObject({ step: 'method', fieldErrors: {} });
    expect(first.draft.address.city).toBe('Kaunas');
    expect((await step({ step: 'method', intent: 'next' }, first.draft)).fieldErrors).toEqual({
      returnMethod: 'Choose how you will return the items.',
    });
    const noAddress = await step(
      {
        step: 'method',
        intent: 'next',
        returnMethod: 'courier_pickup',
        'address.firstName': 'Ona',
        'address.phoneNumber': '',
      },
      first.draft,
    );
    expect(noAddress.fieldErrors).toMatchObject({ 'address.phoneNumber': 'This value should not be blank.' });
    const second = await step(
      {
        step: 'method',
        intent: 'next',
        returnMethod: 'courier_pickup',
        'address.firstName': 'Ona',
        'address.lastName': 'Testaitė',
        'address.phoneNumber': '+37061234567',
        'address.countryCode': 'LT',
        'address.city': 'Vilnius',
      },
      first.draft,
    );
    expect(second).toMatchObject({ step: 'refund', fieldErrors: {} });
    expect(estimatedRefund(options, second.draft)).toEqual({ goods: 24000, fee: 399, total: 23601 });
    const back = await step({ step: 'refund', intent: 'back', 'refund.method': 'cash' }, second.draft);
    expect(back.step).toBe('method');
    expect(back.draft).toMatchObject({ returnMethod: 'courier_pickup', refund: { method: 'cash' } });
  });

  it('validates the IBAN and names of a bank transfer, then sends the three steps as one return', async () => {
    const draft: ReturnDraft = {
      ...emptyDraft(options),
      items: [{ orderItemId: 12, quantity: 1, reason: 'damaged', comment: '' }],
      returnMethod: 'shop_drop_off',
    };
    const wrongIban = await step(
      {
        step: 'refund',
        intent: 'submit',
        'refund.method': 'bank_transfer',
        'refund.firstName': 'Ona',
        'refund.lastName': 'Testaitė',
        'refund.bankAccount': 'LT12 1000 0111 0100 1001',
      },
      draft,
    );
    expect(wrongIban).toMatchObject({
      step: 'refund',
      fieldErrors: { 'refund.bankAccount': 'This is not a valid International Bank Account Number (IBAN).' },
    });

    const { shop, calls } = stubShopRequest(() => json({ number: 'R000000042-1' }, 201));
    const sent = await submitReturnStep(
      shop,
      url,
      options,
      form(
        {
          step: 'refund',
          intent: 'submit',
          'refund.method': 'bank_transfer',
          'refund.firstName': 'Ona',
          'refund.lastName': 'Testaitė',
          'refund.bankAccount': 'lt12 1000 0111 0100 1000',
        },
        draft,
      ),
    );
    expect(sent).toEqual({ created: { number: 'R000000042-1' } });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/customers/me/returns',
        body: {
          orderToken: 'tok1',
          items: [{ orderItemId: 12, quantity: 1, reason: 'damaged', comment: null }],
          returnMethod: 'shop_drop_off',
          address: null,
          refund: {
            method: 'bank_transfer',
            firstName: 'Ona',
            lastName: 'Testaitė',
            bankAccount: 'LT121000011101001000',
          },
        },
      },
    ]);
  });

  it('will not skip a step: a tampered draft goes back to the first step that fails', async () => {
    const skipped = await step(
      { step: 'refund', intent: 'submit', 'refund.method': 'cash' },
      emptyDraft(options),
    );
    expect(skipped).toMatchObject({
      step: 'items',
      fieldErrors: { items: 'Choose at least one item to return.' },
    });
    const garbage = form({
      step: 'refund',
      intent: 'submit',
      'refund.method': 'cash',
      draft: '{"items":"all"}',
    });
    const { shop } = stubShopRequest(noApi);
    expect(await submitReturnStep(shop, url, options, garbage)).toMatchObject({ step: 'items' });
  });

  it('puts the API’s refusals on the step of their field, or over the whole form', async () => {
    const draft: ReturnDraft = {
      ...emptyDraft(options),
      items: [{ orderItemId: 11, quantity: 1, reason: 'damaged', comment: '' }],
      returnMethod: 'shop_drop_off',
    };
    const refuse = (violations: Array<{ propertyPath: string; message: string }>) =>
      stubShopRequest(() =>
        json({ code: 422, message: 'The request could not be processed.', violations }, 422),
      );
    const quantity = refuse([
      { propertyPath: 'items[0].quantity', message: 'You can return at most 0 of this item.' },
    ]);
    expect(
      await submitReturnStep(
        quantity.shop,
        url,
        options,
        form({ step: 'refund', intent: 'submit', 'refund.method': 'cash' }, draft),
      ),
    ).toMatchObject({
      step: 'items',
      fieldErrors: { 'items.11.quantity': 'You can return at most 0 of this item.' },
    });
    const closed = refuse([
      { propertyPath: 'orderToken', message: 'The 30-day return period of this order has ended.' },
    ]);
    expect(
      await submitReturnStep(
        closed.shop,
        url,
        options,
        form({ step: 'refund', intent: 'submit', 'refund.method': 'cash' }, draft),
      ),
    ).toMatchObject({ step: 'items', message: 'The 30-day return period of this order has ended.' });
    expect(placeViolation('address', draft)).toEqual({ step: 'method', field: 'returnMethod' });
    expect(placeViolation('address.city', draft)).toEqual({ step: 'method', field: 'address.city' });
    expect(placeViolation('refund.bankAccount', draft)).toEqual({
      step: 'refund',
      field: 'refund.bankAccount',
    });
  });
});
