import type { ContentBlockInput } from '@shop/contracts';
import { mediaPaths } from '../images/paths.ts';
import { blockKit, PATHS, placed, t, type DemoBlockLinks } from './block-kit.ts';

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

/** Codes of the showcase blocks (an older demo had them on the home page as home-...). */
export const SHOWCASE_BLOCK_CODES = [
  'showcase-join-guests',
  'showcase-welcome-back',
  'showcase-safe-travel',
  'showcase-new-in',
  'showcase-better-sleep',
  'showcase-inspiration',
  'showcase-loyalty',
  'showcase-shop-with-ease',
  'showcase-why-gandras',
  'showcase-about',
  'showcase-gift-ideas',
  'showcase-weekend-film',
  'showcase-new-baby',
  'showcase-recommended',
  'showcase-customer-care',
  'showcase-showroom',
  'showcase-shops',
] as const;

/**
 * The content blocks example page (display location `showcase`, /ui-kit/content-blocks): every block type
 * the home page does not use, with shop-like content, so an owner sees each in action. Guests get a
 * sign-up banner, signed-in shoppers a welcome-back one.
 */
export function showcaseBlocks(links: DemoBlockLinks): ContentBlockInput[] {
  const { both, category, categoryName, page } = blockKit(links);
  const showcase = placed('showcase');
  return [
    {
      ...showcase('showcase-join-guests', 40, 'slimBannersWithButtons'),
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
      ...showcase('showcase-welcome-back', 40, 'slimBannersWithButtons'),
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
      ...showcase('showcase-safe-travel', 50, 'bannersWithButtons'),
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
      ...showcase('showcase-new-in', 60, 'newProductsBlock'),
      translations: both((_locale, say) => ({ title: say('Ką tik atkeliavo', 'Just arrived'), limit: 12 })),
    },
    {
      ...showcase('showcase-better-sleep', 70, 'halfAndHalfBlock'),
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
      ...showcase('showcase-inspiration', 90, 'imagesSlider'),
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
      ...showcase('showcase-loyalty', 110, 'halfAndHalfAdaptBlock'),
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
      ...showcase('showcase-shop-with-ease', 120, 'linkBlocks'),
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
      ...showcase('showcase-why-gandras', 130, 'blockList'),
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
      ...showcase('showcase-about', 140, 'textBlock'),
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
      ...showcase('showcase-gift-ideas', 150, 'imageBlock'),
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
      ...showcase('showcase-weekend-film', 160, 'youtubeIframe'),
      translations: both((_locale, say) => ({
        title: say('Savaitgalio filmukas: „Big Buck Bunny“', 'A film for the weekend: Big Buck Bunny'),
        videoId: 'aqz-KE-bpKQ',
        poster: mediaPaths.block('video-poster'),
      })),
    },
    {
      ...showcase('showcase-new-baby', 170, 'nested'),
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
      ...showcase('showcase-recommended', 180, 'thirdPartyProductList'),
      translations: both((_locale, say) => ({
        title: say('Jums gali patikti', 'You may also like'),
        provider: 'recommendations',
        placementId: 'showcase-recommended',
        fallbackTaxonCode: 'children_toys',
        limit: 12,
      })),
    },
    {
      ...showcase('showcase-customer-care', 190, 'contacts'),
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
      ...showcase('showcase-showroom', 200, 'halfAndHalfGoogleMapBlock'),
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
      ...showcase('showcase-shops', 210, 'locationMapBlock'),
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
  ];
}
