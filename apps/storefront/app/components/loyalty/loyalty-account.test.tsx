import type { LoyaltyAccount, LoyaltyBenefit } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { LOYALTY_SKELETON_PAGE } from '~/lib/constants.ts';
import { demoChannel } from '../testing/fixtures.ts';
import { occurrences, renderInShop, renderInShopComplete } from '../testing/render-in-shop.tsx';
import { LoyaltyAccountPage } from './loyalty-account.tsx';

const account: LoyaltyAccount = {
  id: 3,
  ruleCode: 'gandras-club',
  cardNumber: '9123456789012345',
  active: true,
  points: 360,
  pointValue: 10,
  pointsPerEuro: 1,
  pointsValue: 3600,
  level: { code: 'gold' },
  amountSpent: 36000,
  nextLevel: { code: 'platinum', amountToSpend: 100000 },
  amountToNextLevel: 64000,
  joinedAt: '2026-11-21T10:00:00.000Z',
};

const benefit = (id: number): LoyaltyBenefit => ({
  id,
  title: `Benefit ${id}`,
  description: 'Free delivery',
  imagePath: `loyalty/benefit-${id}.png`,
  level: { id: 1, code: 'silver' },
});

const channel = demoChannel({
  loyaltyRuleId: 1,
  loyaltyTermsOfServicePage: { id: 9, slug: 'lojalumo-taisykles' },
});

describe('the loyalty page', () => {
  it('shows 8 skeletons while the benefits load', () => {
    const html = renderInShop(
      <LoyaltyAccountPage account={account} benefits={new Promise(() => {})} result={undefined} />,
      { url: '/paskyra/lojalumas', channel },
    );
    expect(html).toContain('data-testid="loyalty-benefits-skeleton"');
    const skeleton = html.slice(html.indexOf('data-testid="loyalty-benefits-skeleton"'));
    expect(occurrences(skeleton.slice(0, skeleton.indexOf('</ul>')), '<li')).toBe(LOYALTY_SKELETON_PAGE);
  });

  it('shows the member’s card, points and their value, level, money spent and left, every benefit and the terms', async () => {
    const html = await renderInShopComplete(
      <LoyaltyAccountPage
        account={account}
        benefits={Promise.resolve([1, 2, 3, 4, 5, 6, 7, 8, 9].map(benefit))}
        result={undefined}
      />,
      { url: '/en/account/loyalty', locale: 'en', routeId: 'ACCOUNT_LOYALTY___en', channel },
    );
    expect(html).toContain('9123 4567 8901 2345');
    expect(html).toMatch(/data-testid="loyalty-points">360</);
    expect(html).toContain('Worth €36.00');
    expect(html).toContain('Gold');
    expect(html).toContain('€360.00');
    expect(html).toContain('€640.00');
    expect(occurrences(html, 'data-testid="loyalty-benefit"')).toBe(9);
    expect(html).toContain('data-testid="loyalty-leave"');
    expect(html).not.toContain('data-testid="loyalty-join"');
    expect(html).toContain('lojalumo-taisykles-9');
  });

  it('invites a customer who has not joined (or left) to join', () => {
    const html = renderInShop(
      <LoyaltyAccountPage
        account={{ ...account, active: false, points: 0 }}
        benefits={new Promise(() => {})}
        result={undefined}
      />,
      { url: '/paskyra/lojalumas', channel },
    );
    expect(html).toContain('data-testid="loyalty-join"');
    expect(html).not.toContain('data-testid="loyalty-card"');
    expect(html).not.toContain('data-testid="loyalty-leave"');
  });
});
