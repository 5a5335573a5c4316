import type { AdminPermission } from '@shop/contracts';
import type { RouteName } from '~/routing/route-table.ts';

/**
 * The side navigation: each section, the screens that belong to it (an order belongs to orders), and the
 * permission it needs (docs/adr/0055-admin-roles.md): a role without it does not see the entry.
 */
export const ADMIN_SECTIONS: readonly {
  name: RouteName;
  permission: AdminPermission;
  also?: readonly RouteName[];
}[] = [
  { name: 'ADMIN_DASHBOARD', permission: 'reports' },
  { name: 'ADMIN_ORDERS', permission: 'orders', also: ['ADMIN_ORDER'] },
  { name: 'ADMIN_PRODUCTS', permission: 'catalogue', also: ['ADMIN_PRODUCT_NEW', 'ADMIN_PRODUCT'] },
  { name: 'ADMIN_RETURNS', permission: 'orders', also: ['ADMIN_RETURN'] },
  { name: 'ADMIN_ACCOUNTS', permission: 'customers' },
  { name: 'ADMIN_CUSTOMERS', permission: 'customers' },
  { name: 'ADMIN_NEWSLETTER', permission: 'customers' },
  { name: 'ADMIN_STOCK_REQUESTS', permission: 'customers' },
  { name: 'ADMIN_TAXONS', permission: 'catalogue', also: ['ADMIN_TAXON', 'ADMIN_TAXON_NEW'] },
  { name: 'ADMIN_ATTRIBUTES', permission: 'catalogue', also: ['ADMIN_ATTRIBUTE'] },
  { name: 'ADMIN_OPTIONS', permission: 'catalogue', also: ['ADMIN_OPTION'] },
  { name: 'ADMIN_CATALOGUE_IMPORTS', permission: 'catalogue', also: ['ADMIN_CATALOGUE_IMPORT'] },
  { name: 'ADMIN_PROMOTIONS', permission: 'promotions', also: ['ADMIN_PROMOTION_NEW', 'ADMIN_PROMOTION'] },
  { name: 'ADMIN_CATALOGUE_PROMOTIONS', permission: 'promotions' },
  { name: 'ADMIN_MENUS', permission: 'content' },
  {
    name: 'ADMIN_ARTICLES',
    permission: 'content',
    also: ['ADMIN_ARTICLE_NEW', 'ADMIN_ARTICLE', 'ADMIN_ARTICLE_PREVIEW', 'ADMIN_ARTICLE_SECTIONS'],
  },
  {
    name: 'ADMIN_PAGES',
    permission: 'content',
    also: ['ADMIN_PAGE_NEW', 'ADMIN_PAGE', 'ADMIN_PAGE_PREVIEW'],
  },
  { name: 'ADMIN_FAQ', permission: 'content', also: ['ADMIN_FAQ_CATEGORY_NEW', 'ADMIN_FAQ_CATEGORY'] },
  { name: 'ADMIN_INFORMATION_BARS', permission: 'content' },
  { name: 'ADMIN_REDIRECTS', permission: 'content' },
  {
    name: 'ADMIN_CONTENT_BLOCKS',
    permission: 'content',
    also: ['ADMIN_CONTENT_BLOCK_NEW', 'ADMIN_CONTENT_BLOCK', 'ADMIN_CONTENT_BLOCK_PREVIEW'],
  },
  {
    name: 'ADMIN_BANNERS',
    permission: 'content',
    also: ['ADMIN_BANNER_NEW', 'ADMIN_BANNER', 'ADMIN_BANNER_PREVIEW'],
  },
  { name: 'ADMIN_MAIL_PREVIEWS', permission: 'content' },
  { name: 'ADMIN_SHOP_DETAILS', permission: 'settings' },
  { name: 'ADMIN_PAYMENT_METHODS', permission: 'settings' },
  {
    name: 'ADMIN_SHIPPING_METHODS',
    permission: 'settings',
    also: ['ADMIN_SHIPPING_METHOD_NEW', 'ADMIN_SHIPPING_METHOD', 'ADMIN_PARCEL_LOCKERS'],
  },
  { name: 'ADMIN_LOYALTY_SETTINGS', permission: 'settings' },
  { name: 'ADMIN_GIFT_SETTINGS', permission: 'settings' },
  { name: 'ADMIN_TEAM', permission: 'team' },
  { name: 'ADMIN_AUDIT', permission: 'audit' },
];

/** The first screen a role may open: where the back office's front door sends someone without the dashboard. */
export function firstAdminSection(permissions: readonly AdminPermission[]): RouteName | null {
  return ADMIN_SECTIONS.find((section) => permissions.includes(section.permission))?.name ?? null;
}
