import { useMegaMenu } from './mega-menu-context.tsx';
import styles from './mega-menu.module.css';

/** Dims the page under the header while the mega menu is open; a click on it closes the menu. */
export function MegaMenuOverlay() {
  const megaMenu = useMegaMenu();
  if (!megaMenu.isOpen) return null;
  return <div className={styles.overlay} aria-hidden="true" onClick={megaMenu.close} />;
}
