import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import {
  ACCOUNT_DELETION_DELAY_HOURS,
  ACCOUNT_DELETION_TOKEN_PARAM,
  CANCEL_ACCOUNT_DELETION_PAGE_PATH,
} from '@shop/contracts/constants';
import type { Database } from '../../db/database.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  loadRefusedRequestRecipient,
  loadRequestMailSettings,
  mintAccountDeletionToken,
  type AccountDeletionEmailPayload,
} from './account-deletion-service.ts';

type MailLocale = 'lt' | 'en';

const TEXTS: Record<MailLocale, Record<string, string>> = {
  lt: {
    scheduledSubject: 'Jūsų paskyra bus ištrinta',
    greeting: 'Sveiki,',
    greetingName: 'Sveiki, {name},',
    scheduledIntro:
      'gavome prašymą ištrinti jūsų paskyrą. Ji bus ištrinta per {hours} val., {time} (Vilniaus laiku). Jūsų užsakymai liks parduotuvės apskaitoje be jūsų asmens duomenų.',
    cancelIntro: 'Jei persigalvojote, atšaukite ištrynimą šia nuoroda:',
    notYou: 'Jei paskyros ištrinti neprašėte, atšaukite ištrynimą ir pasikeiskite slaptažodį.',
    refusedSubject: 'Paskyros ištrinti nepavyko',
    refusedIntro:
      'jūsų paskyros neištrynėme, nes turite neįvykdytų užsakymų. Kai jie bus įvykdyti, ištrynimo galėsite paprašyti dar kartą.',
    signature: 'Gandras',
  },
  en: {
    scheduledSubject: 'Your account will be deleted',
    greeting: 'Hello,',
    greetingName: 'Hello {name},',
    scheduledIntro:
      'we received a request to delete your account. It will be deleted within {hours} hours, at {time} (Vilnius time). Your orders stay in the shop’s books without your personal data.',
    cancelIntro: 'If you changed your mind, cancel the deletion with this link:',
    notYou: 'If you did not ask for this, cancel the deletion and change your password.',
    refusedSubject: 'Your account was not deleted',
    refusedIntro:
      'we did not delete your account because you have orders that are not completed yet. Once they are, you can ask for the deletion again.',
    signature: 'Gandras',
  },
};

function text(locale: MailLocale, key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, value),
    TEXTS[locale][key] ?? key,
  );
}

/** The storefront's cancel page with the token: /cancel-account-deletion?accountDeletionToken=… */
export function cancelAccountDeletionUrl(
  storefrontUrl: string,
  linkLocale: string | null,
  token: string,
): string {
  const prefix = linkLocale ? `/${linkLocale}` : '';
  const query = new URLSearchParams({ [ACCOUNT_DELETION_TOKEN_PARAM]: token });
  return `${storefrontUrl}${prefix}/${CANCEL_ACCOUNT_DELETION_PAGE_PATH}?${query}`;
}

function formatTime(locale: MailLocale, time: Date): string {
  return new Intl.DateTimeFormat(locale === 'lt' ? 'lt-LT' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(time);
}

function render(locale: MailLocale, subject: string, paragraphs: Array<{ text: string; link?: boolean }>) {
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#2a211d">
${paragraphs
  .map((paragraph) =>
    paragraph.link
      ? `<p><a href="${escapeHtml(paragraph.text)}">${escapeHtml(paragraph.text)}</a></p>`
      : `<p>${escapeHtml(paragraph.text)}</p>`,
  )
  .join('\n')}
</body></html>`;
  return { subject, text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'), html };
}

function greeting(locale: MailLocale, firstName: string | null): string {
  return firstName ? text(locale, 'greetingName', { name: firstName }) : text(locale, 'greeting');
}

/** Subject, text and HTML of the mail with the cancel link. */
export function renderAccountDeletionScheduled(
  locale: MailLocale,
  input: { firstName: string | null; scheduledAt: Date; url: string },
) {
  const intro = text(locale, 'scheduledIntro', {
    hours: String(ACCOUNT_DELETION_DELAY_HOURS),
    time: formatTime(locale, input.scheduledAt),
  });
  return render(locale, text(locale, 'scheduledSubject'), [
    { text: `${greeting(locale, input.firstName)} ${intro}` },
    { text: text(locale, 'cancelIntro') },
    { text: input.url, link: true },
    { text: text(locale, 'notYou') },
    { text: text(locale, 'signature') },
  ]);
}

/** Subject, text and HTML of the mail saying the account was kept (an order was open when it was due). */
export function renderAccountDeletionRefused(locale: MailLocale, firstName: string | null) {
  return render(locale, text(locale, 'refusedSubject'), [
    { text: `${greeting(locale, firstName)} ${text(locale, 'refusedIntro')}` },
    { text: text(locale, 'signature') },
  ]);
}

/** The mail job: the cancel link of a pending request, or the refusal; nothing if no longer relevant. */
export async function sendAccountDeletionEmail(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
): Promise<void> {
  const { accountDeletionRequestId, kind } = payload as unknown as AccountDeletionEmailPayload;
  const requestId = Number(accountDeletionRequestId);
  const settings = await loadRequestMailSettings(deps.db, requestId);
  if (!settings) return;
  const locale: MailLocale = settings.mailLocale === 'lt' ? 'lt' : 'en';
  if (kind === 'refused') {
    const recipient = await loadRefusedRequestRecipient(deps.db, requestId);
    if (!recipient) return;
    await deps.mailer.send({
      to: recipient.email,
      ...renderAccountDeletionRefused(locale, recipient.firstName),
    });
    return;
  }
  const storefrontUrl = deps.storefrontUrls[settings.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${settings.channelCode}"`);
  const minted = await mintAccountDeletionToken(deps.db, requestId);
  if (!minted) return;
  const message = renderAccountDeletionScheduled(locale, {
    firstName: minted.firstName,
    scheduledAt: minted.scheduledAt,
    url: cancelAccountDeletionUrl(storefrontUrl, settings.linkLocale, minted.token),
  });
  await deps.mailer.send({ to: minted.email, ...message });
}
