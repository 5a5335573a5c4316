import { MAIL_PREVIEW_KINDS, type MailPreviewKind } from '@shop/contracts';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import { describe, expect, it } from 'vitest';
import type { MailBrand } from '../src/mail/mail-brand.ts';
import { renderMail } from '../src/mail/render-mail.tsx';
import { demoMailContent } from '../src/modules/mail-previews/demo-mails.ts';
import { SELLER } from '../src/modules/orders/seller.ts';

const STOREFRONT = 'https://shop.test';
const BRAND: MailBrand = {
  shopName: 'Gandras',
  logoUrl: `${STOREFRONT}/media/cache/logo/logos/gandras.svg?density=1.5`,
  homeUrl: STOREFRONT,
  seller: SELLER,
};

const render = (kind: MailPreviewKind, locale: LocaleCode) =>
  renderMail(demoMailContent(kind, locale, STOREFRONT, SELLER), BRAND);

/** Per kind and language: a part of the subject and a phrase of the body. */
const EXPECTED: Record<MailPreviewKind, Record<LocaleCode, [subject: string, phrase: string]>> = {
  'order-confirmation': {
    lt: ['Užsakymas 000001234 gautas', 'ačiū, jūsų užsakymą 000001234 gavome'],
    en: ['Order 000001234 received', 'we have received your order 000001234'],
    et: ['Tellimus 000001234 on kätte saadud', 'oleme teie tellimuse 000001234 kätte saanud'],
    ru: ['Заказ 000001234 получен', 'мы получили ваш заказ 000001234'],
  },
  'order-confirmation-parcel-locker': {
    lt: ['Užsakymas 000001234 gautas', 'Paštomatas'],
    en: ['Order 000001234 received', 'Parcel locker'],
    et: ['Tellimus 000001234 on kätte saadud', 'Pakiautomaat'],
    ru: ['Заказ 000001234 получен', 'Постамат'],
  },
  'account-verification': {
    lt: ['Patvirtinkite savo paskyrą', 'ačiū, kad užsiregistravote'],
    en: ['Confirm your account', 'thank you for registering'],
    et: ['Kinnitage oma konto', 'aitäh registreerumast'],
    ru: ['Подтвердите свой аккаунт', 'Спасибо за регистрацию'],
  },
  'password-reset': {
    lt: ['Slaptažodžio keitimas', 'gavome prašymą pakeisti jūsų paskyros slaptažodį'],
    en: ['Reset your password', 'we received a request to reset the password'],
    et: ['Parooli muutmine', 'saime taotluse teie konto parooli muutmiseks'],
    ru: ['Смена пароля', 'Мы получили запрос на смену пароля'],
  },
  'registration-attempt': {
    lt: ['bandė užsiregistruoti jūsų el. pašto adresu', 'Paskyra šiuo adresu jau yra'],
    en: ['tried to register with your email address', 'An account with this address already exists'],
    et: ['proovis teie e-posti aadressiga registreeruda', 'Selle aadressiga konto on juba olemas'],
    ru: ['пытался зарегистрироваться с вашим адресом', 'Аккаунт с этим адресом уже есть'],
  },
  'account-deletion-scheduled': {
    lt: ['Jūsų paskyra bus ištrinta', 'atšaukite ištrynimą'],
    en: ['Your account will be deleted', 'cancel the deletion'],
    et: ['Teie konto kustutatakse', 'tühistage kustutamine'],
    ru: ['Ваш аккаунт будет удалён', 'отмените удаление'],
  },
  'account-deletion-refused': {
    lt: ['Paskyros ištrinti nepavyko', 'turite neįvykdytų užsakymų'],
    en: ['Your account was not deleted', 'orders that are not completed yet'],
    et: ['Kontot ei kustutatud', 'teil on veel täitmata tellimusi'],
    ru: ['Аккаунт не удалён', 'у вас есть невыполненные заказы'],
  },
  'return-created': {
    lt: ['Grąžinimas R-000042: Grąžinimas pateiktas', 'gavome jūsų grąžinimo prašymą R-000042'],
    en: ['Return R-000042: Return requested', 'we have received your return request R-000042'],
    et: ['Tagastus R-000042: Tagastus esitatud', 'oleme kätte saanud teie tagastustaotluse R-000042'],
    ru: ['Возврат R-000042: Возврат оформлен', 'мы получили ваш запрос на возврат R-000042'],
  },
  'return-money-returned': {
    lt: ['Grąžinimas R-000042: Pinigai grąžinti', 'kupono kodas: GR-7KQ2-M4XD'],
    en: ['Return R-000042: Money returned', 'coupon code: GR-7KQ2-M4XD'],
    et: ['Tagastus R-000042: Raha tagastatud', 'kupongikood: GR-7KQ2-M4XD'],
    ru: ['Возврат R-000042: Деньги возвращены', 'Код купона магазина: GR-7KQ2-M4XD'],
  },
  'newsletter-confirmation': {
    lt: ['Patvirtinkite naujienlaiškio prenumeratą', 'patvirtinkite prenumeratą'],
    en: ['Confirm your newsletter subscription', 'please confirm your subscription'],
    et: ['Kinnitage uudiskirja tellimus', 'kinnitage tellimus'],
    ru: ['Подтвердите подписку на рассылку', 'подтвердите подписку'],
  },
  'account-approved': {
    lt: ['jūsų paskyra patvirtinta', 'jūsų įmonės paskyra patvirtinta'],
    en: ['your account has been approved', 'your company account has been approved'],
    et: ['teie konto on kinnitatud', 'teie ettevõtte konto on kinnitatud'],
    ru: ['ваш аккаунт подтверждён', 'Аккаунт вашей компании подтверждён'],
  },
  'account-rejected': {
    lt: ['paskyros patvirtinti negalime', 'Priežastis: Nepavyko patikrinti'],
    en: ['we cannot approve your account', 'Reason: We could not verify'],
    et: ['me ei saa teie kontot kinnitada', 'Põhjus: Ettevõtte andmeid'],
    ru: ['мы не можем подтвердить ваш аккаунт', 'Причина: Не удалось проверить'],
  },
  'review-request': {
    lt: ['Kaip jums patiko užsakymo 000001234 prekės?', 'Įvertinkite įsigytas prekes'],
    en: ['How do you like the items of order 000001234?', 'Please rate what you bought'],
    et: ['Kuidas meeldivad tellimuse 000001234 tooted?', 'Palun hinnake ostetud tooteid'],
    ru: ['Как вам товары из заказа 000001234?', 'Оцените купленные товары'],
  },
  'back-in-stock': {
    lt: ['Lovytė „Sapnas“ vėl prekyboje', 'Prekė, kurios laukėte, vėl turime'],
    en: ['Dream cot is back in stock', 'The product you were waiting for is back'],
    et: ['Võrevoodi „Unenägu“ on taas laos', 'Toode, mida ootasite, on taas saadaval'],
    ru: ['Кроватка «Сон» снова в продаже', 'Товар, который вы ждали, снова в наличии'],
  },
  'admin-invitation': {
    lt: [
      'Gandras: kvietimas į administravimo sritį',
      'esate kviečiami prisijungti prie parduotuvės „Gandras“',
    ],
    en: [
      'Gandras: you are invited to the back office',
      'you have been invited to the back office of Gandras',
    ],
    et: ['Gandras: kutse haldusliidesesse', 'teid on kutsutud poe Gandras haldusliidesesse'],
    ru: ['Gandras: приглашение в панель управления', 'Вас пригласили в панель управления магазина Gandras'],
  },
};

/** Words that give away an English text left in an Estonian or Russian mail. */
const ENGLISH = /\b(the|your|you|please|hello|thank|order|account|return|items?|total|delivery|payment)\b/i;

describe('mail templates (ADR 0034)', () => {
  for (const kind of MAIL_PREVIEW_KINDS) {
    it(`writes "${kind}" in lt, en, et and ru with an HTML and a plain-text part`, async () => {
      for (const locale of KNOWN_LOCALES) {
        const mail = await render(kind, locale);
        const [subject, phrase] = EXPECTED[kind][locale];
        expect(mail.subject, `${kind} ${locale}`).toContain(subject);
        expect(mail.text, `${kind} ${locale}`).toContain(phrase);
        expect(mail.html, `${kind} ${locale}`).toContain(`lang="${locale}"`);
        // The one layout: the logo, a column at most 600 px wide, the seller in the footer of both parts.
        expect(mail.html).toContain(`src="${BRAND.logoUrl?.replaceAll('&', '&amp;')}"`);
        expect(mail.html).toContain('max-width:600px');
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain(SELLER.companyCode);
          expect(part).toContain(SELLER.email);
        }
        expect(mail.text).not.toMatch(/<[a-z]/i);
        if (locale === 'et' || locale === 'ru') {
          // Links keep the storefront's paths (English segments); the words around them may not be English.
          const words = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '');
          expect(words, `${kind} ${locale}`).not.toMatch(ENGLISH);
        }
      }
    });
  }

  it('puts the delivery address in the order mail, and the bank transfer instructions once', async () => {
    for (const locale of KNOWN_LOCALES) {
      const mail = await render('order-confirmation', locale);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Gedimino pr. 9-12');
        expect(part).toContain('LT-01103 Vilnius');
        expect(part.split(SELLER.bankAccount)).toHaveLength(2);
      }
      const instruction = {
        lt: 'Apmokėkite bankiniu pavedimu',
        en: 'Please pay by bank transfer',
        et: 'Palun tasuge pangaülekandega',
        ru: 'Оплатите заказ банковским переводом',
      }[locale];
      expect(mail.text.split(instruction)).toHaveLength(2);
    }
  });

  it('puts the parcel locker in the order mail, and no transfer instructions for a card payment', async () => {
    for (const locale of KNOWN_LOCALES) {
      const mail = await render('order-confirmation-parcel-locker', locale);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Vilnius, Akropolis');
        expect(part).toContain('Ozo g. 25');
        expect(part).not.toContain(SELLER.bankAccount);
      }
    }
  });
});
