import type { BrandName, MaterialCode, SizeScale } from './attributes.ts';
import type { CopyKey } from './copy.ts';
import type { FamilyCode } from './families.ts';
import type { Gender, LocalizedText } from './types.ts';

export interface ProductNoun {
  lt: string;
  en: string;
  gender: Gender;
}

/** What the products of a category are: how they are named, priced, varied and drawn. */
export interface ProductKind {
  family: FamilyCode;
  /** Description sentences; defaults to the family's. */
  copy?: CopyKey;
  nouns: ProductNoun[];
  /** Regular price range in whole euros. */
  price: [number, number];
  variants: 'colour' | 'size' | 'none';
  sizes?: SizeScale;
  brands: BrandName[];
  materials: MaterialCode[];
  /** Minimum age in months, or null for goods for grown-ups. */
  ageMonths: number[] | null;
  /** Books are titled instead of carrying a model name. */
  titles?: LocalizedText[];
}

export interface CategoryDefinition {
  name: LocalizedText;
  /** Last slug segment per locale; defaults to the slugified name. */
  slug?: LocalizedText;
  description?: LocalizedText;
  children?: CategoryDefinition[];
  /** Set on the leaves (third level) only. */
  kind?: ProductKind;
}

const n = (lt: string, en: string, gender: Gender): ProductNoun => ({ lt, en, gender });
const t = (lt: string, en: string): LocalizedText => ({ lt, en });

function leaf(lt: string, en: string, kind: ProductKind, slug?: LocalizedText): CategoryDefinition {
  return slug ? { name: t(lt, en), slug, kind } : { name: t(lt, en), kind };
}

const PRAM_BRANDS: BrandName[] = [
  'Cybex',
  'Joie',
  'Chicco',
  'Britax Römer',
  'Lorelli',
  'Maxi-Cosi',
  'Stokke',
  'Gandras',
];
const CAR_SEAT_BRANDS: BrandName[] = ['Cybex', 'Joie', 'Britax Römer', 'Maxi-Cosi', 'Chicco', 'Lorelli'];
const FEEDING_BRANDS: BrandName[] = ['Philips Avent', 'Tommee Tippee', 'Canpol babies', 'BabyOno', 'Chicco'];
const CLOTHING_BRANDS: BrandName[] = ['Linelis', 'Vyturėlis', 'Gandras', 'Liewood'];
const BOOK_BRANDS: BrandName[] = ['Pasakų sala', 'Vyturėlis', 'Djeco'];

const BOOK_TITLES: LocalizedText[] = [
  t('Gandro kelionė', 'The Stork’s Journey'),
  t('Mažasis ežiukas', 'The Little Hedgehog'),
  t('Labanakt, miške', 'Goodnight, Forest'),
  t('Kur slepiasi spalvos?', 'Where Do the Colours Hide?'),
  t('Vasara prie jūros', 'Summer by the Sea'),
  t('Skaičiuojame su lapinu', 'Counting with the Fox'),
  t('Debesėlio nuotykiai', 'The Little Cloud’s Adventures'),
  t('Mano pirmieji žodžiai', 'My First Words'),
  t('Ūkio gyvūnai', 'Farm Animals'),
  t('Meškiuko diena', 'Teddy’s Day'),
  t('Žiemos pasaka', 'A Winter Tale'),
  t('Kas gyvena sode?', 'Who Lives in the Garden?'),
];

/**
 * The demo category tree: 4 roots, their subcategories and leaves. Lithuanian slugs are the ASCII-folded
 * names; English slugs the English names.
 */
export const CATEGORY_TREE: CategoryDefinition[] = [
  {
    name: t('Kūdikiams', 'Babies'),
    description: t(
      'Viskas pirmiesiems kūdikio metams: vežimėliai, automobilinės kėdutės, maitinimas, drabužėliai ir ramus miegas.',
      'Everything for a baby’s first year: prams, car seats, feeding, clothing and restful sleep.',
    ),
    children: [
      {
        name: t('Vežimėliai', 'Prams'),
        description: t(
          'Sportiniai, universalūs ir dvynukų vežimėliai bei jų priedai.',
          'Strollers, travel systems, twin prams and accessories.',
        ),
        children: [
          leaf('Sportiniai vežimėliai', 'Strollers', {
            family: 'pram',
            nouns: [
              n('sportinis vežimėlis', 'stroller', 'm'),
              n('lengvas sportinis vežimėlis', 'lightweight stroller', 'm'),
            ],
            price: [129, 549],
            variants: 'colour',
            brands: PRAM_BRANDS,
            materials: ['metal', 'polyester'],
            ageMonths: [6],
          }),
          leaf('Universalūs vežimėliai', 'Travel systems', {
            family: 'pram',
            nouns: [
              n('universalus vežimėlis 2in1', '2-in-1 travel system', 'm'),
              n('universalus vežimėlis 3in1', '3-in-1 travel system', 'm'),
            ],
            price: [449, 1290],
            variants: 'colour',
            brands: PRAM_BRANDS,
            materials: ['metal', 'polyester'],
            ageMonths: [0],
          }),
          leaf('Vežimėliai dvynukams', 'Twin prams', {
            family: 'pram',
            nouns: [n('vežimėlis dvynukams', 'twin pram', 'm')],
            price: [399, 1090],
            variants: 'colour',
            brands: ['Joie', 'Cybex', 'Lorelli', 'Chicco'],
            materials: ['metal', 'polyester'],
            ageMonths: [0, 6],
          }),
          leaf('Vežimėlių priedai', 'Pram accessories', {
            family: 'bag',
            nouns: [
              n('vežimėlio krepšys', 'pram bag', 'm'),
              n('vežimėlio organizatorius', 'pram organiser', 'm'),
            ],
            price: [19, 89],
            variants: 'colour',
            brands: ['Cybex', 'Joie', 'Gandras', 'Done by Deer'],
            materials: ['polyester'],
            ageMonths: null,
          }),
        ],
      },
      {
        name: t('Automobilinės kėdutės', 'Car seats'),
        description: t(
          'Saugios i-Size kėdutės nuo gimimo iki 12 metų.',
          'Safe i-Size car seats from birth to 12 years.',
        ),
        children: [
          leaf('0–13 kg kėdutės', 'Infant car seats', {
            family: 'car_seat',
            nouns: [n('automobilinė kėdutė 0–13 kg', 'infant car seat', 'f')],
            price: [129, 399],
            variants: 'colour',
            brands: CAR_SEAT_BRANDS,
            materials: ['plastic', 'polyester'],
            ageMonths: [0],
          }),
          leaf('9–18 kg kėdutės', 'Toddler car seats', {
            family: 'car_seat',
            nouns: [n('automobilinė kėdutė 9–18 kg', 'toddler car seat', 'f')],
            price: [149, 449],
            variants: 'colour',
            brands: CAR_SEAT_BRANDS,
            materials: ['plastic', 'polyester'],
            ageMonths: [12],
          }),
          leaf('Kėdutės-busteriai', 'Booster seats', {
            family: 'car_seat',
            nouns: [n('automobilinė kėdutė-busteris', 'booster seat', 'f')],
            price: [59, 249],
            variants: 'colour',
            brands: CAR_SEAT_BRANDS,
            materials: ['plastic', 'polyester'],
            ageMonths: [36, 60],
          }),
          leaf('Kėdučių bazės', 'Car seat bases', {
            family: 'car_seat',
            nouns: [n('ISOFIX bazė', 'ISOFIX base', 'f')],
            price: [99, 249],
            variants: 'colour',
            brands: ['Cybex', 'Joie', 'Maxi-Cosi', 'Britax Römer'],
            materials: ['plastic', 'metal'],
            ageMonths: [0],
          }),
        ],
      },
      {
        name: t('Maitinimas', 'Feeding'),
        description: t(
          'Buteliukai, čiulptukai, maitinimo kėdutės ir pirmieji indai.',
          'Bottles, soothers, high chairs and first tableware.',
        ),
        children: [
          leaf('Buteliukai', 'Baby bottles', {
            family: 'bottle',
            nouns: [
              n('maitinimo buteliukas 260 ml', 'baby bottle 260 ml', 'm'),
              n('maitinimo buteliukas 150 ml', 'baby bottle 150 ml', 'm'),
            ],
            price: [6, 24],
            variants: 'colour',
            brands: FEEDING_BRANDS,
            materials: ['plastic', 'glass', 'silicone'],
            ageMonths: [0, 3],
          }),
          leaf('Čiulptukai', 'Soothers', {
            family: 'bottle',
            copy: 'soother',
            nouns: [
              n('čiulptukas, 2 vnt.', 'soother, 2-pack', 'm'),
              n('naktinis čiulptukas', 'night soother', 'm'),
            ],
            price: [4, 15],
            variants: 'colour',
            brands: FEEDING_BRANDS,
            materials: ['silicone'],
            ageMonths: [0, 6],
          }),
          leaf('Maitinimo kėdutės', 'High chairs', {
            family: 'high_chair',
            nouns: [n('maitinimo kėdutė', 'high chair', 'f')],
            price: [69, 329],
            variants: 'colour',
            brands: ['Stokke', 'Chicco', 'Joie', 'Lorelli', 'Ąžuoliukas'],
            materials: ['wood', 'plastic'],
            ageMonths: [6],
          }),
          leaf('Indai kūdikiams', 'Baby tableware', {
            family: 'cup',
            nouns: [n('pietų rinkinys', 'dinner set', 'm'), n('puodelis su snapeliu', 'sippy cup', 'm')],
            price: [7, 35],
            variants: 'colour',
            brands: ['Done by Deer', 'Liewood', 'BabyOno', 'Canpol babies'],
            materials: ['silicone', 'bamboo', 'plastic'],
            ageMonths: [6],
          }),
        ],
      },
      {
        name: t('Kūdikių drabužiai', 'Baby clothing'),
        description: t(
          'Švelnūs smėlinukai, šliaužtinukai ir kepurytės iš natūralių audinių.',
          'Soft bodysuits, rompers and hats in natural fabrics.',
        ),
        children: [
          leaf('Smėlinukai', 'Bodysuits', {
            family: 'bodysuit',
            nouns: [
              n('smėlinukas trumpomis rankovėmis', 'short-sleeve bodysuit', 'm'),
              n('smėlinukas ilgomis rankovėmis', 'long-sleeve bodysuit', 'm'),
            ],
            price: [7, 22],
            variants: 'size',
            sizes: 'baby',
            brands: CLOTHING_BRANDS,
            materials: ['cotton', 'organic_cotton', 'bamboo'],
            ageMonths: [0],
          }),
          leaf('Šliaužtinukai', 'Rompers', {
            family: 'bodysuit',
            nouns: [
              n('šliaužtinukas', 'romper', 'm'),
              n('kombinezonas su pėdutėmis', 'footed sleepsuit', 'm'),
            ],
            price: [9, 29],
            variants: 'size',
            sizes: 'baby',
            brands: CLOTHING_BRANDS,
            materials: ['cotton', 'organic_cotton', 'wool'],
            ageMonths: [0],
          }),
          leaf('Kepurytės', 'Baby hats', {
            family: 'hat',
            nouns: [n('kūdikio kepurytė', 'baby hat', 'f')],
            price: [6, 19],
            variants: 'colour',
            brands: CLOTHING_BRANDS,
            materials: ['cotton', 'wool'],
            ageMonths: [0, 3],
          }),
        ],
      },
      {
        name: t('Higiena ir priežiūra', 'Bath and care'),
        description: t(
          'Vonelės, rankšluosčiai ir vystymo kilimėliai kasdienei priežiūrai.',
          'Baby baths, towels and changing mats for everyday care.',
        ),
        children: [
          leaf('Vonelės', 'Baby baths', {
            family: 'bath',
            nouns: [
              n('kūdikio vonelė', 'baby bath', 'f'),
              n('sulankstoma vonelė', 'foldable baby bath', 'f'),
            ],
            price: [15, 69],
            variants: 'colour',
            brands: ['Stokke', 'BabyOno', 'Lorelli', 'Canpol babies'],
            materials: ['plastic'],
            ageMonths: [0],
          }),
          leaf('Rankšluosčiai', 'Hooded towels', {
            family: 'blanket',
            nouns: [n('rankšluostis su gobtuvu', 'hooded towel', 'm')],
            price: [12, 35],
            variants: 'colour',
            brands: ['Linelis', 'Liewood', 'Gandras'],
            materials: ['cotton', 'bamboo'],
            ageMonths: [0],
          }),
          leaf('Vystymo kilimėliai', 'Changing mats', {
            family: 'pillow',
            copy: 'changing_mat',
            nouns: [n('vystymo kilimėlis', 'changing mat', 'm')],
            price: [15, 55],
            variants: 'colour',
            brands: ['BabyOno', 'Done by Deer', 'Gandras'],
            materials: ['polyester', 'cotton'],
            ageMonths: [0],
          }),
        ],
      },
      {
        name: t('Miegas', 'Sleep'),
        description: t(
          'Lovytės, miegmaišiai ir naktinės lemputės ramioms naktims.',
          'Cots, sleeping bags and night lights for calm nights.',
        ),
        children: [
          leaf('Lovytės', 'Cots', {
            family: 'crib',
            nouns: [n('vaikiška lovytė', 'cot', 'f'), n('lovytė-maniežas', 'travel cot', 'f')],
            price: [129, 549],
            variants: 'colour',
            brands: ['Stokke', 'Ąžuoliukas', 'Lorelli', 'Gandras'],
            materials: ['wood'],
            ageMonths: [0],
          }),
          leaf('Miegmaišiai', 'Sleeping bags', {
            family: 'bodysuit',
            nouns: [n('miegmaišis', 'sleeping bag', 'm')],
            price: [25, 69],
            variants: 'size',
            sizes: 'baby',
            brands: ['Linelis', 'Liewood', 'Vyturėlis'],
            materials: ['organic_cotton', 'wool', 'bamboo'],
            ageMonths: [0, 6],
          }),
          leaf('Naktinės lemputės', 'Night lights', {
            family: 'lamp',
            nouns: [n('naktinė lemputė', 'night light', 'f')],
            price: [15, 59],
            variants: 'colour',
            brands: ['Chicco', 'Done by Deer', 'Liewood', 'Gandras'],
            materials: ['silicone', 'plastic'],
            ageMonths: [0],
          }),
        ],
      },
    ],
  },
  {
    name: t('Vaikams', 'Children'),
    description: t(
      'Žaislai, drabužiai, knygos ir viskas, ko reikia mokyklai bei lauko žaidimams.',
      'Toys, clothing, books and everything for school and outdoor play.',
    ),
    children: [
      {
        name: t('Žaislai', 'Toys'),
        description: t(
          'Kaladėlės, minkšti, lavinamieji ir vonios žaislai.',
          'Building blocks, soft toys, educational and bath toys.',
        ),
        children: [
          leaf('Kaladėlės', 'Building blocks', {
            family: 'blocks',
            nouns: [
              n('kaladėlių rinkinys', 'building block set', 'm'),
              n('konstruktorius', 'construction set', 'm'),
            ],
            price: [12, 119],
            variants: 'none',
            brands: ['LEGO', 'Hape', 'Janod', 'Ąžuoliukas'],
            materials: ['plastic', 'wood'],
            ageMonths: [12, 24, 36, 60],
          }),
          leaf('Minkšti žaislai', 'Soft toys', {
            family: 'teddy',
            nouns: [
              n('pliušinis meškiukas', 'plush teddy bear', 'm'),
              n('minkštas žaislas', 'soft toy', 'm'),
            ],
            price: [9, 45],
            variants: 'colour',
            brands: ['Liewood', 'Djeco', 'Fisher-Price', 'Gandras'],
            materials: ['polyester', 'organic_cotton'],
            ageMonths: [0, 12],
          }),
          leaf('Lavinamieji žaislai', 'Educational toys', {
            family: 'blocks',
            nouns: [
              n('rūšiavimo žaislas', 'shape sorter', 'm'),
              n('lavinamasis kubas', 'activity cube', 'm'),
            ],
            price: [14, 79],
            variants: 'none',
            brands: ['Fisher-Price', 'Hape', 'Janod', 'Djeco', 'Ąžuoliukas'],
            materials: ['wood', 'plastic'],
            ageMonths: [12, 24, 36],
          }),
          leaf('Vonios žaislai', 'Bath toys', {
            family: 'bath',
            copy: 'bath_toys',
            nouns: [n('vonios žaislų rinkinys', 'bath toy set', 'm')],
            price: [7, 29],
            variants: 'colour',
            brands: ['Fisher-Price', 'Canpol babies', 'Done by Deer', 'Janod'],
            materials: ['silicone', 'plastic'],
            ageMonths: [6, 12],
          }),
        ],
      },
      {
        name: t('Vaikų drabužiai', 'Kids’ clothing'),
        slug: t('vaiku-drabuziai', 'kids-clothing'),
        description: t(
          'Patogūs drabužiai žaidimams, darželiui ir mokyklai.',
          'Comfortable clothes for play, nursery and school.',
        ),
        children: [
          leaf('Marškinėliai', 'T-shirts', {
            family: 'tshirt',
            nouns: [
              n('marškinėliai trumpomis rankovėmis', 'short-sleeve T-shirt', 'pl'),
              n('marškinėliai ilgomis rankovėmis', 'long-sleeve top', 'pl'),
            ],
            price: [8, 25],
            variants: 'size',
            sizes: 'kids',
            brands: CLOTHING_BRANDS,
            materials: ['cotton', 'organic_cotton'],
            ageMonths: [24, 36, 60],
          }),
          leaf('Striukės', 'Jackets', {
            family: 'tshirt',
            nouns: [
              n('pavasarinė striukė', 'spring jacket', 'f'),
              n('žieminė striukė', 'winter jacket', 'f'),
            ],
            price: [35, 119],
            variants: 'size',
            sizes: 'kids',
            brands: ['Linelis', 'Vyturėlis', 'Gandras'],
            materials: ['polyester'],
            ageMonths: [24, 36, 60],
          }),
          leaf('Kepurės ir pirštinės', 'Hats and mittens', {
            family: 'hat',
            nouns: [
              n('megzta kepurė', 'knitted hat', 'f'),
              n('kepurės ir pirštinių komplektas', 'hat and mittens set', 'm'),
            ],
            price: [9, 35],
            variants: 'colour',
            brands: CLOTHING_BRANDS,
            materials: ['wool', 'cotton'],
            ageMonths: [12, 36],
          }),
        ],
      },
      {
        name: t('Knygos', 'Books'),
        description: t(
          'Paveikslėlių, kartoninės ir spalvinimo knygos mažiesiems skaitytojams.',
          'Picture, board and colouring books for little readers.',
        ),
        children: [
          leaf('Paveikslėlių knygos', 'Picture books', {
            family: 'book',
            nouns: [n('paveikslėlių knyga', 'picture book', 'f')],
            price: [8, 19],
            variants: 'none',
            brands: BOOK_BRANDS,
            materials: ['paper'],
            ageMonths: [24, 36, 60],
            titles: BOOK_TITLES,
          }),
          leaf('Kartoninės knygelės', 'Board books', {
            family: 'book',
            nouns: [n('kartoninė knygelė', 'board book', 'f')],
            price: [5, 12],
            variants: 'none',
            brands: BOOK_BRANDS,
            materials: ['paper'],
            ageMonths: [6, 12],
            titles: BOOK_TITLES,
          }),
          leaf('Spalvinimo knygos', 'Colouring books', {
            family: 'book',
            nouns: [n('spalvinimo knyga', 'colouring book', 'f')],
            price: [4, 10],
            variants: 'none',
            brands: BOOK_BRANDS,
            materials: ['paper'],
            ageMonths: [36, 60],
            titles: BOOK_TITLES,
          }),
        ],
      },
      {
        name: t('Mokyklai', 'School'),
        description: t(
          'Kuprinės, penalai ir gertuvės mokslo metams.',
          'Backpacks, pencil cases and water bottles for the school year.',
        ),
        children: [
          leaf('Kuprinės', 'Backpacks', {
            family: 'bag',
            copy: 'school_bag',
            nouns: [
              n('mokyklinė kuprinė', 'school backpack', 'f'),
              n('darželio kuprinė', 'nursery backpack', 'f'),
            ],
            price: [19, 89],
            variants: 'colour',
            brands: ['Done by Deer', 'Liewood', 'Djeco', 'Gandras'],
            materials: ['polyester'],
            ageMonths: [36, 60, 96],
          }),
          leaf('Penalai', 'Pencil cases', {
            family: 'bag',
            copy: 'school_bag',
            nouns: [n('penalas', 'pencil case', 'm')],
            price: [6, 25],
            variants: 'colour',
            brands: ['Djeco', 'Liewood', 'Gandras'],
            materials: ['polyester'],
            ageMonths: [60, 96],
          }),
          leaf('Gertuvės', 'Water bottles', {
            family: 'bottle',
            copy: 'drinkware',
            nouns: [
              n('gertuvė 400 ml', 'water bottle 400 ml', 'f'),
              n('termo gertuvė', 'insulated water bottle', 'f'),
            ],
            price: [9, 32],
            variants: 'colour',
            brands: ['Done by Deer', 'Liewood', 'Canpol babies'],
            materials: ['metal', 'plastic'],
            ageMonths: [36, 60],
          }),
        ],
      },
      {
        name: t('Lauko žaidimai', 'Outdoor play'),
        description: t(
          'Balansiniai dviratukai, paspirtukai ir smėlio žaislai.',
          'Balance bikes, scooters and sand toys.',
        ),
        children: [
          leaf('Balansiniai dviratukai', 'Balance bikes', {
            family: 'bike',
            nouns: [n('balansinis dviratukas', 'balance bike', 'm')],
            price: [49, 189],
            variants: 'colour',
            brands: ['Micro', 'Lorelli', 'Hape', 'Chicco'],
            materials: ['metal', 'wood'],
            ageMonths: [24, 36],
          }),
          leaf('Paspirtukai', 'Scooters', {
            family: 'bike',
            copy: 'scooter',
            nouns: [
              n('triratis paspirtukas', 'three-wheel scooter', 'm'),
              n('sulankstomas paspirtukas', 'folding scooter', 'm'),
            ],
            price: [39, 159],
            variants: 'colour',
            brands: ['Micro', 'Lorelli', 'Chicco'],
            materials: ['metal', 'plastic'],
            ageMonths: [24, 36, 60],
          }),
          leaf('Smėlio žaislai', 'Sand toys', {
            family: 'bath',
            copy: 'sand_toys',
            nouns: [
              n('smėlio žaislų rinkinys', 'sand toy set', 'm'),
              n('kibirėlis su kastuvėliu', 'bucket and spade set', 'm'),
            ],
            price: [6, 29],
            variants: 'colour',
            brands: ['Fisher-Price', 'Janod', 'Done by Deer', 'Liewood'],
            materials: ['plastic', 'silicone'],
            ageMonths: [12, 24],
          }),
        ],
      },
    ],
  },
  {
    name: t('Namams', 'Home'),
    description: t(
      'Jaukus vaiko kambarys ir šeimos namai: baldai, tekstilė, apšvietimas, dekoras ir virtuvė.',
      'A cosy nursery and family home: furniture, textiles, lighting, decor and kitchen.',
    ),
    children: [
      {
        name: t('Vaiko kambarys', 'Kids’ room'),
        slug: t('vaiko-kambarys', 'kids-room'),
        description: t('Vaikiški baldai, žaislų dėžės ir kilimai.', 'Kids’ furniture, toy storage and rugs.'),
        children: [
          leaf(
            'Vaikiški baldai',
            'Kids’ furniture',
            {
              family: 'high_chair',
              copy: 'kids_furniture',
              nouns: [
                n('vaikiška kėdutė', 'kids’ chair', 'f'),
                n('staliuko ir kėdučių komplektas', 'table and chairs set', 'm'),
              ],
              price: [39, 249],
              variants: 'colour',
              brands: ['Ąžuoliukas', 'Stokke', 'Done by Deer', 'Gandras'],
              materials: ['wood'],
              ageMonths: [12, 24, 36],
            },
            t('vaikiski-baldai', 'kids-furniture'),
          ),
          leaf('Žaislų dėžės', 'Toy storage', {
            family: 'giftbox',
            copy: 'storage',
            nouns: [n('žaislų dėžė', 'toy box', 'f'), n('pinta daiktadėžė', 'woven storage basket', 'f')],
            price: [15, 79],
            variants: 'colour',
            brands: ['Liewood', 'Done by Deer', 'Ąžuoliukas'],
            materials: ['wood', 'cotton'],
            ageMonths: null,
          }),
          leaf('Kilimai', 'Rugs', {
            family: 'blanket',
            nouns: [n('vaikiškas kilimas', 'kids’ rug', 'm'), n('žaidimų kilimėlis', 'play mat', 'm')],
            price: [29, 189],
            variants: 'colour',
            brands: ['Done by Deer', 'Liewood', 'Gandras'],
            materials: ['cotton', 'wool'],
            ageMonths: null,
          }),
        ],
      },
      {
        name: t('Tekstilė', 'Textiles'),
        description: t(
          'Patalynė, pledai ir pagalvės visai šeimai.',
          'Bedding, throws and cushions for the whole family.',
        ),
        children: [
          leaf('Patalynė', 'Bedding', {
            family: 'pillow',
            nouns: [
              n('patalynės komplektas', 'bedding set', 'm'),
              n('vaikiškos patalynės komplektas', 'cot bedding set', 'm'),
            ],
            price: [25, 89],
            variants: 'colour',
            brands: ['Linelis', 'Liewood', 'Gandras'],
            materials: ['cotton', 'organic_cotton', 'bamboo'],
            ageMonths: null,
          }),
          leaf('Pledai', 'Blankets', {
            family: 'blanket',
            nouns: [n('megztas pledas', 'knitted blanket', 'm'), n('muslino pledas', 'muslin blanket', 'm')],
            price: [19, 99],
            variants: 'colour',
            brands: ['Linelis', 'Liewood', 'Done by Deer', 'Gandras'],
            materials: ['cotton', 'wool', 'bamboo'],
            ageMonths: null,
          }),
          leaf('Pagalvės', 'Cushions', {
            family: 'pillow',
            nouns: [
              n('dekoratyvinė pagalvėlė', 'decorative cushion', 'f'),
              n('vaikiška pagalvė', 'toddler pillow', 'f'),
            ],
            price: [12, 45],
            variants: 'colour',
            brands: ['Liewood', 'Linelis', 'Gandras'],
            materials: ['cotton', 'organic_cotton'],
            ageMonths: null,
          }),
        ],
      },
      {
        name: t('Apšvietimas', 'Lighting'),
        description: t(
          'Stalinės lempos, šviestuvai ir girliandos jaukiai šviesai.',
          'Table lamps, pendants and fairy lights for a cosy glow.',
        ),
        children: [
          leaf('Stalinės lempos', 'Table lamps', {
            family: 'lamp',
            nouns: [n('stalinė lempa', 'table lamp', 'f')],
            price: [29, 149],
            variants: 'colour',
            brands: ['Done by Deer', 'Liewood', 'Gandras'],
            materials: ['wood', 'metal'],
            ageMonths: null,
          }),
          leaf('Lubiniai šviestuvai', 'Ceiling lights', {
            family: 'lamp',
            copy: 'ceiling_light',
            nouns: [n('lubinis šviestuvas', 'pendant light', 'm')],
            price: [39, 189],
            variants: 'colour',
            brands: ['Done by Deer', 'Gandras'],
            materials: ['metal', 'paper'],
            ageMonths: null,
          }),
          leaf('Girliandos', 'Fairy lights', {
            family: 'lamp',
            nouns: [n('LED girlianda', 'LED fairy lights', 'f')],
            price: [12, 49],
            variants: 'colour',
            brands: ['Liewood', 'Gandras'],
            materials: ['cotton', 'plastic'],
            ageMonths: null,
          }),
        ],
      },
      {
        name: t('Virtuvė', 'Kitchen'),
        description: t(
          'Puodeliai, priešpiečių dėžutės ir termosai šeimai.',
          'Mugs, lunch boxes and flasks for the family.',
        ),
        children: [
          leaf('Puodeliai', 'Mugs', {
            family: 'cup',
            copy: 'mug',
            nouns: [n('keraminis puodelis', 'ceramic mug', 'm')],
            price: [7, 25],
            variants: 'colour',
            brands: ['Liewood', 'Gandras', 'Done by Deer'],
            materials: ['glass', 'bamboo'],
            ageMonths: null,
          }),
          leaf('Priešpiečių dėžutės', 'Lunch boxes', {
            family: 'cup',
            nouns: [n('priešpiečių dėžutė', 'lunch box', 'f')],
            price: [9, 35],
            variants: 'colour',
            brands: ['Done by Deer', 'Liewood', 'BabyOno'],
            materials: ['plastic', 'metal', 'bamboo'],
            ageMonths: [24, 36],
          }),
          leaf('Termosai', 'Food flasks', {
            family: 'bottle',
            copy: 'drinkware',
            nouns: [
              n('maisto termosas', 'food flask', 'm'),
              n('termosas 500 ml', 'vacuum flask 500 ml', 'm'),
            ],
            price: [15, 49],
            variants: 'colour',
            brands: ['Chicco', 'Done by Deer', 'BabyOno'],
            materials: ['metal'],
            ageMonths: null,
          }),
        ],
      },
    ],
  },
  {
    name: t('Tėvams', 'Parents'),
    description: t(
      'Mamoms ir tėčiams: maitinimo pagalvės, nešioklės, krepšiai, saugumo priemonės ir dovanos.',
      'For mums and dads: nursing pillows, carriers, bags, safety gear and gifts.',
    ),
    children: [
      {
        name: t('Mamoms', 'For mums'),
        description: t(
          'Maitinimo pagalvės, pientraukiai ir drabužiai nėščiosioms.',
          'Nursing pillows, breast pumps and maternity wear.',
        ),
        children: [
          leaf('Maitinimo pagalvės', 'Nursing pillows', {
            family: 'pillow',
            nouns: [n('maitinimo pagalvė', 'nursing pillow', 'f')],
            price: [25, 69],
            variants: 'colour',
            brands: ['BabyOno', 'Linelis', 'Gandras', 'Done by Deer'],
            materials: ['cotton', 'polyester'],
            ageMonths: null,
          }),
          leaf('Pientraukiai', 'Breast pumps', {
            family: 'bottle',
            copy: 'breast_pump',
            nouns: [
              n('elektrinis pientraukis', 'electric breast pump', 'm'),
              n('rankinis pientraukis', 'manual breast pump', 'm'),
            ],
            price: [29, 199],
            variants: 'colour',
            brands: ['Philips Avent', 'Tommee Tippee', 'Canpol babies', 'BabyOno'],
            materials: ['plastic', 'silicone'],
            ageMonths: null,
          }),
          leaf('Drabužiai nėščiosioms', 'Maternity wear', {
            family: 'tshirt',
            copy: 'maternity',
            nouns: [
              n('suknelė nėščiosioms', 'maternity dress', 'f'),
              n('palaidinė maitinimui', 'nursing top', 'f'),
            ],
            price: [25, 79],
            variants: 'size',
            sizes: 'adult',
            brands: ['Linelis', 'Vyturėlis', 'Gandras'],
            materials: ['cotton', 'organic_cotton', 'bamboo'],
            ageMonths: null,
          }),
        ],
      },
      {
        name: t('Nešioklės', 'Baby carriers'),
        description: t(
          'Ergonominės nešioklės ir nešiojimo skaros arčiausiai širdies.',
          'Ergonomic carriers and wraps to keep your baby close.',
        ),
        children: [
          leaf('Ergonominės nešioklės', 'Ergonomic carriers', {
            family: 'bag',
            copy: 'carrier',
            nouns: [n('ergonominė nešioklė', 'ergonomic baby carrier', 'f')],
            price: [59, 199],
            variants: 'colour',
            brands: ['Ergobaby', 'BabyBjörn', 'Chicco'],
            materials: ['cotton', 'polyester'],
            ageMonths: [0, 3],
          }),
          leaf('Nešiojimo skaros', 'Baby wraps', {
            family: 'blanket',
            copy: 'carrier',
            nouns: [n('nešiojimo skara', 'baby wrap', 'f')],
            price: [39, 119],
            variants: 'colour',
            brands: ['Ergobaby', 'BabyBjörn', 'Linelis'],
            materials: ['cotton', 'organic_cotton'],
            ageMonths: [0],
          }),
        ],
      },
      {
        name: t('Krepšiai', 'Bags'),
        description: t(
          'Vystyklų krepšiai ir kuprinės išvykoms su mažyliu.',
          'Changing bags and backpacks for days out with a little one.',
        ),
        children: [
          leaf('Vystyklų krepšiai', 'Changing bags', {
            family: 'bag',
            nouns: [n('vystyklų krepšys', 'changing bag', 'm')],
            price: [35, 139],
            variants: 'colour',
            brands: ['Cybex', 'Done by Deer', 'Liewood', 'Gandras'],
            materials: ['polyester', 'cotton'],
            ageMonths: null,
          }),
          leaf('Kuprinės tėvams', 'Changing backpacks', {
            family: 'bag',
            nouns: [n('vystymo kuprinė', 'changing backpack', 'f')],
            price: [45, 149],
            variants: 'colour',
            brands: ['Cybex', 'Joie', 'Gandras'],
            materials: ['polyester'],
            ageMonths: null,
          }),
        ],
      },
      {
        name: t('Saugumas', 'Safety'),
        description: t(
          'Mobiliosios auklės, apsauginiai vartai ir namų saugos priemonės.',
          'Baby monitors, safety gates and home safety gear.',
        ),
        children: [
          leaf('Mobiliosios auklės', 'Baby monitors', {
            family: 'monitor',
            nouns: [
              n('vaizdo mobilioji auklė', 'video baby monitor', 'f'),
              n('garso mobilioji auklė', 'audio baby monitor', 'f'),
            ],
            price: [49, 299],
            variants: 'colour',
            brands: ['Philips Avent', 'Chicco', 'BabyOno'],
            materials: ['plastic'],
            ageMonths: null,
          }),
          leaf('Apsauginiai vartai', 'Safety gates', {
            family: 'crib',
            copy: 'safety_gate',
            nouns: [n('apsauginiai vartai', 'safety gate', 'pl')],
            price: [35, 119],
            variants: 'colour',
            brands: ['BabyBjörn', 'Lorelli', 'Ąžuoliukas'],
            materials: ['metal', 'wood'],
            ageMonths: null,
          }),
          leaf('Namų saugos priemonės', 'Home safety', {
            family: 'giftbox',
            copy: 'home_safety',
            nouns: [
              n('kampų apsaugų rinkinys', 'corner guard set', 'm'),
              n('stalčių užraktų rinkinys', 'drawer lock set', 'm'),
            ],
            price: [5, 25],
            variants: 'colour',
            brands: ['BabyOno', 'Canpol babies', 'Lorelli'],
            materials: ['plastic', 'silicone'],
            ageMonths: null,
          }),
        ],
      },
      {
        name: t('Dovanos', 'Gifts'),
        description: t(
          'Dovanų rinkiniai ir prisiminimų albumai ypatingoms progoms.',
          'Gift sets and memory albums for special occasions.',
        ),
        children: [
          leaf('Dovanų rinkiniai', 'Gift sets', {
            family: 'giftbox',
            nouns: [
              n('dovanų rinkinys naujagimiui', 'newborn gift set', 'm'),
              n('krikštynų dovanų rinkinys', 'christening gift set', 'm'),
            ],
            price: [29, 99],
            variants: 'colour',
            brands: ['Gandras', 'Linelis', 'Liewood'],
            materials: ['cotton', 'organic_cotton'],
            ageMonths: [0],
          }),
          leaf('Prisiminimų albumai', 'Memory albums', {
            family: 'book',
            copy: 'album',
            nouns: [n('kūdikio albumas', 'baby memory album', 'm')],
            price: [15, 39],
            variants: 'none',
            brands: ['Pasakų sala', 'Gandras'],
            materials: ['paper'],
            ageMonths: null,
            titles: [
              t('Mano pirmieji metai', 'My First Year'),
              t('Mūsų mažylis', 'Our Little One'),
              t('Labas, pasauli!', 'Hello, World!'),
            ],
          }),
        ],
      },
    ],
  },
];
