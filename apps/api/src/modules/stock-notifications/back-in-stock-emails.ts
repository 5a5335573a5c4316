import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, stockNotificationRequests } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand, type MailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailContent, type RenderedMail } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import { loadProductSummary } from '../products/product-summary.ts';
import { BACK_IN_STOCK_EMAIL_JOB } from './service.ts';

export { BACK_IN_STOCK_EMAIL_JOB };

const TEXTS: Record<LocaleCode, { subject: string; intro: string; button: string }> = {
  lt: {
    subject: '{name} vėl prekyboje',
    intro: 'Sveiki! Prekė, kurios laukėte, vėl turime:',
    button: 'Žiūrėti prekę',
  },
  en: {
    subject: '{name} is back in stock',
    intro: 'Hello! The product you were waiting for is back:',
    button: 'See the product',
  },
  et: {
    subject: '{name} on taas laos',
    intro: 'Tere! Toode, mida ootasite, on taas saadaval:',
    button: 'Vaata toodet',
  },
  ru: {
    subject: '{name} снова в продаже',
    intro: 'Здравствуйте! Товар, который вы ждали, снова в наличии:',
    button: 'Посмотреть товар',
  },
};

/** The storefront's product page /p/{slug}-{id}, the default locale unprefixed, others under /{locale}. */
export function productPageUrl(
  storefrontUrl: string,
  locale: string,
  defaultLocale: string,
  product: { id: number; slug: string },
): string {
  const prefix = locale === defaultLocale || !isKnownLocale(locale) ? '' : `/${locale}`;
  return `${storefrontUrl}${prefix}/p/${encodeURIComponent(product.slug)}-${product.id}`;
}

/** What the back-in-stock mail says, in the request's language. */
export function backInStockContent(input: { locale: string; productName: string; url: string }): MailContent {
  const locale = mailLocale(input.locale);
  const texts = TEXTS[locale];
  const subject = fill(texts.subject, { name: input.productName });
  return {
    locale,
    subject,
    preview: subject,
    blocks: [
      { type: 'heading', text: subject },
      { type: 'paragraph', text: texts.intro },
      { type: 'list', items: [{ label: input.productName, url: input.url }] },
      { type: 'button', label: texts.button, url: input.url },
    ],
  };
}

/** Subject, text and HTML of the back-in-stock mail. */
export function renderBackInStockEmail(
  input: { locale: string; productName: string; url: string },
  brand: MailBrand,
): Promise<RenderedMail> {
  return renderMail(backInStockContent(input), brand);
}

/** The job: mails one notified request its product, in the request's locale. */
export async function sendBackInStockEmail(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
): Promise<void> {
  const requestId = Number(payload.requestId);
  const [row] = await deps.db
    .select({
      email: stockNotificationRequests.email,
      locale: stockNotificationRequests.locale,
      productId: stockNotificationRequests.productId,
      channelCode: channels.code,
      defaultLocale: channels.defaultLocale,
    })
    .from(stockNotificationRequests)
    .innerJoin(channels, eq(channels.id, stockNotificationRequests.channelId))
    .where(eq(stockNotificationRequests.id, requestId));
  if (!row) return;
  const product = await loadProductSummary(deps.db, row.productId, [row.locale, row.defaultLocale]);
  if (!product) return;
  const storefrontUrl = deps.storefrontUrls[row.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${row.channelCode}"`);
  const message = await renderBackInStockEmail(
    {
      locale: row.locale,
      productName: product.name,
      url: productPageUrl(storefrontUrl, row.locale, row.defaultLocale, product),
    },
    await loadMailBrand(deps.db, row.channelCode, storefrontUrl),
  );
  await deps.mailer.send({ to: row.email, ...message });
}
