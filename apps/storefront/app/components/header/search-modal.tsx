import { useId } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { Icon } from '../icons/icon.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { SearchForm } from './search-form.tsx';
import styles from './search-modal.module.css';

export const SEARCH_MODAL_ID = 'search-modal';

/**
 * Small screens: the search box in a full-screen modal, opened by the header's search button, with the
 * dropdown's content shown in place. Submitting or opening a suggestion closes it.
 */
export function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="full"
      id={SEARCH_MODAL_ID}
      labelledBy={titleId}
      testId="search-modal"
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('layout.search.title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('layout.search.close')}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>
        <SearchForm variant="modal" autoFocus onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
