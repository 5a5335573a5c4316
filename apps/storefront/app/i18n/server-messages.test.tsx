import {
  BLANK_MESSAGE,
  COMPANY_NAME_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FORMAT_MESSAGE,
  NAME_MESSAGE,
  OUT_OF_STOCK_COMPLETE_MESSAGE,
  PHONE_MESSAGE,
  tooLong,
  VAT_MESSAGE,
} from '@shop/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogFor } from './catalogs.server.ts';
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
    ];
    const shown = sent.map((message) => localiseServerMessage(lt, message));
    shown.forEach((text, index) => expect(text, sent[index]).not.toBe(sent[index]));
    expect(shown[8]).toBe('Per ilga reikšmė: daugiausia 64 simbolių.');
    expect(shown[10]).toBe('Prekės „PRAM-1“ neturime pakankamai.');
    // In English the texts stay the spec's own.
    expect(sent.map((message) => localiseServerMessage(en, message))).toEqual(sent);
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
    '<iframe src="https://evil.test"></iframe>',
    '"><script>alert(1)</script>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<style>*{background:url("javascript:alert(1)")}</style>',
    '<!-- <img src=x onerror=alert(1)> -->',
    '<details open ontoggle=alert(1)>',
    '<img src=x onerror=alert(1)',
  ];

  it('are plain text: markup from an unknown server text never becomes elements', () => {
    for (const payload of payloads) {
      const text = localiseServerMessage(en, payload);
      expect(text, payload).not.toMatch(/<[a-z!/?]/i);
      const html = renderToString(<p>{text}</p>);
      expect(html, payload).not.toMatch(/<(?!\/?p>)[a-z!/]/i);
    }
  });

  it('keep their words: tags are dropped, whitespace collapsed, and long texts capped', () => {
    expect(plainServerText('Sorry, <b>this gift</b>\n is gone.')).toBe('Sorry, this gift is gone.');
    expect(plainServerText('<script>alert(1)</script>Order failed')).toBe('Order failed');
    expect(plainServerText('A < B and C > D')).toBe('A < B and C > D');
    expect(plainServerText('x'.repeat(800))).toHaveLength(500);
  });
});
