/** The newsletter form's fields (spec section 3), named as the API names them. */
export const NEWSLETTER_FIELDS = ['email', 'acceptedPrivacyPolicy', 'acceptedTermsAndConditions'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

export interface NewsletterValues {
  email: string;
  acceptedPrivacyPolicy: boolean;
  acceptedTermsAndConditions: boolean;
}

export const EMPTY_NEWSLETTER: NewsletterValues = {
  email: '',
  acceptedPrivacyPolicy: false,
  acceptedTermsAndConditions: false,
};

/** The shape the API accepts too: one @, something on both sides, a dot in the domain, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/**
 * Spec section 5 for the newsletter: email required and valid, privacy and terms consent required. The
 * answer is a message catalog key per invalid field (the same texts the API answers with).
 */
export function newsletterErrors(values: NewsletterValues): Partial<Record<NewsletterField, string>> {
  const errors: Partial<Record<NewsletterField, string>> = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (email.length > EMAIL_MAX) errors.email = 'validation.emailInvalid';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'validation.emailInvalid';
  if (!values.acceptedPrivacyPolicy) errors.acceptedPrivacyPolicy = 'newsletter.errors.privacyRequired';
  if (!values.acceptedTermsAndConditions)
    errors.acceptedTermsAndConditions = 'newsletter.errors.termsRequired';
  return errors;
}

/** Every field marked touched: what a blocked submit does, so that every problem shows at once. */
export const ALL_TOUCHED: Record<NewsletterField, boolean> = {
  email: true,
  acceptedPrivacyPolicy: true,
  acceptedTermsAndConditions: true,
};
export const NONE_TOUCHED: Record<NewsletterField, boolean> = {
  email: false,
  acceptedPrivacyPolicy: false,
  acceptedTermsAndConditions: false,
};
