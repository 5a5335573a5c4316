import type { MenuItem } from '@shop/contracts';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { menuItemHref } from '~/routing/menu-links.ts';
import { isExternalHref } from './menu-item.ts';

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'>;

interface MenuItemLinkProps extends AnchorProps {
  item: MenuItem;
  /** Open in a new tab even when the item does not ask for it (terms and privacy links). */
  newTab?: boolean;
  /** Content instead of the item's name (e.g. an image). */
  children?: ReactNode;
  /** Rendered instead of a link when the item leads nowhere (labels, groups). */
  fallbackTag?: 'span' | 'strong';
}

/** The item's label: its trusted HTML label when it has one, else its name. */
export function MenuItemLabel({ item }: { item: MenuItem }) {
  if (item.htmlLabel) return <span dangerouslySetInnerHTML={{ __html: item.htmlLabel }} />;
  return <>{item.name}</>;
}

/** Where a menu item leads, in the current locale (null for labels and groups). */
export function useMenuItemHref(): (item: MenuItem) => string | null {
  const path = useRoutePath();
  const { newUrls } = useShop();
  return (item) => menuItemHref(item, path, newUrls);
}

/** A menu item as a link: client-side for shop paths, a plain anchor for other sites. */
export function MenuItemLink({ item, newTab, children, fallbackTag = 'span', ...rest }: MenuItemLinkProps) {
  const href = useMenuItemHref()(item);
  const content = children ?? <MenuItemLabel item={item} />;
  if (!href) {
    const Tag = fallbackTag;
    return <Tag className={rest.className}>{content}</Tag>;
  }
  const opensNewTab = newTab || item.target === '_blank';
  const tabProps = opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternalHref(href)) {
    return (
      <a href={href} {...tabProps} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...tabProps} {...rest}>
      {content}
    </Link>
  );
}
