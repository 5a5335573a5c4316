import { LOCALE_NATIVE_NAMES } from '@shop/locale';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage, AdminTabs } from '~/components/admin/admin-ui.tsx';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { loadMailPreview } from '~/data/admin-mail-previews.server.ts';
import { MAIL_PREVIEW_WIDTHS } from '~/data/admin-views.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from './admin-mail-previews.module.css';
import type { Route } from './+types/admin-mail-previews';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_MAIL_PREVIEWS');

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const shop = getShopRequest(context);
  return loadMailPreview(requireAdminSession(shop, args), url, shop.locale);
}

/**
 * Every mail the shop sends, as a customer gets it (demo data): pick the kind, the language and a phone or
 * desktop width; the HTML part shows in a sandboxed frame (no scripts, no same origin), the text part below.
 */
export default function AdminMailPreviewsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kinds, kind, locale, width, preview } = loaderData;
  return (
    <AdminPage title={t('routes.ADMIN_MAIL_PREVIEWS.title')}>
      <AdminTabs
        label={t('admin.mailPreviews.kinds')}
        param="kind"
        values={kinds}
        current={kind}
        labelOf={(value) => t(`admin.mailPreviews.kind.${value}`)}
        testId="mail-preview-kinds"
      />
      <div className={styles.bar}>
        <AdminTabs
          label={t('admin.mailPreviews.language')}
          param="locale"
          values={['lt', 'en', 'et', 'ru']}
          current={locale}
          labelOf={(value) => LOCALE_NATIVE_NAMES[value as keyof typeof LOCALE_NATIVE_NAMES]}
          testId="mail-preview-locales"
        />
        <AdminTabs
          label={t('admin.mailPreviews.width')}
          param="width"
          values={MAIL_PREVIEW_WIDTHS}
          current={width}
          labelOf={(value) => t('admin.mailPreviews.widthValue', { width: value })}
          testId="mail-preview-widths"
        />
      </div>
      <p className={styles.subject}>
        <span className={styles.label}>{t('admin.mailPreviews.subject')}</span>{' '}
        <strong data-testid="mail-preview-subject">{preview.subject}</strong>
      </p>
      <div className={styles.frameWrap}>
        <iframe
          key={`${kind}-${locale}`}
          title={t('admin.mailPreviews.frameTitle', { subject: preview.subject })}
          srcDoc={preview.html}
          sandbox=""
          className={styles.frame}
          style={{ width: `${width}px` }}
          data-testid="mail-preview-frame"
        />
      </div>
      <details className={styles.text}>
        <summary>{t('admin.mailPreviews.plainText')}</summary>
        <pre data-testid="mail-preview-text">{preview.text}</pre>
      </details>
    </AdminPage>
  );
}
