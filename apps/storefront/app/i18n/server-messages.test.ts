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
import { describe, expect, it } from 'vitest';
import { catalogFor } from './catalogs.server.ts';
import { localiseServerMessage } from './server-messages.ts';
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
