import type { ContentBlockInput } from '@shop/contracts';
import { taxonByCode } from '../catalogue/taxons.ts';
import { mediaPaths } from '../images/paths.ts';
import { blockKit, PATHS, placed, type DemoBlockLinks } from './block-kit.ts';

/** Best sellers of the demo catalogue (generated products keep their codes across installs). */
const TOP_SELLER_CODES = [
  'P000001',
  'P000002',
  'P000011',
  'P000005',
  'P000022',
  'P000024',
  'P000021',
  'P000013',
  'P000009',
  'P000020',
  'P000017',
  'P000012',
];

/**
 * Brands of the brand list: brands with a wordmark logo (the five badge brands carry a square 32 px badge
 * for product cards instead, which is no logo for a brand list).
 */
export const FEATURED_BRANDS = [
  'britax-romer',
  'stokke',
  'philips-avent',
  'liewood',
  'done-by-deer',
  'babybjorn',
  'hape',
  'joie',
  'maxi-cosi',
  'tommee-tippee',
  'fisher-price',
  'ergobaby',
];

/**
 * The demo home page, as a real shop would compose it (about five screens on a phone): the hero slider,
 * categories, best sellers, the sale, brand logos and news. Each block shows something the others do
 * not; every other block type lives on the content blocks example page (showcase-blocks.ts).
 */
export function homeBlocks(links: DemoBlockLinks): ContentBlockInput[] {
  const { both, category } = blockKit(links);
  const home = placed('home');
  return [
    {
      ...home('home-hero', 10, 'slider'),
      translations: both((locale, say) => ({
        slides: [
          {
            image: mediaPaths.block('slide-winter'),
            mobileImage: mediaPaths.block('slide-winter-mobile'),
            alt: say('Tamsiai mėlynas vežimėlis ir šilti pledai', 'A navy pram and warm blankets'),
            title: say('Jaukiai žiemai', 'Cosy for winter'),
            text: say(
              'Vežimėliai, pledai ir miegmaišiai šaltiems pasivaikščiojimams – dabar iki −30 %.',
              'Prams, blankets and sleeping bags for frosty walks – now up to 30% off.',
            ),
            textColor: '#2a211d',
            button: { label: say('Žiūrėti pasiūlymus', 'See the offers'), link: PATHS.sales[locale] },
          },
          {
            image: mediaPaths.block('slide-toys'),
            mobileImage: mediaPaths.block('slide-toys-mobile'),
            alt: say('Pliušinis meškiukas, kaladėlės ir knyga', 'A teddy bear, building blocks and a book'),
            title: say('Žaislai, kurie auga kartu', 'Toys that grow with them'),
            text: say(
              'Lavinamieji žaislai, kaladėlės ir knygelės kiekvienam amžiui – atrinkti tėvų.',
              'Learning toys, blocks and books for every age – picked by parents.',
            ),
            textColor: '#2a211d',
            button: { label: say('Rinktis žaislus', 'Choose toys'), link: category('children_toys', locale) },
          },
          {
            image: mediaPaths.block('slide-home'),
            mobileImage: mediaPaths.block('slide-home-mobile'),
            alt: say('Geltona lempa ir rožinė pagalvėlė', 'A yellow lamp and a pink cushion'),
            title: say('Šviesa ir jaukumas vaiko kambariui', 'Light and comfort for the nursery'),
            text: say(
              'Naktinės lemputės, minkšti pledai ir pagalvėlės ramiems vakarams.',
              'Night lights, soft blankets and cushions for calm evenings.',
            ),
            textColor: '#2a211d',
            button: { label: say('Į namų prekes', 'Shop home'), link: category('home', locale) },
          },
        ],
      })),
    },
    {
      ...home('home-categories', 20, 'categoryBlock'),
      translations: both((_locale, say) => ({
        title: say('Populiarios kategorijos', 'Popular categories'),
        items: ['babies', 'children', 'home', 'parents', 'babies_prams', 'children_toys'].map(
          (taxonCode) => ({ taxonCode, image: taxonByCode(taxonCode).imagePath }),
        ),
      })),
    },
    {
      ...home('home-best-sellers', 30, 'productsBlock'),
      translations: both((locale, say) => ({
        title: say('Perkamiausios prekės', 'Best sellers'),
        productCodes: TOP_SELLER_CODES,
        limit: 12,
        link: null,
      })),
    },
    {
      ...home('home-sale', 40, 'productsBlock'),
      translations: both((locale, say) => ({
        title: say('Akcijos', 'On sale'),
        discounted: true,
        limit: 12,
        link: { label: say('Visos akcijos', 'All offers'), link: PATHS.sales[locale] },
      })),
    },
    {
      ...home('home-brands', 50, 'brandsBlock'),
      translations: both((_locale, say) => ({
        title: say('Prekės ženklai, kuriais pasitikime', 'Brands we trust'),
        brandCodes: FEATURED_BRANDS,
      })),
    },
    {
      ...home('home-news', 60, 'newsBlock'),
      translations: both((_locale, say) => ({
        title: say('Patarimai ir naujienos', 'Advice and news'),
        limit: 4,
      })),
    },
  ];
}
