import { useT } from '~/i18n/use-t.ts';

/** Id of the page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  const t = useT();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('layout.skipLink')}
    </a>
  );
}
