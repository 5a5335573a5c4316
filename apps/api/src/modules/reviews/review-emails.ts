import { REVIEW_PAGE_SEGMENTS } from '@shop/contracts/constants';
import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand, type MailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailContent, type RenderedMail } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import { loadOrderedProducts } from '../orders/ordered-products.ts';
import { loadProductSummary } from '../products/product-summary.ts';
import { REVIEW_LINK_TTL_MS } from './service.ts';

const TEXTS: Record<LocaleCode, { subject: string; heading: string; intro: string; expiry: string }> = {
  lt: {
    subject: 'Kaip jums patiko užsakymo {number} prekės?',
    heading: 'Įvertinkite savo pirkinius',
    intro:
      'Sveiki! Ačiū, kad pirkote Gandre. Įvertinkite įsigytas prekes – jūsų atsiliepimas padės kitiems tėvams:',
    expiry: 'Nuorodos galioja {days} d. ir tinka vienam atsiliepimui.',
  },
  en: {
    subject: 'How do you like the items of order {number}?',
    heading: 'Rate what you bought',
    intro:
      'Hello! Thank you for shopping at Gandras. Please rate what you bought – your review helps other parents:',
    expiry: 'The links work for {days} days, one review each.',
  },
  et: {
    subject: 'Kuidas meeldivad tellimuse {number} tooted?',
    heading: 'Hinnake oma oste',
    intro:
      'Tere! Aitäh, et ostsite Gandrasest. Palun hinnake ostetud tooteid – teie arvustus aitab teisi vanemaid:',
    expiry: 'Lingid kehtivad {days} päeva, igaüks ühe arvustuse jaoks.',
  },
  ru: {
    subject: 'Как вам товары из заказа {number}?',
    heading: 'Оцените свои покупки',
    intro:
      'Здравствуйте! Спасибо за покупку в Gandras. Оцените купленные товары – ваш отзыв поможет другим родителям:',
    expiry: 'Ссылки действуют {days} дней, каждая для одного отзыва.',
  },
};

/** The storefront's review page for a token: the default locale unprefixed, others under /{locale}. */
export function reviewPageUrl(
  storefrontUrl: string,
  locale: string,
  defaultLocale: string,
  token: string,
): string {
  const known = isKnownLocale(locale) ? locale : isKnownLocale(defaultLocale) ? defaultLocale : 'en';
  const prefix = known === defaultLocale ? '' : `/${known}`;
  return `${storefrontUrl}${prefix}/${REVIEW_PAGE_SEGMENTS[known]}/${encodeURIComponent(token)}`;
}

/** What the review invitation says: one link per product. */
export function reviewLinksContent(input: {
  locale: string;
  orderNumber: string;
  links: Array<{ productName: string; url: string }>;
}): MailContent {
  const locale = mailLocale(input.locale);
  const texts = TEXTS[locale];
  const subject = fill(texts.subject, { number: input.orderNumber });
  return {
    locale,
    subject,
    preview: subject,
    blocks: [
      { type: 'heading', text: texts.heading },
      { type: 'paragraph', text: texts.intro },
      { type: 'list', items: input.links.map((link) => ({ label: link.productName, url: link.url })) },
      { type: 'note', text: fill(texts.expiry, { days: REVIEW_LINK_TTL_MS / 86_400_000 }) },
    ],
  };
}

/** Subject, text and HTML of the review invitation. */
export function renderReviewLinksEmail(
  input: Parameters<typeof reviewLinksContent>[0],
  brand: MailBrand,
): Promise<RenderedMail> {
  return renderMail(reviewLinksContent(input), brand);
}

/** The job: mails the order's new review links (tokens from the payload) to the order's email. */
export async function sendReviewLinksEmail(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
): Promise<void> {
  const orderId = Number(payload.orderId);
  const links = Array.isArray(payload.links)
    ? (payload.links as Array<{ productId: unknown; token: unknown }>).filter(
        (link): link is { productId: number; token: string } =>
          typeof link.productId === 'number' && typeof link.token === 'string',
      )
    : [];
  const order = await loadOrderedProducts(deps.db, orderId);
  const [channel] = order
    ? await deps.db
        .select({ code: channels.code, defaultLocale: channels.defaultLocale })
        .from(channels)
        .where(eq(channels.id, order.channelId))
    : [];
  const row = order &&
    channel && {
      email: order.email,
      number: order.number,
      locale: order.localeCode,
      channelCode: channel.code,
      defaultLocale: channel.defaultLocale,
    };
  if (!row?.email || links.length === 0) return;
  const storefrontUrl = deps.storefrontUrls[row.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${row.channelCode}"`);
  const items = [];
  for (const link of links) {
    const product = await loadProductSummary(deps.db, link.productId, [row.locale, row.defaultLocale]);
    if (!product) continue;
    items.push({
      productName: product.name,
      url: reviewPageUrl(storefrontUrl, row.locale, row.defaultLocale, link.token),
    });
  }
  if (items.length === 0) return;
  const message = await renderReviewLinksEmail(
    { locale: row.locale, orderNumber: row.number ?? '', links: items },
    await loadMailBrand(deps.db, row.channelCode, storefrontUrl),
  );
  await deps.mailer.send({ to: row.email, ...message });
}
