import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { LanguageSwitch } from '../language-switch/language-switch.tsx';
import { MenuItemLink } from '../menu/menu-item-link.tsx';
import { isRedMenuItem } from '../menu/menu-item.ts';
import styles from './top-bar.module.css';

/** The thin bar above the header (wide screens): the `top` menu, the shop's phone and the language switch. */
export function TopBar() {
  const t = useT();
  const { menus, channel } = useShop();
  const items = menus.top?.items ?? [];
  return (
    <div className={styles.bar}>
      <div className={cx('container', styles.inner)}>
        {items.length > 0 && (
          <nav aria-label={t('layout.topBar.label')}>
            <ul role="list" className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <MenuItemLink item={item} className={cx(styles.link, isRedMenuItem(item) && styles.red)} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.end}>
          {channel.contactPhoneNumber && (
            <a href={`tel:${channel.contactPhoneNumber.replace(/\s+/g, '')}`} className={styles.phone}>
              <Icon name="phone" size={16} />
              <span>{channel.contactPhoneNumber}</span>
            </a>
          )}
          <LanguageSwitch variant="compact" testId="language-switch" />
        </div>
      </div>
    </div>
  );
}
