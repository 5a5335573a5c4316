import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { useShop } from '~/lib/shop-context.tsx';
import { loyaltyPopupEligible, useLoyaltyPopup } from './loyalty-popup.ts';

/**
 * The popup's view and its benefit list come when it opens (a few seconds after the page loaded, for the
 * shoppers it is for), not with every page's first load (ADR 0048, "First-load JS").
 */
const LoyaltyModalView = lazy(() => import('./loyalty-modal-view.tsx'));

/** Mounted in the main layout: the popup for signed-in customers who have not joined (see useLoyaltyPopup). */
export function LoyaltyModal() {
  const { customer, channel } = useShop();
  // The loyalty page itself says all the popup would.
  const onLoyaltyPage = useMatches().some((match) => match.id.startsWith('ACCOUNT_LOYALTY___'));
  const { open, close } = useLoyaltyPopup(!onLoyaltyPage && loyaltyPopupEligible(customer, channel));
  return open ? (
    <Suspense fallback={null}>
      <LoyaltyModalView onClose={close} />
    </Suspense>
  ) : null;
}
