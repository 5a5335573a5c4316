import type { Address, MailPreviewKind } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import type { MailContent } from '../../mail/mail-content.ts';
import { accountDecisionContent } from '../admin/account-decision-emails.ts';
import { invitationContent, invitationPageUrl } from '../admin/invitation-emails.ts';
import {
  accountDeletionRefusedContent,
  accountDeletionScheduledContent,
} from '../customers/account-deletion-emails.ts';
import { accountVerificationContent } from '../customers/customer-emails.ts';
import { passwordResetContent } from '../customers/password-reset-emails.ts';
import { registrationAttemptContent } from '../customers/registration-attempt-emails.ts';
import { newsletterConfirmationContent } from '../newsletter/newsletter-emails.ts';
import { orderConfirmationBlocks, type OrderMailInput } from '../orders/order-emails.ts';
import type { Seller } from '../orders/seller.ts';
import { returnEmailContent, type ReturnMailInput } from '../returns/return-emails.ts';
import { reviewLinksContent } from '../reviews/review-emails.ts';
import { backInStockContent } from '../stock-notifications/back-in-stock-emails.ts';

/** Demo names of things a mail names, in each language (what the demo catalogue calls them). */
const DEMO_NAMES: Record<
  LocaleCode,
  {
    pram: string;
    cot: string;
    courier: string;
    locker: string;
    bank: string;
    card: string;
    returnMethod: string;
    reason: string;
  }
> = {
  lt: {
    pram: 'Vežimėlis „Debesėlis“',
    cot: 'Lovytė „Sapnas“',
    courier: 'Kurjeris į namus',
    locker: 'Omniva paštomatas',
    bank: 'Bankinis pavedimas',
    card: 'Mokėjimo kortele',
    returnMethod: 'Omniva paštomatas',
    reason: 'Nepavyko patikrinti įmonės duomenų.',
  },
  en: {
    pram: 'Cloud pram',
    cot: 'Dream cot',
    courier: 'Courier to your door',
    locker: 'Omniva parcel locker',
    bank: 'Bank transfer',
    card: 'Payment card',
    returnMethod: 'Omniva parcel locker',
    reason: 'We could not verify the company details.',
  },
  et: {
    pram: 'Lapsevanker „Pilveke“',
    cot: 'Võrevoodi „Unenägu“',
    courier: 'Kuller koju',
    locker: 'Omniva pakiautomaat',
    bank: 'Pangaülekanne',
    card: 'Maksekaart',
    returnMethod: 'Omniva pakiautomaat',
    reason: 'Ettevõtte andmeid ei õnnestunud kontrollida.',
  },
  ru: {
    pram: 'Коляска «Облачко»',
    cot: 'Кроватка «Сон»',
    courier: 'Курьер до двери',
    locker: 'Постамат Omniva',
    bank: 'Банковский перевод',
    card: 'Платёжная карта',
    returnMethod: 'Постамат Omniva',
    reason: 'Не удалось проверить данные компании.',
  },
};

const DEMO_ADDRESS: Address = {
  firstName: 'Ona',
  lastName: 'Onaitė',
  phoneNumber: '+370 612 34567',
  countryCode: 'LT',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  houseNumber: '9',
  apartmentNumber: '12',
  postCode: 'LT-01103',
  companyName: null,
  vatNumber: null,
  companyCode: null,
};

function demoOrder(locale: LocaleCode, variant: 'bank-transfer' | 'parcel-locker'): OrderMailInput {
  const names = DEMO_NAMES[locale];
  const locker = variant === 'parcel-locker';
  const delivery = locker ? 299 : 0;
  return {
    number: '000001234',
    localeCode: locale,
    currencyCode: 'EUR',
    billingAddress: DEMO_ADDRESS,
    shippingAddress: locker ? null : DEMO_ADDRESS,
    items: [
      { productName: names.pram, quantity: 1, total: 34900 },
      { productName: names.cot, quantity: 2, total: 25800 },
    ],
    shipments: [
      {
        method: {
          code: locker ? 'omniva' : 'courier',
          name: locker ? names.locker : names.courier,
          description: null,
          carrier: locker ? 'omniva' : 'venipak',
          kind: locker ? 'parcel_locker' : 'courier',
          price: delivery,
          freeAbove: null,
          cost: delivery,
        },
        parcelLocker: locker
          ? {
              code: 'OMNIVA-9001',
              carrier: 'omniva',
              name: 'Vilnius, Akropolis',
              address: 'Ozo g. 25',
              city: 'Vilnius',
              postCode: '07150',
            }
          : null,
      },
    ],
    payments: [
      { method: locker ? { kind: 'online', name: names.card } : { kind: 'bank_transfer', name: names.bank } },
    ],
    promotions: [],
    summary: {
      subtotal: 60700,
      delivery,
      discount: 0,
      tax: Math.round(((60700 + delivery) * 21) / 121),
      amountWithoutTax: 60700 + delivery - Math.round(((60700 + delivery) * 21) / 121),
      total: 60700 + delivery,
      shippingDiscount: 0,
      giftCoupon: 0,
      loyaltyDiscount: 0,
    },
  };
}

function demoReturn(locale: LocaleCode): ReturnMailInput {
  return {
    number: 'R-000042',
    orderNumber: '000001234',
    currencyCode: 'EUR',
    returnMethod: { name: DEMO_NAMES[locale].returnMethod },
    refundableAmount: 12900,
    refund: { couponCode: 'GR-7KQ2-M4XD' },
  };
}

/** Where the demo mails' links go: the storefront's pages with made-up tokens. */
function link(storefrontUrl: string, locale: LocaleCode, path: string): string {
  return `${storefrontUrl}${locale === 'lt' ? '' : `/${locale}`}/${path}`;
}

/**
 * Each mail kind written with demo data, as the back office's "Mail previews" shows it: the same content
 * functions the jobs use, so a preview is what a customer gets.
 */
export function demoMailContent(
  kind: MailPreviewKind,
  locale: LocaleCode,
  storefrontUrl: string,
  seller: Seller,
): MailContent {
  const url = (path: string) => link(storefrontUrl, locale, path);
  const names = DEMO_NAMES[locale];
  const brand = { shopName: '', logoUrl: null, homeUrl: storefrontUrl, seller };
  switch (kind) {
    case 'order-confirmation':
      return orderConfirmationBlocks(demoOrder(locale, 'bank-transfer'), url('orders/demo-token'), brand);
    case 'order-confirmation-parcel-locker':
      return orderConfirmationBlocks(demoOrder(locale, 'parcel-locker'), url('orders/demo-token'), brand);
    case 'account-verification':
      return accountVerificationContent({
        locale,
        firstName: 'Ona',
        url: url('verify-account?token=demo-token'),
        needsApproval: false,
      });
    case 'password-reset':
      return passwordResetContent(locale, 'Ona', url('reset-password/demo-token'));
    case 'registration-attempt':
      return registrationAttemptContent({
        locale,
        firstName: 'Ona',
        signInUrl: url('auth'),
        resetUrl: url('reset-password'),
      });
    case 'account-deletion-scheduled':
      return accountDeletionScheduledContent(locale, {
        firstName: 'Ona',
        scheduledAt: new Date('2026-12-01T10:00:00Z'),
        url: url('cancel-account-deletion?accountDeletionToken=demo-token'),
      });
    case 'account-deletion-refused':
      return accountDeletionRefusedContent(locale, 'Ona');
    case 'return-created':
      return returnEmailContent(demoReturn(locale), {
        locale,
        state: 'initiated',
        url: url('returns/R-000042'),
      });
    case 'return-money-returned':
      return returnEmailContent(demoReturn(locale), {
        locale,
        state: 'money_returned',
        url: url('returns/R-000042'),
      });
    case 'newsletter-confirmation':
      return newsletterConfirmationContent({ locale, url: url('newsletter/confirm?token=demo-token') });
    case 'account-approved':
    case 'account-rejected':
      return accountDecisionContent({
        locale,
        decision: kind === 'account-approved' ? 'approve' : 'reject',
        name: 'Ona',
        shop: 'Gandras B2B',
        signInUrl: url('auth'),
        reason: kind === 'account-rejected' ? names.reason : undefined,
        contact: `${seller.phone}, ${seller.email}`,
      });
    case 'review-request':
      return reviewLinksContent({
        locale,
        orderNumber: '000001234',
        links: [
          { productName: names.pram, url: url('review/demo-token-1') },
          { productName: names.cot, url: url('review/demo-token-2') },
        ],
      });
    case 'back-in-stock':
      return backInStockContent({ locale, productName: names.cot, url: url('p/lovyte-sapnas-12') });
    case 'admin-invitation':
      return invitationContent(locale, {
        name: 'Rasa',
        email: 'rasa@gandras.lt',
        shop: 'Gandras',
        url: invitationPageUrl(storefrontUrl, 'demo-token'),
      });
  }
}
