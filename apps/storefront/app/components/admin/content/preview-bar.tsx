import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { CONTENT_LOCALES } from '~/data/admin-content-forms.ts';
import styles from './content-form.module.css';

/**
 * The bar over a preview (docs/adr/0059-content-news-pages.md): says it is not published, switches the
 * language of the previewed texts, and leads back to the form.
 */
export function PreviewBar({
  state,
  locale,
  available,
  editHref,
}: {
  state: string;
  locale: string;
  available: readonly string[];
  editHref: string;
}) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div
      className={styles.previewBar}
      role="region"
      aria-label={t('adminContent.preview.label')}
      data-testid="preview-bar"
    >
      <span>
        {t(state === 'published' ? 'adminContent.preview.published' : 'adminContent.preview.notPublished')}
      </span>
      <nav className={styles.previewLocales} aria-label={t('adminContent.form.languages')}>
        {CONTENT_LOCALES.filter((code) => available.includes(code)).map((code) => (
          <Link
            key={code}
            to={`${pathname}?locale=${code}`}
            aria-current={code === locale ? 'true' : undefined}
            lang={code}
          >
            {code.toUpperCase()}
          </Link>
        ))}
      </nav>
      <Link to={editHref} data-testid="preview-back">
        {t('adminContent.preview.backToForm')}
      </Link>
    </div>
  );
}
