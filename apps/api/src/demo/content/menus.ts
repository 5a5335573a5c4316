import type { MenuItemType, MenuPlacement } from '@shop/contracts';
import { ROOT_TAXONS } from '../catalogue/taxons.ts';
import type { LocalizedText } from '../catalogue/types.ts';
import { mediaPaths } from '../images/paths.ts';
import type { PageCode } from './pages.ts';

/** Both demo channels use the same menus. */
export const MENU_CODES: Record<MenuPlacement, string> = {
  checkout: 'checkout-menu',
  footer: 'footer-menu',
  main: 'main-menu',
  mobile: 'mobile-menu',
  social: 'social-menu',
  top: 'top-menu',
  mega: 'mega-menu',
};

export interface MenuItemSpec {
  type: MenuItemType;
  /** Optional for taxon and page items: they fall back to the taxon's or page's own name. */
  name?: LocalizedText;
  /** A localised shop path, or the listing of a category (resolved to /c/{slug}-{id} when seeding). */
  link?: LocalizedText | { categoryListing: string };
  externalLink?: string;
  target?: '_self' | '_blank';
  image?: string;
  highlighted?: boolean;
  taxon?: string;
  page?: PageCode;
  children?: MenuItemSpec[];
}

export interface MenuSpec {
  code: string;
  name: string;
  placement: MenuPlacement;
  items: MenuItemSpec[];
}

const t = (lt: string, en: string): LocalizedText => ({ lt, en });

const SALES = t('Akcijos', 'Sales');
const SALES_PATH = t('/akcijos', '/en/sales');

/**
 * "Sales": a highlighted link to the discounted products page. In the mobile and mega menus its children
 * are the discounted-products tree of every root category, to drill into sales by category. (A
 * discounted_products_taxon_tree item must name a taxon, so the whole-shop entry is a url item.)
 */
function salesItem(children: MenuItemSpec[] | null): MenuItemSpec {
  return {
    type: 'url',
    name: SALES,
    link: SALES_PATH,
    highlighted: true,
    children: children ?? [],
  };
}

const saleTrees = (): MenuItemSpec[] =>
  ROOT_TAXONS.map((root) => ({ type: 'discounted_products_taxon_tree', taxon: root.code }));

const pageItem = (page: PageCode, options: Partial<MenuItemSpec> = {}): MenuItemSpec => ({
  type: 'page',
  page,
  ...options,
});

const FAQ: MenuItemSpec = { type: 'url', name: t('DUK', 'FAQ'), link: t('/duk', '/en/faq') };
const NEWS: MenuItemSpec = { type: 'url', name: t('Naujienos', 'News'), link: t('/naujienos', '/en/news') };
const LOYALTY: MenuItemSpec = {
  type: 'url',
  name: t('Lojalumo programa', 'Loyalty programme'),
  link: t('/paskyra/lojalumas', '/en/account/loyalty'),
};

/** One promo picture per root category in the mega menu, pointing at a featured subcategory. */
const MEGA_PROMOS: Record<string, { promo: string; name: LocalizedText; category: string }> = {
  babies: {
    promo: 'babies-prams',
    name: t('Vežimėlių savaitė', 'Pram week'),
    category: 'babies_prams',
  },
  children: {
    promo: 'children-toys',
    name: t('Žaislai kūrybai', 'Toys for creative play'),
    category: 'children_toys',
  },
  home: {
    promo: 'home-textiles',
    name: t('Jauki tekstilė', 'Cosy textiles'),
    category: 'home_textiles',
  },
  parents: {
    promo: 'parents-gifts',
    name: t('Dovanos naujagimiams', 'Gifts for newborns'),
    category: 'parents_gifts',
  },
};

function megaRoot(rootCode: string): MenuItemSpec {
  const promo = MEGA_PROMOS[rootCode];
  return {
    type: 'taxon_tree',
    taxon: rootCode,
    children: promo
      ? [
          {
            type: 'image',
            name: promo.name,
            image: mediaPaths.promo(promo.promo),
            link: { categoryListing: promo.category },
          },
        ]
      : [],
  };
}

const SOCIAL_LINKS: Array<[string, string]> = [
  ['Facebook', 'https://www.facebook.com/gandras.lt'],
  ['Instagram', 'https://www.instagram.com/gandras.lt'],
  ['YouTube', 'https://www.youtube.com/@gandraslt'],
  ['TikTok', 'https://www.tiktok.com/@gandras.lt'],
];

/** The menus of every placement. */
export function demoMenus(): MenuSpec[] {
  return [
    {
      code: MENU_CODES.main,
      name: 'Kategorijų juosta',
      placement: 'main',
      items: [
        ...ROOT_TAXONS.map((root): MenuItemSpec => ({ type: 'taxon', taxon: root.code })),
        salesItem(null),
      ],
    },
    {
      code: MENU_CODES.mega,
      name: 'Išskleidžiamas meniu',
      placement: 'mega',
      items: [
        ...ROOT_TAXONS.map((root) => megaRoot(root.code)),
        salesItem([
          {
            type: 'image',
            name: t('Iki −50 % visai šeimai', 'Up to 50% off for the whole family'),
            image: mediaPaths.promo('sale'),
            link: SALES_PATH,
          },
          ...saleTrees(),
        ]),
      ],
    },
    {
      code: MENU_CODES.mobile,
      name: 'Mobilusis meniu',
      placement: 'mobile',
      items: [
        ...ROOT_TAXONS.map((root): MenuItemSpec => ({ type: 'taxon_tree', taxon: root.code })),
        salesItem(saleTrees()),
        pageItem('delivery'),
        pageItem('returns'),
        FAQ,
        pageItem('about-us'),
        pageItem('contacts'),
      ],
    },
    {
      code: MENU_CODES.footer,
      name: 'Poraštė',
      placement: 'footer',
      items: [
        {
          type: 'group',
          name: t('Pirkėjams', 'For shoppers'),
          children: [pageItem('delivery'), pageItem('returns'), FAQ, LOYALTY],
        },
        {
          type: 'group',
          name: t('Apie Gandrą', 'About Gandras'),
          children: [pageItem('about-us'), NEWS, pageItem('contacts')],
        },
        {
          type: 'group',
          name: t('Informacija', 'Information'),
          children: [
            pageItem('terms-of-service', { target: '_blank' }),
            pageItem('privacy-policy', { target: '_blank' }),
            pageItem('loyalty-terms'),
          ],
        },
      ],
    },
    {
      code: MENU_CODES.social,
      name: 'Socialiniai tinklai',
      placement: 'social',
      items: SOCIAL_LINKS.map(([name, url]) => ({
        type: 'url',
        name: t(name, name),
        externalLink: url,
        target: '_blank',
      })),
    },
    {
      code: MENU_CODES.top,
      name: 'Viršutinė juosta',
      placement: 'top',
      items: [pageItem('contacts'), pageItem('delivery'), LOYALTY],
    },
    {
      code: MENU_CODES.checkout,
      name: 'Pagalba atsiskaitant',
      placement: 'checkout',
      items: [pageItem('delivery'), pageItem('returns'), pageItem('contacts')],
    },
  ];
}
