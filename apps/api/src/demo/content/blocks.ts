import type { ContentBlockInput } from '@shop/contracts';
import { mediaPaths } from '../images/paths.ts';
import { blockKit, PATHS, type DemoBlockLinks } from './block-kit.ts';
import { homeBlocks } from './home-blocks.ts';
import { showcaseBlocks } from './showcase-blocks.ts';

export type { DemoBlockLinks } from './block-kit.ts';

/**
 * The demo content blocks: the home page (home-blocks.ts), the content blocks example page with every
 * other block type (showcase-blocks.ts), and a few blocks on category, product and brand pages. Texts in
 * lt and en.
 */
export function demoContentBlocks(links: DemoBlockLinks): ContentBlockInput[] {
  const { both, page } = blockKit(links);
  return [
    ...homeBlocks(links),
    ...showcaseBlocks(links),

    // Category pages: free delivery on every listing, a buying guide on the pram categories.
    {
      code: 'taxonomy-free-delivery',
      type: 'slimBannersWithButtons',
      position: 10,
      displayLocations: ['taxonomy'],
      translations: both((locale, say) => ({
        items: [
          {
            title: say('Nemokamas pristatymas nuo 49 €', 'Free delivery from €49'),
            text: say('Grąžinimas – per 30 dienų.', 'Returns within 30 days.'),
            backgroundColor: '#f3e6d8',
            textColor: '#2a211d',
            button: { label: say('Sąlygos', 'Details'), link: page('delivery', locale) },
          },
        ],
      })),
    },
    {
      code: 'taxonomy-pram-guide',
      type: 'halfAndHalfBlock',
      position: 20,
      displayLocations: ['taxonomy'],
      taxonCodes: [
        'babies_prams',
        'babies_prams_strollers',
        'babies_prams_travel_systems',
        'babies_prams_twin_prams',
      ],
      translations: both((locale, say) => ({
        title: say('Kaip išsirinkti vežimėlį?', 'How to choose a pram?'),
        html: say(
          '<p>Svoris, ratai ir sudėjimas viena ranka – trys dalykai, kuriuos verta palyginti prieš perkant.</p>',
          '<p>Weight, wheels and a one-hand fold: three things worth comparing before you buy.</p>',
        ),
        image: mediaPaths.promo('babies-prams'),
        alt: say('Vežimėlis ir automobilinė kėdutė', 'A pram and a car seat'),
        imagePosition: 'left',
        button: { label: say('Skaityti patarimus', 'Read the guide'), link: PATHS.pramGuide[locale] },
      })),
    },

    // Product pages: delivery and returns under every product.
    {
      code: 'product-delivery-returns',
      type: 'blockList',
      position: 10,
      displayLocations: ['product'],
      translations: both((locale, say) => ({
        title: null,
        items: [
          {
            title: say('Nemokamas pristatymas nuo 49 €', 'Free delivery from €49'),
            html: say(
              '<p>Pristatome per 1–3 darbo dienas į paštomatą arba į namus.</p>',
              '<p>Delivered in 1–3 working days to a parcel locker or your door.</p>',
            ),
            link: page('delivery', locale),
          },
          {
            title: say('30 dienų grąžinimui', '30 days to return'),
            html: say(
              '<p>Nenaudotą prekę galite grąžinti per 30 dienų.</p>',
              '<p>Return unused goods within 30 days.</p>',
            ),
            link: page('returns', locale),
          },
        ],
      })),
    },

    // Brand pages: the shop's own brand tells its story.
    {
      code: 'brand-gandras-story',
      type: 'textBlock',
      position: 10,
      displayLocations: ['attributeValue'],
      attributeValueCodes: ['gandras'],
      translations: both((locale, say) => ({
        title: say('Gandras – mūsų pačių prekės ženklas', 'Gandras – our own brand'),
        html: say(
          `<p>Rankšluosčius, kilimėlius ir minkštus žaislus kuriame kartu su Lietuvos siuvėjais: švelnūs audiniai, paprastos formos ir sąžininga kaina.</p><p><a href="${PATHS.brand('gandras')[locale]}">Visos Gandras prekės</a></p>`,
          `<p>We make towels, mats and soft toys together with Lithuanian tailors: gentle fabrics, simple shapes and an honest price.</p><p><a href="${PATHS.brand('gandras')[locale]}">All Gandras products</a></p>`,
        ),
      })),
    },
  ];
}
