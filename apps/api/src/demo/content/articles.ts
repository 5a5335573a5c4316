import type { DemoLocale } from '../catalogue/types.ts';
import { paragraphs } from '../html.ts';
import { mediaPaths } from '../images/paths.ts';

type Text<T> = Record<DemoLocale, T>;

export interface ArticleSectionDefinition {
  code: string;
  translations: Text<{ name: string; slug: string }>;
}

export interface ArticleDefinition {
  code: string;
  section: string;
  /** How many days before the seeding the article was published. */
  daysAgo: number;
  image: string;
  translations: Text<{ name: string; slug: string; excerpt: string; content: string }>;
}

export const ARTICLE_SECTIONS: ArticleSectionDefinition[] = [
  {
    code: 'shop-news',
    translations: {
      lt: { name: 'Parduotuvės naujienos', slug: 'parduotuves-naujienos' },
      en: { name: 'Shop news', slug: 'shop-news' },
    },
  },
  {
    code: 'advice',
    translations: { lt: { name: 'Patarimai', slug: 'patarimai' }, en: { name: 'Advice', slug: 'advice' } },
  },
];

export const ARTICLES: ArticleDefinition[] = [
  {
    code: 'choosing-a-pram',
    section: 'advice',
    daysAgo: 3,
    image: mediaPaths.promo('babies-prams'),
    translations: {
      lt: {
        name: 'Kaip išsirinkti vežimėlį',
        slug: 'kaip-issirinkti-vezimeli',
        excerpt: 'Svoris, ratai, sudėjimas: į ką atkreipti dėmesį renkantis pirmąjį vežimėlį.',
        content: paragraphs(
          'Vežimėlis – vienas svarbiausių pirkinių laukiantis kūdikio. Pirmiausia pagalvokite, kur dažniausiai vaikščiosite: miesto šaligatviams tinka lengvas vežimėlis mažais ratais, žvyrkeliams – didesni, pripučiami ratai.',
          'Patikrinkite, ar vežimėlį lengva sudėti viena ranka ir ar jis telpa į automobilio bagažinę. Naujagimiui reikia lopšio arba visiškai atlošiamos sėdynės.',
          'Mūsų parduotuvėje vežimėlius galite palyginti pagal svorį ir amžių – pasinaudokite filtrais kategorijoje.',
        ),
      },
      en: {
        name: 'How to choose a pram',
        slug: 'how-to-choose-a-pram',
        excerpt: 'Weight, wheels, folding: what to look at when choosing your first pram.',
        content: paragraphs(
          'A pram is one of the most important purchases before a baby arrives. Think first about where you will walk most: light prams with small wheels suit city pavements, larger air-filled wheels suit gravel paths.',
          'Check that the pram folds with one hand and fits in the car boot. A newborn needs a carrycot or a seat that reclines fully.',
          'In our shop you can compare prams by weight and age: use the filters in the category.',
        ),
      },
    },
  },
  {
    code: 'parcel-lockers',
    section: 'shop-news',
    daysAgo: 8,
    image: mediaPaths.promo('parents-gifts'),
    translations: {
      lt: {
        name: 'Nemokamas pristatymas į paštomatus nuo 49 €',
        slug: 'nemokamas-pristatymas-i-pastomatus',
        excerpt: 'Užsakymus nuo 49 € į paštomatus dabar pristatome nemokamai visoje Lietuvoje.',
        content: paragraphs(
          'Nuo šiol užsakymus nuo 49 € į paštomatus pristatome nemokamai. Paštomatą pasirinkite apmokėjimo puslapyje – matysite artimiausius savo mieste.',
          'Kurjerio pristatymo kainos nesikeičia.',
        ),
      },
      en: {
        name: 'Free parcel-locker delivery from 49 €',
        slug: 'free-parcel-locker-delivery',
        excerpt: 'Orders from 49 € now go to parcel lockers for free all over Lithuania.',
        content: paragraphs(
          'From now on, orders from 49 € are delivered to parcel lockers for free. Choose the locker at checkout: you will see the ones nearest to you.',
          'Courier prices stay the same.',
        ),
      },
    },
  },
  {
    code: 'toys-by-age',
    section: 'advice',
    daysAgo: 15,
    image: mediaPaths.promo('children-toys'),
    translations: {
      lt: {
        name: 'Žaislai pagal amžių: trumpas gidas',
        slug: 'zaislai-pagal-amziu',
        excerpt: 'Kokie žaislai lavina kūdikį, o kokie – darželinuką.',
        content: paragraphs(
          'Pirmaisiais mėnesiais kūdikį labiausiai domina kontrastingos spalvos ir garsai: barškučiai, minkštos knygelės.',
          'Nuo metų tinka kaladėlės, rūšiavimo žaislai ir stumdukai. Darželinukams – dėlionės, konstruktoriai ir vaidmenų žaidimai.',
          'Visada patikrinkite amžiaus žymėjimą ant pakuotės: smulkios dalys netinka vaikams iki 3 metų.',
        ),
      },
      en: {
        name: 'Toys by age: a short guide',
        slug: 'toys-by-age',
        excerpt: 'Which toys help a baby grow, and which suit a preschooler.',
        content: paragraphs(
          'In the first months babies are drawn to contrasting colours and sounds: rattles and soft books.',
          'From one year, blocks, shape sorters and push toys fit. Preschoolers enjoy puzzles, construction sets and role play.',
          'Always check the age label on the box: small parts are not for children under 3.',
        ),
      },
    },
  },
  {
    code: 'home-textiles',
    section: 'shop-news',
    daysAgo: 30,
    image: mediaPaths.promo('home-textiles'),
    translations: {
      lt: {
        name: 'Nauja namų tekstilės kolekcija',
        slug: 'nauja-namu-tekstiles-kolekcija',
        excerpt: 'Lininiai patalai, pledai ir pagalvėlės iš natūralių pluoštų.',
        content: paragraphs(
          'Į parduotuvę atkeliavo nauja namų tekstilės kolekcija: lininiai patalai, minkšti pledai ir dekoratyvinės pagalvėlės.',
          'Visi gaminiai pagaminti iš natūralių pluoštų ir tinka jautriai vaikų odai.',
        ),
      },
      en: {
        name: 'A new home textiles collection',
        slug: 'new-home-textiles-collection',
        excerpt: 'Linen bedding, throws and cushions made of natural fibres.',
        content: paragraphs(
          'A new home textiles collection has arrived: linen bedding, soft throws and decorative cushions.',
          'Everything is made of natural fibres and suits children’s sensitive skin.',
        ),
      },
    },
  },
];
