import {
  CUSTOMER_NOT_DEFINED_MESSAGE,
  type AddressBookEntry,
  type Customer,
  type List,
  type SignInResponse,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { storeTokens } from '~/lib/api/token-store.ts';
import { submitAccountForm, type AccountFormResult } from './account-forms.server.ts';
import type { ShopRequest } from './request-context.server.ts';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const checked = (form: FormData, name: string) => form.get(name) === 'on' || form.get(name) === 'true';

/** The text fields of the account details form (spec section 3 "Account details"). */
export const DETAILS_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'birthday',
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'flatNumber',
  'postCode',
  'companyName',
  'companyCode',
  'vatNumber',
] as const;

/**
 * The account details form (PATCH /customers/{id}): every profile field; the company fields only when
 * the customer buys for a company (a person's form clears them).
 */
export function saveAccountDetails(shop: ShopRequest, customerId: number, form: FormData) {
  const isCompany = checked(form, 'isCompany');
  const body: Record<string, unknown> = {
    isCompany,
    gender: text(form, 'gender') || 'unknown',
    subscribedToNewsletter: checked(form, 'subscribedToNewsletter'),
    subscribedToSmsOffers: checked(form, 'subscribedToSmsOffers'),
  };
  for (const name of DETAILS_TEXT_FIELDS) {
    const company = ['companyName', 'companyCode', 'vatNumber'].includes(name);
    body[name] = company && !isCompany ? null : text(form, name);
  }
  return submitAccountForm(() => shop.api.patch(`/customers/${customerId}`, body));
}

/**
 * The change password form (PUT /customers/{id}/password). The API ends every session of the account,
 * so on success the shopper is signed in again with the new password and stays signed in here.
 */
export async function changeAccountPassword(
  shop: ShopRequest,
  customer: Customer | null,
  form: FormData,
): Promise<AccountFormResult> {
  if (!customer) return { ok: false, fieldErrors: {}, message: CUSTOMER_NOT_DEFINED_MESSAGE };
  const newPassword = String(form.get('newPassword') ?? '');
  const result = await submitAccountForm(() =>
    shop.api.put(`/customers/${customer.id}/password`, {
      currentPassword: String(form.get('currentPassword') ?? ''),
      newPassword,
      confirmNewPassword: String(form.get('confirmNewPassword') ?? ''),
    }),
  );
  if (!result.ok) return result;
  const session = await shop.api
    .post<SignInResponse>('/customers/token', { email: customer.email, password: newPassword })
    .catch(() => null);
  storeTokens(shop.tokens, session);
  return result;
}

/** The customer's delivery addresses, the default first. */
export async function loadAddressBook(shop: ShopRequest): Promise<AddressBookEntry[]> {
  const list = await shop.api.get<List<AddressBookEntry>>('/addresses');
  return [...list.data].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** One of the customer's addresses, or null when it is not theirs (or gone). */
export async function loadAddress(shop: ShopRequest, id: string): Promise<AddressBookEntry | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  try {
    return await shop.api.get<AddressBookEntry>(`/addresses/${id}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The address form's fields, as POST and PUT /addresses take them. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'apartmentNumber',
  'postCode',
  'companyName',
  'companyCode',
  'vatNumber',
] as const;

/** Creates (id null) or changes an address; "make it the default" is a second call when asked for. */
export function saveAddress(
  shop: ShopRequest,
  customerId: number,
  id: number | null,
  form: FormData,
): Promise<AccountFormResult> {
  const body = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(form, name)]));
  return submitAccountForm(async () => {
    const saved = id
      ? await shop.api.put<AddressBookEntry>(`/addresses/${id}`, body)
      : await shop.api.post<AddressBookEntry>('/addresses', body);
    if (checked(form, 'isDefault') && !saved.isDefault) {
      await shop.api.put(`/customers/${customerId}`, { defaultAddress: saved.id });
    }
  });
}

/** Deletes an address or makes it the default (the address list's buttons). */
export function changeAddressBook(
  shop: ShopRequest,
  customerId: number,
  form: FormData,
): Promise<AccountFormResult> {
  const id = Number(form.get('addressId'));
  const intent = form.get('intent');
  return submitAccountForm(() =>
    intent === 'delete-address'
      ? shop.api.delete(`/addresses/${id}`)
      : shop.api.put(`/customers/${customerId}`, { defaultAddress: id }),
  );
}
