import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, stockNotificationRequests } from '../../db/schema/index.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { loadProductSummary } from '../products/product-summary.ts';
import { BACK_IN_STOCK_EMAIL_JOB } from './service.ts';

export { BACK_IN_STOCK_EMAIL_JOB };

const TEXTS: Record<LocaleCode, { subject: string; intro: string; signature: string }> = {
  lt: {
    subject: '{name} vėl prekyboje',
    intro: 'Sveiki! Prekė, kurios laukėte, vėl turime:',
    signature: 'Gandras',
  },
  en: {
    subject: '{name} is back in stock',
    intro: 'Hello! The product you were waiting for is back:',
    signature: 'Gandras',
  },
  et: {
    subject: '{name} on taas laos',
    intro: 'Tere! Toode, mida ootasite, on taas saadaval:',
    signature: 'Gandras',
  },
  ru: {
    subject: '{name} снова в продаже',
    intro: 'Здравствуйте! Товар, который вы ждали, снова в наличии:',
    signature: 'Gandras',
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

/** Subject, text and HTML of the back-in-stock mail. */
export function renderBackInStockEmail(input: { locale: string; productName: string; url: string }) {
  const texts = TEXTS[isKnownLocale(input.locale) ? input.locale : 'en'];
  const subject = texts.subject.replace('{name}', input.productName);
  const html = `<!doctype html><html lang="${isKnownLocale(input.locale) ? input.locale : 'en'}"><body style="font-family:sans-serif;color:#2a211d">
<p>${escapeHtml(texts.intro)}</p>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.productName)}</a></p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>`;
  return {
    subject,
    text: [texts.intro, `${input.productName}: ${input.url}`, texts.signature].join('\n\n'),
    html,
  };
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
  const message = renderBackInStockEmail({
    locale: row.locale,
    productName: product.name,
    url: productPageUrl(storefrontUrl, row.locale, row.defaultLocale, product),
  });
  await deps.mailer.send({ to: row.email, ...message });
}
