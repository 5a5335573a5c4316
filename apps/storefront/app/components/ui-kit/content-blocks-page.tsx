import { Link } from 'react-router';
import type { ContentBlocksData } from '~/data/content-blocks.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { ContentBlocks } from '../content-blocks/content-blocks.tsx';
import styles from './ui-kit-page.module.css';

/**
 * The content blocks example page of the UI kit: the shop's real blocks placed on the `showcase` display
 * location (every block type the home page does not use), rendered as on any page, so an owner sees each
 * type in action. The home page's own types are a link away.
 */
export function ContentBlocksPage({ content }: { content: ContentBlocksData }) {
  const t = useT();
  const path = useRoutePath();
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link to={path('UI_KIT')}>{t('uiKit.showcase.contentBlocksBack')}</Link>
      </p>
      <h1 className={styles.title}>{t('routes.UI_KIT_CONTENT_BLOCKS.title')}</h1>
      <p className={styles.lead}>
        {t('routes.UI_KIT_CONTENT_BLOCKS.description')} {t('uiKit.showcase.contentBlocksHome')}{' '}
        <Link to={path('index')}>{t('uiKit.showcase.contentBlocksHomeLink')}</Link>
      </p>
      {content.blocks.length > 0 ? (
        <ContentBlocks data={content} />
      ) : (
        <p data-testid="showcase-empty">{t('uiKit.showcase.contentBlocksEmpty')}</p>
      )}
    </div>
  );
}
