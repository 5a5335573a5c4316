import type { ContentBlockInput } from '@shop/contracts';
import { taxonByCode } from '../catalogue/taxons.ts';
import type { DemoLocale, LocalizedText } from '../catalogue/types.ts';
import { mediaPaths } from '../images/paths.ts';
import type { PageCode } from './pages.ts';

/** Shop paths that carry database ids (categories /c/{slug}-{id}, pages /{slug}-{id}), per locale. */
export interface DemoBlockLinks {
  category: (code: string) => LocalizedText;
  page: (code: PageCode) => LocalizedText;
}

const t = (lt: string, en: string): LocalizedText => ({ lt, en });

/** Paths without ids, per locale (the storefront's route table). */
const PATHS = {
  sales: t('/akcijos', '/en/sales'),
  signUp: t('/auth', '/en/auth'),
  loyalty: t('/paskyra/lojalumas', '/en/account/loyalty'),
  wishlist: t('/megstamiausios', '/en/wishlist'),
  faq: t('/duk', '/en/faq'),
  news: t('/naujienos', '/en/news'),
  pramGuide: t('/naujienos/patarimai/kaip-issirinkti-vezimeli', '/en/news/advice/how-to-choose-a-pram'),
  brand: (code: string) => t(`/a/brand/${code}`, `/en/a/brand/${code}`),
};

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

/** Brands of the brand list: the ones with logos first, then favourites. */
const FEATURED_BRANDS = [
  'chicco',
  'cybex',
  'lego',
  'gandras',
  'azuoliukas',
  'britax-romer',
  'stokke',
  'philips-avent',
  'liewood',
  'done-by-deer',
  'babybjorn',
  'hape',
];

const SHOPS = [
  {
    name: t('Gandras Akropolyje, Vilnius', 'Gandras at Akropolis, Vilnius'),
    address: 'Ozo g. 25, LT-07150 Vilnius',
    hours: t('I–VI 10–21 val., VII 10–20 val.', 'Mon–Sat 10:00–21:00, Sun 10:00–20:00'),
    map: { latitude: 54.7104, longitude: 25.2633, zoom: 16 },
  },
  {
    name: t('Gandras Panoramoje, Vilnius', 'Gandras at Panorama, Vilnius'),
    address: 'Saltoniškių g. 9, LT-08105 Vilnius',
    hours: t('I–VII 10–21 val.', 'Mon–Sun 10:00–21:00'),
    map: { latitude: 54.6996, longitude: 25.2562, zoom: 16 },
  },
  {
    name: t('Gandras Akropolyje, Kaunas', 'Gandras at Akropolis, Kaunas'),
    address: 'Karaliaus Mindaugo pr. 49, LT-44333 Kaunas',
    hours: t('I–VI 10–21 val., VII 10–20 val.', 'Mon–Sat 10:00–21:00, Sun 10:00–20:00'),
    map: { latitude: 54.8917, longitude: 23.9197, zoom: 16 },
  },
];

/** The showroom of the half-and-half map block: the first shop. */
const SHOWROOM = SHOPS[0] as (typeof SHOPS)[number];

const PHONE = '+370 600 12345';
const EMAIL = 'info@gandras.lt';

/**
 * The demo content blocks. The home page is built only from blocks (every one of the 21 types, in a
 * shop-like order); a few more sit on category, product and brand pages. Guests get a sign-up banner,
 * signed-in shoppers a welcome-back one. Texts in lt and en.
 */
export function demoContentBlocks(links: DemoBlockLinks): ContentBlockInput[] {
  /** Content per locale: `build` gets the locale and a picker of the lt or en text. */
  const both = (build: (locale: DemoLocale, say: (lt: string, en: string) => string) => unknown) => ({
    lt: build('lt', (lt) => lt),
    en: build('en', (_lt, en) => en),
  });
  const category = (code: string, locale: DemoLocale) => links.category(code)[locale];
  const categoryName = (code: string, locale: DemoLocale) => taxonByCode(code).name[locale];
  const page = (code: PageCode, locale: DemoLocale) => links.page(code)[locale];
  const home = (code: string, position: number, type: ContentBlockInput['type']) => ({
    code,
    type,
    position,
    displayLocations: ['home' as const],
  });

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
        items: [
          'babies',
          'children',
          'home',
          'parents',
          'babies_prams',
          'babies_feeding',
          'children_toys',
          'home_textiles',
        ].map((taxonCode) => ({ taxonCode, image: taxonByCode(taxonCode).imagePath })),
      })),
    },
    {
      ...home('home-best-sellers', 30, 'productsBlock'),
      translations: both((locale, say) => ({
        title: say('Perkamiausios prekės', 'Best sellers'),
        productCodes: TOP_SELLER_CODES,
        limit: 12,
        link: { label: say('Visi pasiūlymai', 'All offers'), link: PATHS.sales[locale] },
      })),
    },
    {
      ...home('home-join-guests', 40, 'slimBannersWithButtons'),
      audience: 'guests',
      translations: both((locale, say) => ({
        items: [
          {
            title: say('Užsiregistruokite ir kaupkite taškus', 'Sign up and collect points'),
            text: say(
              'Už kiekvieną pirkinį gausite lojalumo taškų, o nariams skirti pasiūlymai ateis pirmiems.',
              'Every order earns loyalty points, and members hear about offers first.',
            ),
            backgroundColor: '#2f5d50',
            textColor: '#ffffff',
            button: { label: say('Registruotis', 'Sign up'), link: PATHS.signUp[locale] },
          },
          {
            title: say('Nemokamas pristatymas nuo 49 €', 'Free delivery from €49'),
            text: say(
              'Į paštomatą ar į namus visoje Lietuvoje.',
              'To a parcel locker or your door, all over Lithuania.',
            ),
            backgroundColor: '#f3e6d8',
            textColor: '#2a211d',
            button: { label: say('Kaip pristatome', 'How we deliver'), link: page('delivery', locale) },
          },
        ],
      })),
    },
    {
      ...home('home-welcome-back', 40, 'slimBannersWithButtons'),
      audience: 'registered',
      translations: both((locale, say) => ({
        items: [
          {
            title: say('Sveiki sugrįžę!', 'Welcome back!'),
            text: say(
              'Jūsų lojalumo taškai laukia – pažiūrėkite, kiek sukaupėte ir kiek liko iki kito lygio.',
              'Your loyalty points are waiting – see how many you have and how close the next level is.',
            ),
            backgroundColor: '#2f5d50',
            textColor: '#ffffff',
            button: { label: say('Mano taškai', 'My points'), link: PATHS.loyalty[locale] },
          },
          {
            title: say('Jūsų mėgstamiausios prekės', 'Your favourites'),
            text: say(
              'Išsaugotos prekės laukia vienoje vietoje.',
              'The products you saved, all in one place.',
            ),
            backgroundColor: '#f3e6d8',
            textColor: '#2a211d',
            button: { label: say('Peržiūrėti', 'Have a look'), link: PATHS.wishlist[locale] },
          },
        ],
      })),
    },
    {
      ...home('home-safe-travel', 50, 'bannersWithButtons'),
      translations: both((locale, say) => ({
        items: [
          {
            image: mediaPaths.block('banner-car-seats'),
            alt: say('Dvi automobilinės kėdutės', 'Two car seats'),
            title: say('Saugiai kelionėje', 'Safe on every journey'),
            text: say(
              'i-Size kėdutės nuo pirmosios dienos iki mokyklos.',
              'i-Size car seats from day one to school age.',
            ),
            textColor: '#2a211d',
            buttons: [
              {
                label: categoryName('babies_car_seats_infant_car_seats', locale),
                link: category('babies_car_seats_infant_car_seats', locale),
              },
              {
                label: categoryName('babies_car_seats_toddler_car_seats', locale),
                link: category('babies_car_seats_toddler_car_seats', locale),
              },
            ],
          },
          {
            image: mediaPaths.block('banner-feeding'),
            alt: say('Maitinimo kėdutė ir buteliukas', 'A high chair and a baby bottle'),
            title: say('Pirmieji pietūs', 'First meals'),
            text: say(
              'Maitinimo kėdutės, buteliukai ir indai mažiesiems gurmanams.',
              'High chairs, bottles and tableware for little gourmets.',
            ),
            textColor: '#2a211d',
            buttons: [
              {
                label: categoryName('babies_feeding_high_chairs', locale),
                link: category('babies_feeding_high_chairs', locale),
              },
              {
                label: categoryName('babies_feeding_baby_bottles', locale),
                link: category('babies_feeding_baby_bottles', locale),
              },
            ],
          },
        ],
      })),
    },
    {
      ...home('home-new-in', 60, 'newProductsBlock'),
      translations: both((_locale, say) => ({ title: say('Ką tik atkeliavo', 'Just arrived'), limit: 12 })),
    },
    {
      ...home('home-better-sleep', 70, 'halfAndHalfBlock'),
      translations: both((locale, say) => ({
        title: say('Ramesnės naktys visai šeimai', 'Calmer nights for the whole family'),
        html: say(
          '<p>Gerą miegą kuria smulkmenos: tvirta lovytė, kvėpuojantis miegmaišis ir švelni naktinė šviesa.</p><ul><li>Lovytės ir čiužiniai pagal ES saugos standartus</li><li>Miegmaišiai pagal sezoną ir ūgį</li><li>Naktinės lemputės su laikmačiu</li></ul>',
          '<p>Good sleep is made of small things: a sturdy cot, a breathable sleeping bag and a soft night light.</p><ul><li>Cots and mattresses that meet EU safety standards</li><li>Sleeping bags for every season and size</li><li>Night lights with a timer</li></ul>',
        ),
        image: mediaPaths.block('half-sleep'),
        alt: say('Balta lovytė ir naktinė lemputė', 'A white cot and a night light'),
        imagePosition: 'left',
        button: { label: say('Miego prekės', 'Shop sleep'), link: category('babies_sleep', locale) },
      })),
    },
    {
      ...home('home-brands', 80, 'brandsBlock'),
      translations: both((_locale, say) => ({
        title: say('Prekės ženklai, kuriais pasitikime', 'Brands we trust'),
        brandCodes: FEATURED_BRANDS,
      })),
    },
    {
      ...home('home-inspiration', 90, 'imagesSlider'),
      translations: both((locale, say) => ({
        title: say('Idėjos kiekvienai dienai', 'Ideas for every day'),
        images: [
          ['tile-nursery', say('Jauki vaiko lovytė', 'A cosy cot'), 'babies_sleep_cots'],
          ['tile-bath', say('Maudynių laikas', 'Bath time'), 'babies_bath_and_care'],
          ['tile-outdoor', say('Pirmasis dviratukas', 'A first bike'), 'children_outdoor_play'],
          ['tile-reading', say('Vakaro pasakos', 'Bedtime stories'), 'children_books'],
          ['tile-clothes', say('Minkšti drabužėliai', 'Soft little clothes'), 'babies_baby_clothing'],
          ['tile-school', say('Pasiruošę mokyklai', 'Ready for school'), 'children_school'],
          ['tile-lights', say('Šviesa vaiko kambariui', 'Light for the kids’ room'), 'home_lighting'],
          ['tile-safety', say('Ramybė tėvams', 'Peace of mind for parents'), 'parents_safety'],
        ].map(([name, alt, taxonCode]) => ({
          image: mediaPaths.block(name as string),
          alt: alt as string,
          link: category(taxonCode as string, locale),
        })),
      })),
    },
    {
      ...home('home-news', 100, 'newsBlock'),
      translations: both((_locale, say) => ({
        title: say('Patarimai ir naujienos', 'Advice and news'),
        limit: 4,
      })),
    },
    {
      ...home('home-loyalty', 110, 'halfAndHalfAdaptBlock'),
      translations: both((locale, say) => ({
        title: say('Gandro lojalumo programa', 'The Gandras loyalty programme'),
        html: say(
          '<p>Kaupkite taškus už kiekvieną pirkinį ir atsiskaitykite jais kitą kartą. Sidabrinis, auksinis ir platininis lygiai atneša vis daugiau naudos.</p><p><strong>Prisijungti nemokama</strong> – užtenka paskyros.</p>',
          '<p>Collect points on every order and pay with them next time. Silver, gold and platinum levels bring more and more benefits.</p><p><strong>Joining is free</strong> – all you need is an account.</p>',
        ),
        image: mediaPaths.block('half-loyalty'),
        alt: say('Dovanų dėžutės', 'Gift boxes'),
        imagePosition: 'right',
        button: { label: say('Programos taisyklės', 'Programme rules'), link: page('loyalty-terms', locale) },
        backgroundColor: '#2f5d50',
        textColor: '#ffffff',
      })),
    },
    {
      ...home('home-shop-with-ease', 120, 'linkBlocks'),
      translations: both((locale, say) => ({
        title: say('Apsipirkite ramiai', 'Shop with ease'),
        links: [
          {
            label: say('Pristatymas', 'Delivery'),
            link: page('delivery', locale),
            description: say(
              'Nemokamai nuo 49 €, per 1–3 darbo dienas',
              'Free from €49, in 1–3 working days',
            ),
          },
          {
            label: say('Grąžinimas', 'Returns'),
            link: page('returns', locale),
            description: say('30 dienų apsigalvoti', '30 days to change your mind'),
          },
          {
            label: say('Dažni klausimai', 'Questions and answers'),
            link: PATHS.faq[locale],
            description: say('Atsakymai apie užsakymus ir mokėjimą', 'About orders and payment'),
          },
          {
            label: say('Kontaktai', 'Contact us'),
            link: page('contacts', locale),
            description: say('Padėsime išsirinkti', 'We will help you choose'),
          },
        ],
      })),
    },
    {
      ...home('home-why-gandras', 130, 'blockList'),
      translations: both((_locale, say) => ({
        title: say('Kodėl tėvai renkasi Gandrą', 'Why parents choose Gandras'),
        items: [
          {
            title: say('Nemokamas pristatymas nuo 49 €', 'Free delivery from €49'),
            html: say(
              '<p>Į paštomatą, atsiėmimo punktą ar į namus – visoje Lietuvoje.</p>',
              '<p>To a parcel locker, a pick-up point or your door – all over Lithuania.</p>',
            ),
          },
          {
            title: say('30 dienų grąžinimui', '30 days to return'),
            html: say(
              '<p>Netiko? Grąžinkite nenaudotą prekę per 30 dienų.</p>',
              '<p>Not quite right? Return unused goods within 30 days.</p>',
            ),
          },
          {
            title: say('Saugumas pirmiausia', 'Safety first'),
            html: say(
              '<p>Prekės atitinka ES saugos reikalavimus, o kėdutės – i-Size standartą.</p>',
              '<p>Our goods meet EU safety rules, and our car seats the i-Size standard.</p>',
            ),
          },
          {
            title: say('Patarimai iš tėvų', 'Advice from parents'),
            html: say(
              '<p>Mūsų konsultantai patys augina vaikus ir mielai padės išsirinkti.</p>',
              '<p>Our advisers are parents themselves and happy to help you choose.</p>',
            ),
          },
        ],
      })),
    },
    {
      ...home('home-about', 140, 'textBlock'),
      translations: both((locale, say) => ({
        title: say(
          'Gandras – viskas mažiesiems ir jų tėvams',
          'Gandras – everything for little ones and their parents',
        ),
        html: say(
          `<p>Nuo pirmojo vežimėlio iki mokyklinės kuprinės: Gandre rasite kūdikių, vaikų ir namų prekių, kurias patys išbandėme ir drąsiai rekomenduojame draugams.</p><p>Dirbame Vilniuje ir Kaune, prekes siunčiame visoje Lietuvoje. <a href="${page('about-us', locale)}">Daugiau apie mus</a></p>`,
          `<p>From the first pram to the first school bag: Gandras brings together baby, children’s and home goods that we have tried ourselves and happily recommend to friends.</p><p>We are based in Vilnius and Kaunas and deliver all over Lithuania. <a href="${page('about-us', locale)}">More about us</a></p>`,
        ),
      })),
    },
    {
      ...home('home-gift-ideas', 150, 'imageBlock'),
      translations: both((locale, say) => ({
        image: mediaPaths.block('wide-gift-wrap'),
        alt: say('Dovanų dėžutės ir pliušinis meškiukas', 'Gift boxes and a teddy bear'),
        link: category('parents_gifts', locale),
        caption: say(
          'Dovanų idėjos krikštynoms, gimtadieniams ir tiesiog taip',
          'Gift ideas for christenings, birthdays and just because',
        ),
      })),
    },
    {
      ...home('home-weekend-film', 160, 'youtubeIframe'),
      translations: both((_locale, say) => ({
        title: say('Savaitgalio filmukas: „Big Buck Bunny“', 'A film for the weekend: Big Buck Bunny'),
        videoId: 'aqz-KE-bpKQ',
        poster: mediaPaths.block('video-poster'),
      })),
    },
    {
      ...home('home-new-baby', 170, 'nested'),
      translations: both((locale, say) => ({
        title: say('Laukiatės? Pasiruoškite ramiai', 'Expecting? Get ready calmly'),
        columns: 2,
        blocks: [
          {
            type: 'textBlock',
            content: {
              title: say('Ko reikės pirmosiomis savaitėmis', 'What you will need in the first weeks'),
              html: say(
                '<ul><li>Vežimėlis su lopšiu ir automobilinė kėdutė 0–13 kg</li><li>Lovytė, čiužinys ir du miegmaišiai</li><li>Smėlinukai, kepurytė ir rankšluostis su gobtuvu</li><li>Buteliukai, čiulptukai ir vonelė</li></ul>',
                '<ul><li>A pram with a carrycot and an infant car seat</li><li>A cot, a mattress and two sleeping bags</li><li>Bodysuits, a hat and a hooded towel</li><li>Bottles, soothers and a baby bath</li></ul>',
              ),
            },
          },
          {
            type: 'imageBlock',
            content: {
              image: mediaPaths.block('tile-nursery'),
              alt: say('Lovytė kūdikio kambaryje', 'A cot in the nursery'),
              link: category('babies', locale),
              caption: say('Viskas kūdikiui vienoje vietoje', 'Everything for the baby in one place'),
            },
          },
        ],
      })),
    },
    {
      ...home('home-recommended', 180, 'thirdPartyProductList'),
      translations: both((_locale, say) => ({
        title: say('Jums gali patikti', 'You may also like'),
        provider: 'recommendations',
        placementId: 'home-recommended',
        fallbackTaxonCode: 'children_toys',
        limit: 12,
      })),
    },
    {
      ...home('home-customer-care', 190, 'contacts'),
      translations: both((_locale, say) => ({
        title: say('Klientų aptarnavimas', 'Customer care'),
        phone: PHONE,
        email: EMAIL,
        address: say('Savanorių pr. 178, LT-03154 Vilnius', 'Savanorių pr. 178, LT-03154 Vilnius, Lithuania'),
        html: say(
          '<p>I–V 8–20 val., VI 9–15 val.</p><p>Atsakome per vieną darbo dieną.</p>',
          '<p>Mon–Fri 8:00–20:00, Sat 9:00–15:00</p><p>We answer within one working day.</p>',
        ),
      })),
    },
    {
      ...home('home-showroom', 200, 'halfAndHalfGoogleMapBlock'),
      translations: both((_locale, say) => ({
        title: say('Užsukite į mūsų saloną', 'Visit our showroom'),
        html: say(
          '<p>Išbandykite vežimėlius ir kėdutes vietoje – konsultantai parodys, kaip jas sudėti ir pritvirtinti.</p><p>I–VI 10–21 val., VII 10–20 val.</p>',
          '<p>Try prams and car seats in person – our advisers will show you how to fold and fit them.</p><p>Mon–Sat 10:00–21:00, Sun 10:00–20:00</p>',
        ),
        address: SHOWROOM.address,
        map: SHOWROOM.map,
        mapPosition: 'right',
      })),
    },
    {
      ...home('home-shops', 210, 'locationMapBlock'),
      translations: both((locale, say) => ({
        title: say('Mūsų parduotuvės', 'Our shops'),
        locations: SHOPS.map((shop) => ({
          name: shop.name[locale],
          address: shop.address,
          html: `<p>${shop.hours[locale]}</p>`,
          map: shop.map,
        })),
      })),
    },

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
