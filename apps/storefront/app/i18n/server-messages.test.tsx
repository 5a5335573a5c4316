import {
  BLANK_MESSAGE,
  COMPANY_ACCOUNT_REQUIRED_MESSAGE,
  COMPANY_NAME_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FORMAT_MESSAGE,
  INVALID_CHARACTERS_MESSAGE,
  NAME_MESSAGE,
  OUT_OF_STOCK_COMPLETE_MESSAGE,
  PHONE_MESSAGE,
  PRODUCT_REQUIRES_LOGIN_MESSAGE,
  tooLong,
  VAT_MESSAGE,
} from '@shop/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogFor } from './catalogs.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { I18nProvider } from './i18n-context.tsx';
import { localiseServerMessage, plainServerText } from './server-messages.ts';
import { createTranslator } from './translator.ts';

const lt = createTranslator('lt', catalogFor('lt'));
const en = createTranslator('en', catalogFor('en'));

describe('localiseServerMessage', () => {
  it("shows every rule text the API sends (the spec's English) in the page's language", () => {
    const sent = [
      BLANK_MESSAGE,
      EMAIL_REQUIRED_MESSAGE,
      EMAIL_INVALID_MESSAGE,
      NAME_MESSAGE,
      COMPANY_NAME_MESSAGE,
      PHONE_MESSAGE,
      VAT_MESSAGE,
      FORMAT_MESSAGE,
      tooLong(64),
      'This value should be 6 or less.',
      'The product variant with "PRAM-1" code does not have sufficient stock.',
      OUT_OF_STOCK_COMPLETE_MESSAGE,
      COMPANY_ACCOUNT_REQUIRED_MESSAGE,
      PRODUCT_REQUIRES_LOGIN_MESSAGE,
      INVALID_CHARACTERS_MESSAGE,
    ];
    const shown = sent.map((message) => localiseServerMessage(lt, message));
    shown.forEach((text, index) => expect(text, sent[index]).not.toBe(sent[index]));
    expect(shown[8]).toBe('Per ilga reikšmė: daugiausia 64 simbolių.');
    expect(shown[10]).toBe('Prekės „PRAM-1“ neturime pakankamai.');
    // In English the texts stay the spec's own.
    expect(sent.map((message) => localiseServerMessage(en, message))).toEqual(sent);
  });

  it("puts the back office's refusals of a state change in the page's words", () => {
    expect(
      localiseServerMessage(
        lt,
        'Action "cancel" cannot be applied to the order in state "fulfilled" (payment "paid").',
      ),
    ).toBe('Esant dabartinei užsakymo būsenai to atlikti negalima. Atnaujinkite puslapį.');
    expect(localiseServerMessage(en, 'A return in state "requested" cannot become "fulfilled".')).toBe(
      'The return cannot move to that state now. Reload the page to see it.',
    );
    expect(localiseServerMessage(lt, 'The account is already approved.')).toBe('Paskyra jau patvirtinta.');
    expect(localiseServerMessage(en, 'The account is already rejected.')).toBe(
      'The account is already turned down.',
    );
  });

  it('says why a known promo code does not apply, with the amount and date in the page language', () => {
    const et = createTranslator('et', catalogFor('et'));
    const ru = createTranslator('ru', catalogFor('ru'));
    const minimum = 'This code applies to orders from 30.00 €.';
    expect(localiseServerMessage(lt, minimum)).toBe('Šis kodas taikomas užsakymams nuo 30,00 €.');
    expect(localiseServerMessage(en, minimum)).toBe('This code applies to orders from €30.00.');
    expect(localiseServerMessage(et, minimum)).toBe('See kood kehtib tellimustele alates 30,00 €.');
    expect(localiseServerMessage(ru, minimum)).toBe('Этот код действует для заказов от 30,00 €.');
    expect(
      localiseServerMessage(
        lt,
        'This code applies only to products of these categories: Kūdikiams, Vežimėliai.',
      ),
    ).toBe('Šis kodas taikomas tik šių kategorijų prekėms: Kūdikiams, Vežimėliai.');
    expect(localiseServerMessage(en, 'This code can be used from 2027-03-01.')).toBe(
      'This code can be used from 1 March 2027.',
    );
    expect(localiseServerMessage(lt, 'This code has expired.')).toBe('Šio kodo galiojimas baigėsi.');
    expect(localiseServerMessage(ru, 'This code has already been used up.')).toBe(
      'Этот код уже использован.',
    );
  });

  it('names a product short of stock as the shopper knows it when the page knows the variant', () => {
    const message = 'The product variant with "PRAM-RED" code does not have sufficient stock.';
    const names = (code: string) => (code === 'PRAM-RED' ? 'Vežimėlis Luna (Raudona)' : undefined);
    expect(localiseServerMessage(lt, message, names)).toBe(
      'Prekės „Vežimėlis Luna (Raudona)“ neturime pakankamai.',
    );
    expect(localiseServerMessage(en, message, names)).toBe(
      'The product variant with "Vežimėlis Luna (Raudona)" code does not have sufficient stock.',
    );
    // An unknown variant keeps its code.
    expect(localiseServerMessage(lt, message, () => undefined)).toBe(
      'Prekės „PRAM-RED“ neturime pakankamai.',
    );
  });

  it('passes unknown texts through', () => {
    expect(localiseServerMessage(lt, 'Bundle "X" does not exist.')).toBe('Bundle "X" does not exist.');
  });
});

describe('server texts shown to the shopper', () => {
  const payloads = [
    '<script>alert(1)</script>Order failed',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="//evil.test">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<b onclick="alert(1)">bold</b>',
    '<iframe src="https://evil.test"></iframe>',
    '"><script>alert(1)</script>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<style>*{background:url("javascript:alert(1)")}</style>',
    '<!-- <img src=x onerror=alert(1)> -->',
    '<details open ontoggle=alert(1)>',
    '<img src=x onerror=alert(1)',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
  ];
  const shown = (message: string) =>
    // React separates adjacent text with empty comments; they are not part of the message.
    renderToString(
      <I18nProvider locale="lt" catalog={catalogFor('lt')}>
        <p>
          <ServerText message={message} />
        </p>
      </I18nProvider>,
    ).replaceAll('<!-- -->', '');

  it('are sanitised HTML: only emphasis, line breaks and safe links become elements', () => {
    for (const payload of payloads) {
      const html = shown(payload);
      expect(html, payload).not.toMatch(/<(?!\/?(p|b|strong|i|em|br|a)\b)[a-z!/]/i);
      expect(html, payload).not.toMatch(/\son[a-z]+=/i);
      expect(html, payload).not.toMatch(/href="(?!\/[^/]|https?:|mailto:|tel:)/i);
    }
    expect(shown('Sorry, <b>this gift</b> is gone.<br>Choose <a href="/akcijos">another</a>.')).toBe(
      '<p>Sorry, <b>this gift</b> is gone.<br/>Choose <a href="/akcijos">another</a>.</p>',
    );
    expect(shown('Read <a href="https://example.com/terms">the terms</a>')).toContain(
      '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">the terms</a>',
    );
    expect(shown('<a href="javascript:alert(1)">Click</a> me')).toBe('<p>Click me</p>');
    expect(shown('A &amp; B <b>unclosed')).toBe('<p>A &amp; B <b>unclosed</b></p>');
  });

  it('are in the page language when the API sends a known text', () => {
    expect(shown('This email is invalid.')).toBe(`<p>${lt('validation.emailInvalid')}</p>`);
  });

  it('are plain text where a string is needed: tags dropped, whitespace collapsed, long texts capped', () => {
    for (const payload of payloads) {
      const html = renderToString(<p>{localiseServerMessage(en, payload)}</p>);
      expect(html, payload).not.toMatch(/<(?!\/?p>)[a-z!/]/i);
    }
    expect(plainServerText('Sorry, <b>this gift</b>\n is gone.')).toBe('Sorry, this gift is gone.');
    expect(plainServerText('<script>alert(1)</script>Order failed')).toBe('Order failed');
    expect(plainServerText('A < B and C > D, A &amp; B')).toBe('A < B and C > D, A & B');
    expect(plainServerText('x'.repeat(800))).toHaveLength(500);
  });
});
