import type { ContentPage } from '@shop/contracts';
import richText from '~/components/ui/rich-text.module.css';
import styles from './content-page.module.css';

/** A content page as shoppers see it: its title and the shop owner's (sanitised) HTML. */
export function ContentPageView({ page }: { page: Pick<ContentPage, 'title' | 'content'> }) {
  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>{page.title}</h1>
      <div className={richText.richText} dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
