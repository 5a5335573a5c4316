import type { BusinessAccessRequestBody, Customer, List } from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { routePath } from '~/routing/route-path.ts';
import { submitAccountForm, type AccountFormResult } from './account-forms.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The company fields of the request, in the order the form shows them. */
export const BUSINESS_ACCESS_FIELDS = [
  'companyName',
  'companyCode',
  'vatNumber',
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'postCode',
] as const satisfies readonly (keyof BusinessAccessRequestBody)[];

/**
 * Where a customer stands on a login-only (b2b) channel: `buyer` may buy (a company account the shop
 * approved), `pending` asked for business access and waits, `retail` may ask for it (issue 18).
 */
export type BusinessAccessState = 'buyer' | 'pending' | 'retail';

export function businessAccessState(customer: Pick<Customer, 'isCompany' | 'approved'>): BusinessAccessState {
  if (!customer.isCompany) return 'retail';
  return customer.approved ? 'buyer' : 'pending';
}

/**
 * After signing in on a login-only channel: the business access page when the customer may not buy there
 * (a retail account), else null (go on as usual). Asked of the API with the new session's token.
 */
export async function businessAccessRedirect(shop: ShopRequest): Promise<string | null> {
  if (!shop.channel.requiresLogin) return null;
  try {
    const me = await shop.api.get<List<Customer>>('/customers/me');
    const customer = me.data[0];
    if (!customer || businessAccessState(customer) === 'buyer') return null;
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) return null;
    throw error;
  }
  return routePath('BUSINESS_ACCESS', shop.locale, {}, shop.defaultLocale);
}

/** POST /customers/me/business-access with the form's company data; the API's 422 lists every field. */
export function requestBusinessAccess(shop: ShopRequest, form: FormData): Promise<AccountFormResult> {
  const body = {} as BusinessAccessRequestBody;
  for (const field of BUSINESS_ACCESS_FIELDS) {
    const value = form.get(field);
    body[field] = typeof value === 'string' ? value.trim() : '';
  }
  return submitAccountForm(() => shop.api.post('/customers/me/business-access', body));
}
