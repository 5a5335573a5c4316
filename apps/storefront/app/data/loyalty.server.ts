import type { CustomerLoyalty, List, LoyaltyAccount, LoyaltyBenefit, LoyaltyLevel } from '@shop/contracts';
import { submitAccountForm, type AccountFormResult } from './account-forms.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The signed-in customer's loyalty account (null before they ever joined). */
export async function loadLoyaltyAccount(shop: ShopRequest): Promise<LoyaltyAccount | null> {
  return (await shop.api.get<CustomerLoyalty>('/customers/me/loyalty')).account;
}

/** Every benefit of the channel's programme (a failure goes to the error page, spec section 8). */
export async function loadLoyaltyBenefits(shop: ShopRequest): Promise<LoyaltyBenefit[]> {
  return (await shop.api.get<List<LoyaltyBenefit>>('/loyalty-benefits')).data;
}

export async function loadLoyaltyLevels(shop: ShopRequest): Promise<LoyaltyLevel[]> {
  return (await shop.api.get<List<LoyaltyLevel>>('/loyalty-levels')).data;
}

/** The loyalty page's buttons: join the programme, or leave it (the page asked for a confirmation). */
export function changeLoyalty(shop: ShopRequest, form: FormData): Promise<AccountFormResult> {
  const intent = form.get('intent');
  if (intent === 'leave') {
    const id = Number(form.get('membershipId'));
    return submitAccountForm(() => shop.api.patch(`/customer-loyalty-rules/${id}/leave`, {}));
  }
  return submitAccountForm(() => shop.api.post('/customer-loyalty-rules', {}));
}
