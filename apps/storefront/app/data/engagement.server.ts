import type { CurrentInformationBar, InformationBar } from '@shop/contracts';
import type { RouterContextProvider } from 'react-router';
import { botProtectionHeaders } from '~/lib/bot-protection/forward.server.ts';
import { submitAccountForm, type AccountFormResult } from './account-forms.server.ts';
import { getShopRequest, type ShopRequest } from './request-context.server.ts';
import { isGuest, loadSharedByGuests } from './shop-data.server.ts';

/**
 * The information bar for this shopper (guest or signed in: the API decides with the token the call
 * carries), or null. A failing call shows no bar rather than breaking the page. A login-only channel's
 * API answers no anonymous visitor (ADR 0029), so its sign-in page does not ask.
 */
export async function loadInformationBar(
  context: Readonly<RouterContextProvider>,
): Promise<InformationBar | null> {
  const shop = getShopRequest(context);
  if (shop.channel.requiresLogin && isGuest(shop.tokens)) return null;
  try {
    const answer = await loadSharedByGuests(shop, '/information-bar', () =>
      shop.api.get<CurrentInformationBar>('/information-bar'),
    );
    return answer.informationBar;
  } catch {
    return null;
  }
}

const checked = (form: FormData, name: string) => form.get(name) === 'on' || form.get(name) === 'true';

/**
 * The footer newsletter form (spec sections 3 and 5): email and both consents; the API answers 202 and
 * mails a confirmation link, or names the problem per field (already subscribed on `email`).
 */
export function subscribeNewsletter(shop: ShopRequest, form: FormData): Promise<AccountFormResult> {
  return submitAccountForm(() =>
    shop.api.post(
      '/customers/subscribe-newsletter',
      {
        email: String(form.get('email') ?? '').trim(),
        acceptedPrivacyPolicy: checked(form, 'acceptedPrivacyPolicy'),
        acceptedTermsAndConditions: checked(form, 'acceptedTermsAndConditions'),
      },
      botProtectionHeaders(form),
    ),
  );
}

/** The double opt-in link: confirms the subscription of the emailed token. */
export function confirmNewsletter(shop: ShopRequest, token: string): Promise<AccountFormResult> {
  return submitAccountForm(() =>
    shop.api.patch(`/customers/newsletter-subscriptions/${encodeURIComponent(token)}`),
  );
}
