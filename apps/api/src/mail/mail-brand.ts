import { MEDIA_CACHE_BASE } from '@shop/contracts/constants';
import type { LocaleCode } from '@shop/locale';
import type { Database } from '../db/database.ts';
import { channelBrand } from '../modules/channels/service.ts';
import { sellerOf, type Seller } from '../modules/orders/seller.ts';
import { fill } from './mail-content.ts';

/** Who a mail comes from: the channel's name and logo, its storefront, and the seller for the footer. */
export interface MailBrand {
  shopName: string;
  /** The logo through the storefront's media proxy (an absolute URL mail clients can load), or null. */
  logoUrl: string | null;
  /** The storefront's home page. */
  homeUrl: string;
  seller: Seller;
}

/** The logo filter's picture at 1.5x (360 px wide, shown at 150 px: sharp on retina screens), through the storefront (ADR 0001 proxies /media). */
export function logoUrl(storefrontUrl: string, logoPath: string | null): string | null {
  if (!logoPath) return null;
  const path = logoPath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${storefrontUrl}${MEDIA_CACHE_BASE}/logo/${path}?density=1.5`;
}

/** The brand of a channel's mail; `storefrontUrl` is the channel's STOREFRONT_URLS entry. */
export async function loadMailBrand(
  db: Database,
  channelCode: string,
  storefrontUrl: string,
): Promise<MailBrand> {
  const channel = await channelBrand(db, channelCode);
  return {
    shopName: channel?.name ?? channelCode,
    logoUrl: logoUrl(storefrontUrl, channel?.logoPath ?? null),
    homeUrl: storefrontUrl,
    seller: await sellerOf(db, channelCode),
  };
}

const FOOTER: Record<LocaleCode, { companyCode: string; vatCode: string; questions: string }> = {
  lt: {
    companyCode: 'Įmonės kodas',
    vatCode: 'PVM mokėtojo kodas',
    questions: 'Klausimų? Rašykite {email} arba skambinkite {phone}.',
  },
  en: {
    companyCode: 'Company code',
    vatCode: 'VAT code',
    questions: 'Questions? Write to {email} or call {phone}.',
  },
  et: {
    companyCode: 'Registrikood',
    vatCode: 'KMKR nr',
    questions: 'Küsimusi? Kirjutage {email} või helistage {phone}.',
  },
  ru: {
    companyCode: 'Код предприятия',
    vatCode: 'Код плательщика НДС',
    questions: 'Есть вопросы? Пишите на {email} или звоните {phone}.',
  },
};

/** The footer's lines: the shop's contacts and the seller's legal details, in the mail's language. */
export function footerLines(brand: MailBrand, locale: LocaleCode): string[] {
  const texts = FOOTER[locale];
  const { seller } = brand;
  return [
    fill(texts.questions, { email: seller.email, phone: seller.phone }),
    `${seller.name}, ${seller.address}`,
    `${texts.companyCode} ${seller.companyCode} · ${texts.vatCode} ${seller.vatCode}`,
    brand.homeUrl,
  ];
}
