import { LOCALE_NATIVE_NAMES } from '@shop/locale';
import { useT } from '~/i18n/use-t.ts';
import { useAlternateLinks } from '~/routing/links.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import styles from './language-switch.module.css';

/**
 * Links to the current page in each of the channel's locales, named in their own language. Full page
 * loads on purpose: switching language reloads the channel, menus and translations (spec section 7).
 * `compact` sits in the top bar; `list` (mobile menu) shows one language per row.
 */
export function LanguageSwitch({ variant, testId }: { variant: 'compact' | 'list'; testId: string }) {
  const t = useT();
  const links = useAlternateLinks();
  if (links.length < 2) return null;
  return (
    <nav aria-label={t('layout.languageSwitch.label')} data-testid={testId} className={styles[variant]}>
      {variant === 'compact' && <Icon name="globe" size={18} className={styles.icon} />}
      <ul role="list" className={styles.links}>
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              hrefLang={link.locale}
              lang={link.locale}
              aria-current={link.current ? 'true' : undefined}
              className={cx(styles.link, link.current && styles.current)}
            >
              {LOCALE_NATIVE_NAMES[link.locale]}
              {variant === 'list' && link.current && <span className={styles.check} aria-hidden="true" />}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
