import { ADMIN_API_BASE, type AdminPermission } from '@shop/contracts';

/** Routes every signed-in administrator may call, whatever their role. */
export const ANY_ADMIN = 'signedIn' as const;
export type RouteAccess = AdminPermission | typeof ANY_ADMIN;

/**
 * Which permission each admin API route needs, by URL prefix under /api/v2/admin (docs/adr/0055-admin-roles.md).
 * The longest matching prefix wins, whole path segments only; `:param` segments match any parameter. A route
 * under no prefix here is owner-only (deny by default), and test/admin-permissions.test.ts fails for it, so a
 * new admin route gets its line here in the same change.
 */
export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, RouteAccess>> = {
  '/logout': ANY_ADMIN,
  '/me': ANY_ADMIN,
  // catalogue: products, taxons, attributes, options, imports, exports, feeds
  '/products': 'catalogue',
  '/product-variants': 'catalogue',
  '/product-attributes': 'catalogue',
  '/product-options': 'catalogue',
  '/taxons': 'catalogue',
  '/catalogue-imports': 'catalogue',
  '/catalogue-exports': 'catalogue',
  '/feeds': 'catalogue',
  // The shop's channels (code, name, languages, currency): every screen's channel picker reads the list, so every
  // administrator may; anything under one channel (/channels/:code/...) is its settings.
  '/channels': ANY_ADMIN,
  '/channels/:code': 'settings',
  // The warehouses a product is counted at: read by the product editor.
  '/warehouses': 'catalogue',
  // promotions: cart and catalogue promotions, coupons
  '/promotions': 'promotions',
  '/coupons': 'promotions',
  '/catalogue-promotions': 'promotions',
  // content: pages, news, faq, banners, bars, blocks, menus, redirects, mail previews
  '/pages': 'content',
  '/articles': 'content',
  '/article-sections': 'content',
  '/content-pictures': 'content',
  '/faq': 'content',
  '/banners': 'content',
  '/information-bars': 'content',
  '/content-blocks': 'content',
  '/content-block-types': 'content',
  '/menus': 'content',
  '/redirects': 'content',
  '/mail-previews': 'content',
  // orders: orders, returns, invoices, order export
  '/orders': 'orders',
  '/returns': 'orders',
  '/invoices': 'orders',
  '/sales-report/orders.csv': 'orders',
  // customers: customers, accounts, newsletter, stock requests, impersonation
  '/customers': 'customers',
  '/accounts': 'customers',
  '/newsletter-subscribers': 'customers',
  '/stock-notification-requests': 'customers',
  // settings: shop details, delivery/payment/gift/loyalty settings
  '/channels/:code/shop-details': 'settings',
  '/shipping-methods': 'settings',
  '/payment-methods': 'settings',
  '/gift-settings': 'settings',
  '/loyalty-settings': 'settings',
  // reports: dashboard, sales report
  '/sales-report': 'reports',
  '/dashboard': 'reports',
  // team: administrators, invitations, roles
  '/administrators': 'team',
  '/roles': 'team',
  // audit: the audit log
  '/audit-log': 'audit',
};

const segmentsOf = (path: string): string[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? ':' : segment));

const PREFIXES = Object.entries(ADMIN_ROUTE_PERMISSIONS)
  .map(([prefix, access]) => ({ segments: segmentsOf(prefix), access }))
  .sort((a, b) => b.segments.length - a.segments.length);

/**
 * The access a registered route (its pattern, e.g. `/api/v2/admin/orders/:id`) needs: the permission of its
 * longest mapped prefix, or `null` when none maps it (then only an owner may call it).
 */
export function routeAccess(routeUrl: string): RouteAccess | null {
  if (!routeUrl.startsWith(`${ADMIN_API_BASE}/`)) return null;
  const route = segmentsOf(routeUrl.slice(ADMIN_API_BASE.length));
  const match = PREFIXES.find(
    ({ segments }) =>
      segments.length <= route.length &&
      segments.every((segment, index) => {
        const part = route[index];
        return segment === part || (segment === ':' && part !== undefined && part.startsWith(':'));
      }),
  );
  return match?.access ?? null;
}
