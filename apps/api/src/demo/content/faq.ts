import type { DemoLocale } from '../catalogue/types.ts';

type Text<T> = Record<DemoLocale, T>;

export interface FaqCategoryDefinition {
  code: string;
  translations: Text<{ name: string; slug: string }>;
  entries: { code: string; translations: Text<{ question: string; answer: string }> }[];
}

/** The demo shop's questions and answers, in Lithuanian and English. */
export const FAQ: FaqCategoryDefinition[] = [
  {
    code: 'delivery',
    translations: {
      lt: { name: 'Pristatymas', slug: 'pristatymas' },
      en: { name: 'Delivery', slug: 'delivery' },
    },
    entries: [
      {
        code: 'delivery-time',
        translations: {
          lt: {
            question: 'Per kiek laiko pristatote užsakymą?',
            answer:
              '<p>Prekes, kurias turime sandėlyje, išsiunčiame per 1–2 darbo dienas. Paštomatai ir kurjeriai jas pristato per 1–3 darbo dienas.</p>',
          },
          en: {
            question: 'How long does delivery take?',
            answer:
              '<p>Items in stock leave our warehouse within 1–2 working days. Parcel lockers and couriers deliver them in 1–3 working days.</p>',
          },
        },
      },
      {
        code: 'delivery-free',
        translations: {
          lt: {
            question: 'Kada pristatymas nemokamas?',
            answer:
              '<p>Pristatymas į paštomatą nemokamas užsakymams nuo 49 €. Kitų būdų kainą matysite apmokėjimo puslapyje.</p>',
          },
          en: {
            question: 'When is delivery free?',
            answer:
              '<p>Delivery to a parcel locker is free for orders from 49 €. The checkout shows the price of the other ways.</p>',
          },
        },
      },
      {
        code: 'delivery-countries',
        translations: {
          lt: {
            question: 'Ar pristatote į kitas šalis?',
            answer: '<p>Pristatome Lietuvoje, Latvijoje, Estijoje ir Lenkijoje.</p>',
          },
          en: {
            question: 'Do you deliver abroad?',
            answer: '<p>We deliver in Lithuania, Latvia, Estonia and Poland.</p>',
          },
        },
      },
    ],
  },
  {
    code: 'returns',
    translations: {
      lt: { name: 'Grąžinimas', slug: 'grazinimas' },
      en: { name: 'Returns', slug: 'returns' },
    },
    entries: [
      {
        code: 'returns-period',
        translations: {
          lt: {
            question: 'Per kiek laiko galiu grąžinti prekę?',
            answer:
              '<p>Nepatikusią prekę galite grąžinti per <strong>30 dienų</strong> nuo jos gavimo. Prekė turi būti nenaudota ir originalioje pakuotėje.</p>',
          },
          en: {
            question: 'How long do I have to return an item?',
            answer:
              '<p>You may return an item within <strong>30 days</strong> of receiving it, unused and in its original packaging.</p>',
          },
        },
      },
      {
        code: 'returns-how',
        translations: {
          lt: {
            question: 'Kaip grąžinti prekę?',
            answer:
              '<p>Prisijunkite, atverkite užsakymą paskyroje ir pasirinkite „Grąžinti“. Pinigus grąžiname per 14 dienų.</p>',
          },
          en: {
            question: 'How do I return an item?',
            answer:
              '<p>Sign in, open the order in your account and choose “Return”. We refund within 14 days.</p>',
          },
        },
      },
    ],
  },
  {
    code: 'payment',
    translations: {
      lt: { name: 'Apmokėjimas', slug: 'apmokejimas' },
      en: { name: 'Payment', slug: 'payment' },
    },
    entries: [
      {
        code: 'payment-methods',
        translations: {
          lt: {
            question: 'Kaip galiu apmokėti?',
            answer:
              '<ul><li>Banko kortele internetu</li><li>Bankiniu pavedimu pagal išankstinę sąskaitą</li><li>Grynaisiais kurjeriui</li></ul>',
          },
          en: {
            question: 'How can I pay?',
            answer:
              '<ul><li>By card online</li><li>By bank transfer against the pre-invoice</li><li>In cash to the courier</li></ul>',
          },
        },
      },
      {
        code: 'payment-invoice',
        translations: {
          lt: {
            question: 'Ar išrašote sąskaitas faktūras įmonėms?',
            answer:
              '<p>Taip. Apmokėjimo puslapyje pažymėkite „Perku įmonei“ ir įveskite įmonės rekvizitus: sąskaitą faktūrą rasite paskyroje prie užsakymo.</p>',
          },
          en: {
            question: 'Do you issue invoices to companies?',
            answer:
              '<p>Yes. Tick “I buy for a company” at checkout and enter the company details: the invoice is in your account with the order.</p>',
          },
        },
      },
    ],
  },
];
