import { describe, expect, it } from 'vitest';
import { catalogFor } from '~/i18n/catalogs.server.ts';
import { createTranslator } from '~/i18n/translator.ts';
import { localiseTaxonomyMessage } from './taxonomy-messages.ts';

const lt = createTranslator('lt', catalogFor('lt'));

describe('the API’s refusals in the back office’s language', () => {
  it('keeps the counts and codes of a refused delete or removal', () => {
    expect(localiseTaxonomyMessage(lt, 'This category holds 1 product. Move them first.')).toBe(
      'Šios kategorijos ištrinti negalima: joje yra 1 prekė. Pirmiausia jas perkelkite kitur.',
    );
    expect(localiseTaxonomyMessage(lt, 'This category holds 3 sub-categories. Move them first.')).toBe(
      'Šios kategorijos ištrinti negalima: joje yra 3 subkategorijos. Pirmiausia jas perkelkite kitur.',
    );
    expect(
      localiseTaxonomyMessage(lt, 'The value size-74 is used by 12 variants: change those variants first.'),
    ).toBe(
      'Reikšmės size-74 pašalinti negalima: ją naudoja 12 variantų. Pirmiausia pakeiskite tuos variantus.',
    );
    expect(localiseTaxonomyMessage(lt, 'This value is set on 7 products: remove it from them first.')).toBe(
      'Šios reikšmės ištrinti negalima: ją naudoja 7 prekės. Pirmiausia ją pašalinkite iš jų.',
    );
    expect(
      localiseTaxonomyMessage(lt, 'The address "drabuziai/kelnes" is already used by the category pants.'),
    ).toBe('Nuorodą „drabuziai/kelnes“ jau naudoja kategorija pants.');
  });

  it('leaves a text it does not know as the API wrote it', () => {
    expect(localiseTaxonomyMessage(lt, 'Something new went wrong.')).toBe('Something new went wrong.');
  });
});
