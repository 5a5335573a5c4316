import type { Database } from '../../db/database.ts';
import { channelLocales, channels } from '../../db/schema/index.ts';
import { SELLER } from '../../modules/orders/seller.ts';
import {
  B2B_CHANNEL_CODE,
  GIFT_WRAPPING_CODE,
  WEB_CHANNEL_CODE,
  type DemoChannelCode,
} from '../catalogue/shop.ts';
import { DEMO_LOCALES } from '../catalogue/types.ts';
import type { PageCode } from '../content/pages.ts';
import { MENU_CODES } from '../content/menus.ts';
import { mediaPaths } from '../images/paths.ts';
import type { SeededPage } from './pages.ts';

/** The main shop and the business shop: same locales, currency, contacts, pages and menus. */
export async function seedChannels(
  db: Database,
  pages: ReadonlyMap<PageCode, SeededPage>,
): Promise<Record<DemoChannelCode, number>> {
  const shared = {
    currencyCode: 'EUR',
    defaultLocale: 'lt',
    // The shop details (back office "Shop details"): the seller that documents, mail and pages name.
    contactPhoneNumber: SELLER.phone,
    contactEmail: SELLER.email,
    sellerName: SELLER.name,
    sellerCompanyCode: SELLER.companyCode,
    sellerVatNumber: SELLER.vatCode,
    sellerAddress: SELLER.address,
    sellerBankName: SELLER.bankName,
    sellerIban: SELLER.bankAccount,
    googleTagManagerCode: null,
    giftWrappingCode: GIFT_WRAPPING_CODE,
    termsOfServicePageId: pages.get('terms-of-service')?.id ?? null,
    privacyPolicyPageId: pages.get('privacy-policy')?.id ?? null,
    loyaltyTermsOfServicePageId: pages.get('loyalty-terms')?.id ?? null,
    menuCodes: { ...MENU_CODES },
  };
  const rows = await db
    .insert(channels)
    .values([
      {
        ...shared,
        code: WEB_CHANNEL_CODE,
        name: 'Gandras',
        logoPath: mediaPaths.logo('gandras', 'svg'),
        requiresLogin: false,
      },
      {
        ...shared,
        code: B2B_CHANNEL_CODE,
        name: 'Gandras Verslui',
        logoPath: mediaPaths.logo('gandras-b2b', 'svg'),
        requiresLogin: true,
        // Order numbers are unique across channels: the business shop's read "B-000000001".
        orderNumberPrefix: 'B-',
      },
    ])
    .returning({ id: channels.id, code: channels.code });
  const ids = Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<DemoChannelCode, number>;
  await db
    .insert(channelLocales)
    .values(
      rows.flatMap((row) =>
        DEMO_LOCALES.map((localeCode, position) => ({ channelId: row.id, localeCode, position })),
      ),
    );
  return ids;
}
