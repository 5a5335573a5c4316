import { describe, expect, it } from 'vitest';
import { demoChannel } from '../testing/fixtures.ts';
import { occurrences, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';

describe('footer newsletter block', () => {
  it('has the email field, both consents and the subscribe button, posting to the newsletter resource', () => {
    const html = renderInShop(<SiteFooter />);
    expect(tagWith(html, 'data-testid="newsletter-form"')).toContain('action="/resources/newsletter"');
    expect(tagWith(html, 'data-testid="newsletter-email"')).toContain('type="email"');
    expect(tagWith(html, 'data-testid="newsletter-acceptedPrivacyPolicy"')).toContain('type="checkbox"');
    expect(tagWith(html, 'data-testid="newsletter-acceptedTermsAndConditions"')).toContain('type="checkbox"');
    expect(html).toContain('Prenumeruokite naujienlaiškį');
    // No errors before the shopper has touched anything.
    expect(html).not.toContain('newsletter-email-error');
  });

  it('links the privacy policy and terms pages, opening in a new tab', () => {
    const channel = {
      ...demoChannel(),
      privacyPolicyPage: { id: 7, slug: 'privatumo-politika' },
      termsOfServicePage: { id: 8, slug: 'pirkimo-taisykles' },
    };
    const html = renderInShop(<SiteFooter />, { channel });
    for (const href of ['/privatumo-politika-7', '/pirkimo-taisykles-8']) {
      const link = tagWith(html, `href="${href}"`);
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
    const english = renderInShop(<SiteFooter />, { channel, locale: 'en', url: '/en' });
    expect(english).toContain('I agree to the <a');
    expect(occurrences(english, 'target="_blank" rel="noopener noreferrer"')).toBeGreaterThanOrEqual(2);
  });
});
