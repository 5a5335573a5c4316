import type { Channel, MenuItem } from '@shop/contracts';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useIsDesktop } from '../a11y/use-media-query.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { MenuItemLabel, MenuItemLink } from '../menu/menu-item-link.tsx';
import { isRedMenuItem } from '../menu/menu-item.ts';
import styles from './site-footer.module.css';

/** Terms and privacy pages open in a new tab (spec section 2). */
export function opensInNewTab(item: MenuItem, channel: Channel): boolean {
  if (item.ref?.kind !== 'page') return false;
  const pageId = item.ref.id;
  return [channel.termsOfServicePage, channel.privacyPolicyPage, channel.loyaltyTermsOfServicePage].some(
    (page) => page?.id === pageId,
  );
}

function FooterColumn({
  group,
  channel,
  collapsible,
  expanded,
  onToggle,
}: {
  group: MenuItem;
  channel: Channel;
  collapsible: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const listId = useId();
  const links = group.children.length > 0 ? group.children : [group];
  return (
    <div className={styles.column}>
      <h2 className={styles.columnHeading}>
        {collapsible ? (
          <button
            type="button"
            className={styles.accordionButton}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={onToggle}
          >
            <MenuItemLabel item={group} />
            <Icon
              name="chevron-down"
              size={20}
              className={cx(styles.chevron, expanded && styles.chevronOpen)}
            />
          </button>
        ) : (
          <MenuItemLabel item={group} />
        )}
      </h2>
      <ul role="list" id={listId} className={styles.columnLinks} hidden={collapsible && !expanded}>
        {links.map((item) => (
          <li key={item.id}>
            <MenuItemLink
              item={item}
              newTab={opensInNewTab(item, channel)}
              className={cx(styles.footerLink, isRedMenuItem(item, 'nested') && styles.red)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer menu's groups as link columns: open on wide screens; accordions below 960 px, which all
 * collapse again when the shopper navigates.
 */
export function FooterColumns({ groups, channel }: { groups: MenuItem[]; channel: Channel }) {
  const t = useT();
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<{ at: string; ids: number[] }>({ at: pathname, ids: [] });
  const expandedIds = expanded.at === pathname ? expanded.ids : [];

  const toggle = (id: number) =>
    setExpanded({
      at: pathname,
      ids: expandedIds.includes(id) ? expandedIds.filter((other) => other !== id) : [...expandedIds, id],
    });

  return (
    <nav aria-label={t('layout.footer.navigationLabel')} className={styles.columns}>
      {groups.map((group) => (
        <FooterColumn
          key={group.id}
          group={group}
          channel={channel}
          collapsible={!isDesktop}
          expanded={expandedIds.includes(group.id)}
          onToggle={() => toggle(group.id)}
        />
      ))}
    </nav>
  );
}
