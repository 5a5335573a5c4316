import { ACCOUNT_NOT_APPROVED_MESSAGE, BLANK_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { demoChannel } from '../testing/fixtures.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { VerifyAccount } from './account-forms.tsx';

const web = demoChannel();
const b2b = demoChannel({
  code: 'b2b',
  requiresLogin: true,
  contactPhoneNumber: '+370 600 99999',
  contactEmail: 'verslas@gandras.lt',
});
const COMPANY_FIELDS = ['companyName', 'companyCode', 'vatNumber'];
const ADDRESS_FIELDS = ['countryCode', 'city', 'street', 'houseNumber', 'postCode'];

const render = (element: React.ReactNode, channel = web, locale: 'lt' | 'en' = 'en') =>
  renderInShop(element, {
    channel,
    locale,
    url: locale === 'en' ? '/en/auth' : '/auth',
    routeId: `AUTH___${locale}`,
  });

const hasField = (html: string, name: string) => html.includes(`data-testid="auth-${name}"`);

describe('SignUpForm', () => {
  it('on the web shop offers the company fields behind the company checkbox, no address', () => {
    const html = render(<SignUpForm result={undefined} />);
    expect(hasField(html, 'isCompany')).toBe(true);
    for (const name of [...COMPANY_FIELDS, ...ADDRESS_FIELDS]) expect(hasField(html, name), name).toBe(false);
  });

  it('on a login-only channel always asks for the company and its address, each required', () => {
    const html = render(<SignUpForm result={undefined} />, b2b);
    expect(hasField(html, 'isCompany')).toBe(false);
    expect(html).toContain('<input type="hidden" name="isCompany" value="true"/>');
    expect(html).toContain('Company details');
    for (const name of [...COMPANY_FIELDS, ...ADDRESS_FIELDS]) {
      expect(hasField(html, name), name).toBe(true);
      expect(tagWith(html, `data-testid="auth-${name}"`), name).toContain('required');
    }
    // The country is chosen from the shop's countries.
    expect(tagWith(html, 'data-testid="auth-countryCode"')).toMatch(/^<select/);
    expect(html).toContain('<option value="LT" selected="">Lithuania</option>');
  });

  it("shows the API's refusals under the company fields", () => {
    const html = render(
      <SignUpForm
        result={{
          ok: false,
          fieldErrors: { vatNumber: 'Not a VAT number.', street: BLANK_MESSAGE },
          message: null,
        }}
      />,
      b2b,
    );
    expect(tagWith(html, 'data-testid="auth-vatNumber"')).toContain('aria-invalid="true"');
    expect(html).toContain('Not a VAT number.');
    expect(tagWith(html, 'data-testid="auth-street"')).toContain('aria-invalid="true"');
  });

  it('after a b2b registration says the shop approves the account, with its phone and email', () => {
    const html = render(<SignUpForm result={{ ok: true }} />, b2b);
    expect(html).toContain('the shop then reviews the account');
    expect(tagWith(html, 'data-testid="shop-contact-phone"')).toContain('href="tel:+37060099999"');
    expect(html).toContain('+370 600 99999');
    expect(tagWith(html, 'data-testid="shop-contact-email"')).toContain('href="mailto:verslas@gandras.lt"');

    const lt = render(<SignUpForm result={{ ok: true }} />, b2b, 'lt');
    expect(lt).toContain('Susisiekite su parduotuve:');

    const webDone = render(<SignUpForm result={{ ok: true }} />);
    expect(webDone).toContain('open it and you can sign in');
    expect(webDone).not.toContain('data-testid="shop-contact"');
  });
});

describe('SignInForm', () => {
  const refused = (message: string) => ({
    ok: false as const,
    message,
    fieldErrors: {},
    email: 'a@b.lt',
    botCheck: false,
  });

  it('on a login-only channel tells a refused or waiting user how to contact the shop', () => {
    for (const message of [ACCOUNT_NOT_APPROVED_MESSAGE, INVALID_CREDENTIALS_MESSAGE]) {
      const html = render(<SignInForm failure={refused(message)} />, b2b);
      expect(html).toContain('data-testid="sign-in-error"');
      expect(tagWith(html, 'data-testid="sign-in-contact-phone"')).toContain('href="tel:+37060099999"');
      expect(tagWith(html, 'data-testid="sign-in-contact-email"')).toContain('mailto:verslas@gandras.lt');
    }
    expect(render(<SignInForm failure={null} />, b2b)).not.toContain('sign-in-contact');
  });

  it('on the web shop shows the refusal alone', () => {
    const html = render(<SignInForm failure={refused(INVALID_CREDENTIALS_MESSAGE)} />);
    expect(html).toContain('Wrong email or password.');
    expect(html).not.toContain('sign-in-contact');
  });
});

describe('VerifyAccount opened without a token', () => {
  const cases = [
    { locale: 'lt', url: '/verify-account', mailbox: 'Atidarykite laišką', signIn: '/auth' },
    { locale: 'en', url: '/en/verify-account', mailbox: 'Open the mail we sent you', signIn: '/en/auth' },
    { locale: 'et', url: '/et/verify-account', mailbox: 'Avage e-kiri', signIn: '/et/auth' },
    { locale: 'ru', url: '/ru/verify-account', mailbox: 'Откройте письмо', signIn: '/ru/auth' },
  ] as const;

  it.each(cases)(
    'says what to do in $locale, not that activation failed',
    ({ locale, url, mailbox, signIn }) => {
      const html = renderInShop(<VerifyAccount verified={null} resend={undefined} />, {
        locale,
        url,
        routeId: `VERIFY_ACCOUNT___${locale}`,
      });
      expect(tagWith(html, 'data-testid="verify-check-mailbox"')).toBeTruthy();
      expect(html).toContain(mailbox);
      expect(html).not.toContain('role="alert"');
      expect(html).not.toContain('data-testid="auth-form-error"');
      // A new link by mail, or sign in.
      expect(html).toContain('name="intent" value="resend"');
      expect(tagWith(html, 'data-testid="verify-sign-in"')).toContain(`href="${signIn}"`);
    },
  );

  it('still reports a link that did not work', () => {
    const html = renderInShop(
      <VerifyAccount verified={{ ok: false, fieldErrors: {}, message: null }} resend={undefined} />,
      { url: '/verify-account', routeId: 'VERIFY_ACCOUNT___lt' },
    );
    expect(html).toContain('data-testid="auth-form-error"');
    expect(html).toContain('Paskyros aktyvuoti nepavyko.');
    expect(html).not.toContain('data-testid="verify-check-mailbox"');
  });
});
