import type { AdminTaxon } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { TaxonTree } from './taxon-tree.tsx';
import styles from './taxonomy.module.css';

/** The categories screen: the tree, and the editor beside it (below it on phones). */
export function TaxonsScreen({
  tree,
  current,
  children,
}: {
  tree: AdminTaxon[];
  current: string | null;
  children: ReactNode;
}) {
  const t = useT();
  const path = useRoutePath();
  return (
    <div className={styles.split}>
      <section className={cx(adminStyles.panel, styles.treePanel)} aria-labelledby="admin-taxon-tree-title">
        <div className={styles.panelHead}>
          <h2 id="admin-taxon-tree-title" className={adminStyles.panelTitle}>
            {t('adminTaxons.tree.title')}
          </h2>
          <Link to={path('ADMIN_TAXON_NEW')} className={adminStyles.button} data-testid="admin-taxon-new">
            {t('adminTaxons.tree.add')}
          </Link>
        </div>
        <TaxonTree tree={tree} current={current} />
      </section>
      <div className={styles.editor}>{children}</div>
    </div>
  );
}
