import {
  addressInputSchema,
  createReturnBodySchema,
  refundInputSchema,
  RETURN_ITEMS_REQUIRED_MESSAGE,
  RETURN_METHOD_MESSAGE,
  returnItemInputSchema,
  returnQuantityMessage,
  type List,
  type Return,
  type ReturnOptions,
  type ReturnSummary,
  type ValidationError,
} from '@shop/contracts';
import { RETURNS_PER_PAGE } from '@shop/contracts/constants';
import { z } from 'zod';
import { isApiError, isMissingResource } from '~/lib/api/api-error.ts';
import { signInRedirect } from './account.server.ts';
import { orderListPage } from './account-orders.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import {
  emptyDraft,
  mergeStep,
  RETURN_FORM_STEPS,
  type ReturnDraft,
  type ReturnFormState,
  type ReturnFormStep,
} from './return-form.ts';

/** A session the API no longer accepts (the refresh failed) goes to sign in, like requireCustomer. */
function signedOut(shop: ShopRequest, url: URL, error: unknown): never {
  if (isApiError(error) && error.status === 401) throw signInRedirect(shop, url);
  throw error;
}

async function orNull<T>(shop: ShopRequest, url: URL, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isMissingResource(error)) return null;
    return signedOut(shop, url, error);
  }
}

/** One page of the customer's returns, newest first. Call after requireCustomer. */
export async function loadCustomerReturns(shop: ShopRequest, url: URL): Promise<List<ReturnSummary>> {
  try {
    return await shop.api.get<List<ReturnSummary>>('/customers/me/returns', {
      query: { page: orderListPage(url), itemsPerPage: RETURNS_PER_PAGE },
    });
  } catch (error) {
    return signedOut(shop, url, error);
  }
}

/** One of the customer's returns, or null when it is not theirs (or does not exist). */
export function loadCustomerReturn(shop: ShopRequest, url: URL, number: string): Promise<Return | null> {
  return orNull(shop, url, () => shop.api.get<Return>(`/customers/me/returns/${encodeURIComponent(number)}`));
}

/** What the return form offers for one of the customer's orders, or null when it is not theirs. */
export function loadReturnOptions(
  shop: ShopRequest,
  url: URL,
  orderToken: string,
): Promise<ReturnOptions | null> {
  return orNull(shop, url, () =>
    shop.api.get<ReturnOptions>(`/customers/me/orders/${encodeURIComponent(orderToken)}/return-options`),
  );
}

/** Cancels the customer's return; the server's text when it no longer can be. */
export async function cancelCustomerReturn(
  shop: ShopRequest,
  url: URL,
  number: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await shop.api.patch(`/customers/me/returns/${encodeURIComponent(number)}/cancel`);
    return { ok: true };
  } catch (error) {
    if (isApiError(error) && error.status === 422) {
      const body = error.data as Partial<ValidationError>;
      return { ok: false, message: body.violations?.[0]?.message ?? body.message ?? '' };
    }
    return signedOut(shop, url, error);
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

const draftSchema = z.object({
  items: z.array(
    z.object({ orderItemId: z.number(), quantity: z.number(), reason: z.string(), comment: z.string() }),
  ),
  returnMethod: z.string(),
  address: z.record(z.string(), z.string()),
  refund: z.object({
    method: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    bankAccount: z.string(),
  }),
});

/** The hidden draft as sent back, or a fresh one when it is missing or was tampered with. */
export function readDraft(form: FormData, options: ReturnOptions): ReturnDraft {
  try {
    return draftSchema.parse(JSON.parse(text(form, 'draft')));
  } catch {
    return emptyDraft(options);
  }
}

/** zod issues as the form's field names (`items.{orderItemId}.…` for an item). */
function issuesToFields(
  issues: readonly z.core.$ZodIssue[],
  prefix: string,
  into: Record<string, string>,
): Record<string, string> {
  for (const issue of issues) {
    const name = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (!into[name]) into[name] = issue.message;
  }
  return into;
}

function itemsBody(draft: ReturnDraft) {
  return draft.items.map((item) => ({
    orderItemId: item.orderItemId,
    quantity: item.quantity,
    reason: item.reason,
    comment: item.comment,
  }));
}

/** What the step's fields break, by field name (the same rules as the API's, from the contract). */
export function validateStep(
  step: ReturnFormStep,
  draft: ReturnDraft,
  options: ReturnOptions,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step === 'items') {
    if (draft.items.length === 0) return { items: RETURN_ITEMS_REQUIRED_MESSAGE };
    for (const item of draft.items) {
      const prefix = `items.${item.orderItemId}`;
      const parsed = returnItemInputSchema.safeParse(itemsBody({ ...draft, items: [item] })[0]);
      if (!parsed.success) issuesToFields(parsed.error.issues, prefix, errors);
      const line = options.items.find((candidate) => candidate.orderItemId === item.orderItemId);
      if (line && item.quantity > line.returnableQuantity && !errors[`${prefix}.quantity`]) {
        errors[`${prefix}.quantity`] = returnQuantityMessage(line.returnableQuantity);
      }
    }
    return errors;
  }
  if (step === 'method') {
    const method = options.returnMethods.find((candidate) => candidate.code === draft.returnMethod);
    if (!method) return { returnMethod: RETURN_METHOD_MESSAGE };
    if (method.requiresAddress) {
      const parsed = addressInputSchema.safeParse(draft.address);
      if (!parsed.success) issuesToFields(parsed.error.issues, 'address', errors);
    }
    return errors;
  }
  const parsed = refundInputSchema.safeParse(refundBody(draft));
  return parsed.success ? errors : issuesToFields(parsed.error.issues, 'refund', errors);
}

function refundBody(draft: ReturnDraft) {
  return draft.refund.method === 'bank_transfer'
    ? draft.refund
    : { method: draft.refund.method === '' ? undefined : draft.refund.method };
}

/** Which step an API violation belongs to, and its field name in the form. */
export function placeViolation(
  propertyPath: string,
  draft: ReturnDraft,
): { step: ReturnFormStep; field: string } | null {
  const item = /^items\[(\d+)\]\.(\w+)$/.exec(propertyPath);
  if (item) {
    const orderItemId = draft.items[Number(item[1])]?.orderItemId;
    return { step: 'items', field: orderItemId === undefined ? 'items' : `items.${orderItemId}.${item[2]}` };
  }
  if (propertyPath === 'items') return { step: 'items', field: 'items' };
  if (propertyPath === 'returnMethod' || propertyPath.startsWith('address')) {
    return { step: 'method', field: propertyPath.replace(/^address$/, 'returnMethod') };
  }
  if (propertyPath.startsWith('refund')) return { step: 'refund', field: propertyPath };
  return null;
}

export type ReturnFormOutcome = { created: Return } | ReturnFormState;

/**
 * One submission of the return form: `back` returns to the previous step, `next` checks the step and
 * moves on, `submit` (the last step) sends the return to the API. The API's refusals go back to the step
 * of their field, or to the whole form.
 */
export async function submitReturnStep(
  shop: ShopRequest,
  url: URL,
  options: ReturnOptions,
  form: FormData,
): Promise<ReturnFormOutcome> {
  const step = RETURN_FORM_STEPS.find((candidate) => candidate === text(form, 'step')) ?? 'items';
  const index = RETURN_FORM_STEPS.indexOf(step);
  const draft = mergeStep(step, form, readDraft(form, options), options);
  const intent = text(form, 'intent');
  if (intent === 'back') {
    return {
      step: RETURN_FORM_STEPS[Math.max(0, index - 1)] ?? 'items',
      draft,
      fieldErrors: {},
      message: null,
    };
  }
  // Every step up to this one must hold, so a tampered draft cannot skip one.
  for (const earlier of RETURN_FORM_STEPS.slice(0, index + 1)) {
    const fieldErrors = validateStep(earlier, draft, options);
    if (Object.keys(fieldErrors).length > 0) return { step: earlier, draft, fieldErrors, message: null };
  }
  if (step !== 'refund') {
    return { step: RETURN_FORM_STEPS[index + 1] ?? 'refund', draft, fieldErrors: {}, message: null };
  }
  const method = options.returnMethods.find((candidate) => candidate.code === draft.returnMethod);
  const body = createReturnBodySchema.parse({
    orderToken: options.order.tokenValue,
    items: itemsBody(draft),
    returnMethod: draft.returnMethod,
    address: method?.requiresAddress ? draft.address : null,
    refund: refundBody(draft),
  });
  try {
    return { created: await shop.api.post<Return>('/customers/me/returns', body) };
  } catch (error) {
    if (!isApiError(error) || error.status !== 422) return signedOut(shop, url, error);
    const violations = (error.data as Partial<ValidationError>).violations ?? [];
    const fieldErrors: Record<string, string> = {};
    let target: ReturnFormStep = 'refund';
    let message: string | null = null;
    for (const violation of violations) {
      const placed = placeViolation(violation.propertyPath, draft);
      if (!placed) {
        message ??= violation.message;
        continue;
      }
      if (RETURN_FORM_STEPS.indexOf(placed.step) < RETURN_FORM_STEPS.indexOf(target)) target = placed.step;
      fieldErrors[placed.field] ??= violation.message;
    }
    return { step: message ? 'items' : target, draft, fieldErrors, message };
  }
}
