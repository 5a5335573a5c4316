import { describe, expect, it } from 'vitest';
import { EMPTY_NEWSLETTER, newsletterErrors } from './newsletter-rules.ts';

describe('newsletter form rules (spec section 5)', () => {
  it('needs the email and both consents', () => {
    expect(newsletterErrors(EMPTY_NEWSLETTER)).toEqual({
      email: 'validation.emailRequired',
      acceptedPrivacyPolicy: 'newsletter.errors.privacyRequired',
      acceptedTermsAndConditions: 'newsletter.errors.termsRequired',
    });
    expect(newsletterErrors({ ...EMPTY_NEWSLETTER, email: '   ' }).email).toBe('validation.emailRequired');
  });

  it('needs a valid email', () => {
    for (const email of ['ona', 'ona@', 'ona@gandras', 'o na@gandras.lt', `${'a'.repeat(250)}@x.lt`]) {
      expect(newsletterErrors({ ...EMPTY_NEWSLETTER, email }).email, email).toBe('validation.emailInvalid');
    }
  });

  it('has nothing to say about a complete form', () => {
    expect(
      newsletterErrors({
        email: ' ona@gandras.lt ',
        acceptedPrivacyPolicy: true,
        acceptedTermsAndConditions: true,
      }),
    ).toEqual({});
  });
});
