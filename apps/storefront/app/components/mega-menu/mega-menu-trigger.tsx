import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { useNavTriggerLocked } from '../information-bar/information-bar-context.tsx';
import { MEGA_MENU_ID, useMegaMenu, useMegaMenuElements, type MegaMenuSource } from './mega-menu-context.tsx';
import styles from './mega-menu.module.css';

/** "All categories": opens the mega menu on hover, click, Enter or Space; loads it on pointer over or focus. */
export function MegaMenuTrigger({ source, testId }: { source: MegaMenuSource; testId: string }) {
  const t = useT();
  const megaMenu = useMegaMenu();
  const { triggers } = useMegaMenuElements();
  // Spec section 4: held for 1500 ms after a route change while an information bar is shown.
  const locked = useNavTriggerLocked();
  const expanded = megaMenu.isOpen && megaMenu.source === source;
  if (!megaMenu.available) return null;
  return (
    <button
      ref={triggers[source]}
      type="button"
      className={cx(styles.trigger, expanded && styles.triggerOpen)}
      aria-expanded={expanded}
      disabled={locked && !expanded}
      aria-controls={expanded ? MEGA_MENU_ID : undefined}
      data-testid={testId}
      onClick={() => megaMenu.toggle(source)}
      onFocus={megaMenu.load}
      onPointerEnter={(event) => {
        // A touch or pen lands here just before its click: that is intent enough to start loading.
        if (locked) return;
        if (event.pointerType === 'mouse') megaMenu.hoverOpen(source);
        else megaMenu.load();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') megaMenu.hoverLeave();
      }}
    >
      <Icon name={expanded ? 'close' : 'menu'} size={20} />
      <span>{t('layout.megaMenu.trigger')}</span>
    </button>
  );
}
