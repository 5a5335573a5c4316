import type { ReturnOptions } from '@shop/contracts';

/** The return form's three steps (spec section 2): items, return method, refund. */
export const RETURN_FORM_STEPS = ['items', 'method', 'refund'] as const;
export type ReturnFormStep = (typeof RETURN_FORM_STEPS)[number];

/** What the shopper has entered so far; carried between the steps in the form's hidden `draft` field. */
export interface ReturnDraft {
  items: Array<{ orderItemId: number; quantity: number; reason: string; comment: string }>;
  returnMethod: string;
  address: Record<string, string>;
  refund: { method: string; firstName: string; lastName: string; bankAccount: string };
}

/** What the form page shows after a submission: the step, the draft and the messages per field. */
export interface ReturnFormState {
  step: ReturnFormStep;
  draft: ReturnDraft;
  /** Server texts by field: `items.{orderItemId}.{field}`, `items`, `returnMethod`, `address.{field}`, `refund.{field}`. */
  fieldErrors: Record<string, string>;
  /** A text about the whole return (the order can no longer be returned), or null. */
  message: string | null;
}

export const ADDRESS_FORM_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'apartmentNumber',
  'postCode',
] as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The fields of the step just submitted, written over the draft. */
export function mergeStep(
  step: ReturnFormStep,
  form: FormData,
  draft: ReturnDraft,
  options: ReturnOptions,
): ReturnDraft {
  if (step === 'items') {
    const items = options.items
      .filter((item) => form.get(`items.${item.orderItemId}.selected`) === 'on')
      .map((item) => {
        const quantity = Number(text(form, `items.${item.orderItemId}.quantity`));
        return {
          orderItemId: item.orderItemId,
          quantity: Number.isFinite(quantity) ? quantity : 0,
          reason: text(form, `items.${item.orderItemId}.reason`),
          comment: text(form, `items.${item.orderItemId}.comment`),
        };
      });
    return { ...draft, items };
  }
  if (step === 'method') {
    const address = { ...draft.address };
    for (const name of ADDRESS_FORM_FIELDS) address[name] = text(form, `address.${name}`);
    return { ...draft, returnMethod: text(form, 'returnMethod'), address };
  }
  return {
    ...draft,
    refund: {
      method: text(form, 'refund.method'),
      firstName: text(form, 'refund.firstName'),
      lastName: text(form, 'refund.lastName'),
      bankAccount: text(form, 'refund.bankAccount'),
    },
  };
}

/** The first draft: nothing chosen, the pick-up address prefilled with the order's delivery address. */
export function emptyDraft(options: Pick<ReturnOptions, 'address'>): ReturnDraft {
  const address: Record<string, string> = {};
  for (const name of ADDRESS_FORM_FIELDS) address[name] = options.address?.[name] ?? '';
  if (!address.countryCode) address.countryCode = 'LT';
  return {
    items: [],
    returnMethod: '',
    address,
    refund: {
      method: '',
      firstName: options.address?.firstName ?? '',
      lastName: options.address?.lastName ?? '',
      bankAccount: '',
    },
  };
}

/** The estimated refund of the draft: its units at what each refunds, less the chosen method's fee. */
export function estimatedRefund(
  options: ReturnOptions,
  draft: ReturnDraft,
): { goods: number; fee: number; total: number } {
  const goods = draft.items.reduce((sum, item) => {
    const line = options.items.find((candidate) => candidate.orderItemId === item.orderItemId);
    return sum + (line ? line.unitRefund * Math.min(item.quantity, line.returnableQuantity) : 0);
  }, 0);
  const fee = options.returnMethods.find((method) => method.code === draft.returnMethod)?.price ?? 0;
  return { goods, fee, total: Math.max(0, goods - fee) };
}

/** The return's page after the form was sent: `?sent=1` thanks the shopper once. */
export const RETURN_SENT_PARAM = 'sent';
