import { ADMIN_INVITATION_TTL_DAYS } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import type { Database } from '../../db/database.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand, type MailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailContent, type RenderedMail } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import { mintInvitationToken } from './invitations.ts';

/** The back office's set-password page of an invitation (apps/storefront, route ADMIN_INVITATION). */
export const ADMIN_INVITATION_PAGE_PATH = 'admin/invitation';

const TEXTS = {
  lt: {
    subject: '{shop}: kvietimas į administravimo sritį',
    heading: 'Kvietimas į administravimo sritį',
    intro: 'Sveiki, {name}, esate kviečiami prisijungti prie parduotuvės „{shop}“ administravimo srities.',
    button: 'Nustatyti slaptažodį',
    validity: 'Nuoroda galioja {days} d. ir tik vieną kartą. Prisijungsite el. paštu {email}.',
    ignore: 'Jei kvietimo nelaukėte, šį laišką ignoruokite.',
  },
  en: {
    subject: '{shop}: you are invited to the back office',
    heading: 'You are invited to the back office',
    intro: 'Hello {name}, you have been invited to the back office of {shop}.',
    button: 'Set your password',
    validity: 'The link works once, for {days} days. You will sign in with {email}.',
    ignore: 'If you were not expecting this invitation, ignore this email.',
  },
  et: {
    subject: '{shop}: kutse haldusliidesesse',
    heading: 'Kutse haldusliidesesse',
    intro: 'Tere, {name}, teid on kutsutud poe {shop} haldusliidesesse.',
    button: 'Määra parool',
    validity: 'Link kehtib {days} päeva ja ainult ühe korra. Sisse logite aadressiga {email}.',
    ignore: 'Kui te seda kutset ei oodanud, jätke see kiri tähelepanuta.',
  },
  ru: {
    subject: '{shop}: приглашение в панель управления',
    heading: 'Приглашение в панель управления',
    intro: 'Здравствуйте, {name}! Вас пригласили в панель управления магазина {shop}.',
    button: 'Задать пароль',
    validity: 'Ссылка действует {days} дн. и только один раз. Вы будете входить с адресом {email}.',
    ignore: 'Если вы не ждали этого приглашения, проигнорируйте это письмо.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

/** The set-password page of a token on the storefront that serves the back office. */
export function invitationPageUrl(storefrontUrl: string, token: string): string {
  return `${storefrontUrl}/${ADMIN_INVITATION_PAGE_PATH}/${encodeURIComponent(token)}`;
}

/** What the invitation mail says. */
export function invitationContent(
  locale: LocaleCode,
  input: { name: string; email: string; shop: string; url: string },
): MailContent {
  const texts = TEXTS[locale];
  const values = { name: input.name, email: input.email, shop: input.shop, days: ADMIN_INVITATION_TTL_DAYS };
  const subject = fill(texts.subject, values);
  return {
    locale,
    subject,
    preview: subject,
    blocks: [
      { type: 'heading', text: texts.heading },
      { type: 'paragraph', text: fill(texts.intro, values) },
      { type: 'button', label: texts.button, url: input.url },
      { type: 'paragraph', text: fill(texts.validity, values) },
      { type: 'note', text: texts.ignore },
    ],
  };
}

export function renderInvitationEmail(
  locale: LocaleCode,
  input: { name: string; email: string; url: string },
  brand: MailBrand,
): Promise<RenderedMail> {
  return renderMail(invitationContent(locale, { ...input, shop: brand.shopName }), brand);
}

/**
 * The job: mints the invitation's token and mails the link, in the invitation's language, branded as the
 * default channel (the back office is served by its storefront). Nothing when the invitation is void.
 */
export async function sendInvitationEmail(
  deps: {
    db: Database;
    mailer: Mailer;
    storefrontUrls: Readonly<Record<string, string>>;
    defaultChannelCode: string;
  },
  payload: JobPayload,
  now = new Date(),
): Promise<void> {
  const storefrontUrl = deps.storefrontUrls[deps.defaultChannelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${deps.defaultChannelCode}"`);
  const minted = await mintInvitationToken(deps.db, Number(payload.invitationId), now);
  if (!minted) return;
  const message = await renderInvitationEmail(
    mailLocale(minted.locale),
    { name: minted.name, email: minted.email, url: invitationPageUrl(storefrontUrl, minted.token) },
    await loadMailBrand(deps.db, deps.defaultChannelCode, storefrontUrl),
  );
  await deps.mailer.send({ to: minted.email, ...message });
}
