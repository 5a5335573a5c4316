// The storefront tests' shared data: the API's shapes (@shop/contracts) with realistic defaults, so a test
// spells out only what it is about. Rendering helpers are in render-in-shop.tsx.
import type { Channel, Menu, MenuItem, MenuItemTargetRef, MenuPlacement, TaxonNode } from '@shop/contracts';
import { servedCatalog } from '~/i18n/catalogs.server.ts';
import type { ShellData } from '~/shell/shell-data.ts';

/** The demo shop's main channel as the API describes it (ADR 0001). */
export function demoChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    code: 'web',
    name: 'Gandras',
    currencyCode: 'EUR',
    locales: [
      { code: 'lt', name: 'Lietuvių' },
      { code: 'en', name: 'English' },
    ],
    defaultLocale: 'lt',
    contactPhoneNumber: '+370 600 12345',
    contactEmail: 'info@gandras.lt',
    googleTagManagerCode: null,
    loyaltyRuleId: null,
    giftWrappingCode: null,
    termsOfServicePage: { id: 71, slug: 'pirkimo-taisykles' },
    loyaltyTermsOfServicePage: null,
    privacyPolicyPage: { id: 72, slug: 'privatumo-politika' },
    menuCodes: {},
    logoPath: 'logos/gandras.png',
    requiresLogin: false,
    seller: {
      companyName: 'UAB „Gandras“',
      companyCode: '305123450',
      vatNumber: 'LT100012345610',
      address: 'Savanorių pr. 178, LT-03154 Vilnius, Lietuva',
      bankName: 'AB „Swedbank“',
      iban: 'LT71 7300 0101 2345 6789',
      phone: '+370 600 12345',
      email: 'info@gandras.lt',
    },
    ...overrides,
  };
}

/** What the root loader sends to every page: the demo channel in Lithuanian, no menus unless given. */
export function shellData(overrides: Partial<ShellData> = {}): ShellData {
  const locale = overrides.locale ?? 'lt';
  return {
    locale,
    defaultLocale: 'lt',
    channel: demoChannel(),
    menus: {},
    deferredMenus: [],
    deferredMenuRevision: '',
    newUrls: false,
    catalogHref: servedCatalog(locale, 'admin').href,
    origin: 'http://shop.test',
    botProtection: null,
    ...overrides,
  };
}

/** The menu of `placement`, with the code the channel's `menuCodes` would name ("main-menu"). */
export function menu(placement: MenuPlacement, items: MenuItem[]): Menu {
  return { code: `${placement}-menu`, name: placement, placement, items };
}

let nextId = 1;

/** A menu item as the API sends it, with only what a test cares about spelled out. */
export function menuItem(overrides: Partial<MenuItem> & { name: string }): MenuItem {
  return {
    id: nextId++,
    htmlLabel: null,
    type: 'url',
    content: null,
    link: null,
    externalLink: null,
    target: '_self',
    image: null,
    highlighted: false,
    sale: false,
    ref: null,
    children: [],
    ...overrides,
  };
}

export function taxonRef(id: number, slug: string): MenuItemTargetRef {
  return { kind: 'taxon', id, code: slug.toUpperCase(), slug };
}

/** `count` third-level taxon items named "{prefix} 1".."{prefix} n". */
export function taxonItems(prefix: string, count: number): MenuItem[] {
  return Array.from({ length: count }, (_, index) =>
    menuItem({ name: `${prefix} ${index + 1}`, type: 'taxon', ref: taxonRef(1000 + nextId, `x-${nextId}`) }),
  );
}

/** A category of the taxon tree as the API sends it; named "Taxon {id}" and ordered by id unless given. */
export function taxonNode(fields: Partial<TaxonNode> & Pick<TaxonNode, 'id' | 'slug'>): TaxonNode {
  return {
    code: `t${fields.id}`,
    name: `Taxon ${fields.id}`,
    description: null,
    image: null,
    parentId: null,
    position: fields.id,
    children: [],
    ...fields,
  };
}
