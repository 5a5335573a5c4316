import {
  MAIL_PREVIEW_KINDS,
  type AdminMailPreview,
  type AdminMailPreviewKinds,
  type MailPreviewKind,
} from '@shop/contracts';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import type { AdminSession } from './admin-session.server.ts';
import { oneOf } from './admin-data.server.ts';
import { MAIL_PREVIEW_WIDTHS, type MailPreviewWidth } from './admin-views.ts';

/**
 * The "Mail previews" screen: the kinds (GET /mail-previews) and the chosen kind in the chosen language
 * (?kind=, ?locale=; the first kind in the screen's language by default), with the frame width (?width=).
 */
export async function loadMailPreview(
  session: AdminSession,
  url: URL,
  screenLocale: LocaleCode,
): Promise<{
  kinds: AdminMailPreviewKinds['kinds'];
  kind: MailPreviewKind;
  locale: LocaleCode;
  width: MailPreviewWidth;
  preview: AdminMailPreview;
}> {
  const { kinds } = await session.api.get<AdminMailPreviewKinds>('/mail-previews');
  const kind = oneOf(url, 'kind', MAIL_PREVIEW_KINDS, kinds[0] ?? 'order-confirmation');
  const locale = oneOf(url, 'locale', KNOWN_LOCALES, screenLocale);
  const width = oneOf(url, 'width', MAIL_PREVIEW_WIDTHS, '390');
  const preview = await session.api.get<AdminMailPreview>(`/mail-previews/${kind}`, { locale });
  return { kinds, kind, locale, width, preview };
}
