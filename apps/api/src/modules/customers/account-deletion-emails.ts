import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import {
  ACCOUNT_DELETION_DELAY_HOURS,
  ACCOUNT_DELETION_TOKEN_PARAM,
  CANCEL_ACCOUNT_DELETION_PAGE_PATH,
} from '@shop/contracts/constants';
import type { Database } from '../../db/database.ts';
import { intlTag, type LocaleCode } from '@shop/locale';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailContent } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import {
  loadRefusedRequestRecipient,
  loadRequestMailSettings,
  mintAccountDeletionToken,
  type AccountDeletionEmailPayload,
} from './account-deletion-service.ts';

const TEXTS = {
  lt: {
    scheduledSubject: 'Jūsų paskyra bus ištrinta',
    scheduledPreview: 'Persigalvojote? Ištrynimą galite atšaukti.',
    greeting: 'Sveiki,',
    greetingName: 'Sveiki, {name},',
    scheduledIntro:
      'gavome prašymą ištrinti jūsų paskyrą. Ji bus ištrinta per {hours} val., {time} (Vilniaus laiku). Jūsų užsakymai liks parduotuvės apskaitoje be jūsų asmens duomenų.',
    cancelIntro: 'Jei persigalvojote, atšaukite ištrynimą šia nuoroda:',
    cancelButton: 'Atšaukti ištrynimą',
    notYou: 'Jei paskyros ištrinti neprašėte, atšaukite ištrynimą ir pasikeiskite slaptažodį.',
    refusedSubject: 'Paskyros ištrinti nepavyko',
    refusedIntro:
      'jūsų paskyros neištrynėme, nes turite neįvykdytų užsakymų. Kai jie bus įvykdyti, ištrynimo galėsite paprašyti dar kartą.',
  },
  en: {
    scheduledSubject: 'Your account will be deleted',
    scheduledPreview: 'Changed your mind? You can cancel the deletion.',
    greeting: 'Hello,',
    greetingName: 'Hello {name},',
    scheduledIntro:
      'we received a request to delete your account. It will be deleted within {hours} hours, at {time} (Vilnius time). Your orders stay in the shop’s books without your personal data.',
    cancelIntro: 'If you changed your mind, cancel the deletion with this link:',
    cancelButton: 'Cancel the deletion',
    notYou: 'If you did not ask for this, cancel the deletion and change your password.',
    refusedSubject: 'Your account was not deleted',
    refusedIntro:
      'we did not delete your account because you have orders that are not completed yet. Once they are, you can ask for the deletion again.',
  },
  et: {
    scheduledSubject: 'Teie konto kustutatakse',
    scheduledPreview: 'Mõtlesite ümber? Kustutamise saab tühistada.',
    greeting: 'Tere,',
    greetingName: 'Tere, {name},',
    scheduledIntro:
      'saime taotluse teie konto kustutamiseks. Konto kustutatakse {hours} tunni jooksul, {time} (Vilniuse aja järgi). Teie tellimused jäävad poe raamatupidamisse ilma teie isikuandmeteta.',
    cancelIntro: 'Kui mõtlesite ümber, tühistage kustutamine selle lingi kaudu:',
    cancelButton: 'Tühista kustutamine',
    notYou: 'Kui te konto kustutamist ei taotlenud, tühistage kustutamine ja muutke oma parooli.',
    refusedSubject: 'Kontot ei kustutatud',
    refusedIntro:
      'me ei kustutanud teie kontot, sest teil on veel täitmata tellimusi. Kui need on täidetud, võite kustutamist uuesti taotleda.',
  },
  ru: {
    scheduledSubject: 'Ваш аккаунт будет удалён',
    scheduledPreview: 'Передумали? Удаление можно отменить.',
    greeting: 'Здравствуйте!',
    greetingName: 'Здравствуйте, {name}!',
    scheduledIntro:
      'Мы получили запрос на удаление вашего аккаунта. Он будет удалён в течение {hours} ч., {time} (по вильнюсскому времени). Ваши заказы останутся в учёте магазина без ваших личных данных.',
    cancelIntro: 'Если вы передумали, отмените удаление по этой ссылке:',
    cancelButton: 'Отменить удаление',
    notYou: 'Если вы не просили удалить аккаунт, отмените удаление и смените пароль.',
    refusedSubject: 'Аккаунт не удалён',
    refusedIntro:
      'Мы не удалили ваш аккаунт, потому что у вас есть невыполненные заказы. Когда они будут выполнены, вы сможете снова запросить удаление.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

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

function formatTime(locale: LocaleCode, time: Date): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(time);
}

function greeting(locale: LocaleCode, firstName: string | null): string {
  const texts = TEXTS[locale];
  return firstName ? fill(texts.greetingName, { name: firstName }) : texts.greeting;
}

/** What the mail with the cancel link says. */
export function accountDeletionScheduledContent(
  locale: LocaleCode,
  input: { firstName: string | null; scheduledAt: Date; url: string },
): MailContent {
  const texts = TEXTS[locale];
  const intro = fill(texts.scheduledIntro, {
    hours: ACCOUNT_DELETION_DELAY_HOURS,
    time: formatTime(locale, input.scheduledAt),
  });
  return {
    locale,
    subject: texts.scheduledSubject,
    preview: texts.scheduledPreview,
    blocks: [
      { type: 'heading', text: texts.scheduledSubject },
      { type: 'paragraph', text: `${greeting(locale, input.firstName)} ${intro}` },
      { type: 'paragraph', text: texts.cancelIntro },
      { type: 'button', label: texts.cancelButton, url: input.url },
      { type: 'note', text: texts.notYou },
    ],
  };
}

/** What the mail saying the account was kept says (an order was open when it was due). */
export function accountDeletionRefusedContent(locale: LocaleCode, firstName: string | null): MailContent {
  const texts = TEXTS[locale];
  return {
    locale,
    subject: texts.refusedSubject,
    preview: texts.refusedSubject,
    blocks: [
      { type: 'heading', text: texts.refusedSubject },
      { type: 'paragraph', text: `${greeting(locale, firstName)} ${texts.refusedIntro}` },
    ],
  };
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
  const locale = mailLocale(settings.mailLocale);
  const storefrontUrl = deps.storefrontUrls[settings.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${settings.channelCode}"`);
  const brand = await loadMailBrand(deps.db, settings.channelCode, storefrontUrl);
  if (kind === 'refused') {
    const recipient = await loadRefusedRequestRecipient(deps.db, requestId);
    if (!recipient) return;
    const message = await renderMail(accountDeletionRefusedContent(locale, recipient.firstName), brand);
    await deps.mailer.send({ to: recipient.email, ...message });
    return;
  }
  const minted = await mintAccountDeletionToken(deps.db, requestId);
  if (!minted) return;
  const content = accountDeletionScheduledContent(locale, {
    firstName: minted.firstName,
    scheduledAt: minted.scheduledAt,
    url: cancelAccountDeletionUrl(storefrontUrl, settings.linkLocale, minted.token),
  });
  const message = await renderMail(content, brand);
  await deps.mailer.send({ to: minted.email, ...message });
}
