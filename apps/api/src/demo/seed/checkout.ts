import { aliasedTable, and, eq, ne, notExists } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bumpCatalogueVersion } from '../../modules/search/search-documents.ts';
import {
  parcelLockers,
  paymentMethods,
  paymentMethodTranslations,
  shippingMethods,
  shippingMethodTranslations,
} from '../../db/schema/index.ts';

type Texts = Record<'lt' | 'en', { name: string; description: string }>;

const online = aliasedTable(paymentMethods, 'online');

/** The four carriers of spec section 1: a parcel-locker service, two locker-and-courier carriers, a courier. */
const SHIPPING_METHODS: Array<{
  code: string;
  carrier: string;
  kind: 'parcel_locker' | 'courier';
  price: number;
  freeAbove: number | null;
  texts: Texts;
}> = [
  {
    code: 'omniva_locker',
    carrier: 'omniva',
    kind: 'parcel_locker',
    price: 249,
    freeAbove: 4900,
    texts: {
      lt: { name: 'Omniva paštomatai', description: 'Pristatome per 1–2 darbo dienas.' },
      en: { name: 'Omniva parcel lockers', description: 'Delivered in 1–2 working days.' },
    },
  },
  {
    code: 'lp_express_locker',
    carrier: 'lp_express',
    kind: 'parcel_locker',
    price: 229,
    freeAbove: 4900,
    texts: {
      lt: { name: 'LP Express paštomatai', description: 'Pristatome per 1–3 darbo dienas.' },
      en: { name: 'LP Express parcel lockers', description: 'Delivered in 1–3 working days.' },
    },
  },
  {
    code: 'lp_express_courier',
    carrier: 'lp_express',
    kind: 'courier',
    price: 399,
    freeAbove: 9900,
    texts: {
      lt: {
        name: 'LP Express kurjeris',
        description: 'Kurjeris atveš nurodytu adresu per 1–3 darbo dienas.',
      },
      en: {
        name: 'LP Express courier',
        description: 'A courier brings it to your address in 1–3 working days.',
      },
    },
  },
  {
    code: 'dpd_pickup',
    carrier: 'dpd',
    kind: 'parcel_locker',
    price: 249,
    freeAbove: 4900,
    texts: {
      lt: { name: 'DPD siuntų terminalai', description: 'Pristatome per 1–2 darbo dienas.' },
      en: { name: 'DPD pickup lockers', description: 'Delivered in 1–2 working days.' },
    },
  },
  {
    code: 'dpd_courier',
    carrier: 'dpd',
    kind: 'courier',
    price: 449,
    freeAbove: 9900,
    texts: {
      lt: { name: 'DPD kurjeris', description: 'Kurjeris atveš nurodytu adresu per 1–2 darbo dienas.' },
      en: { name: 'DPD courier', description: 'A courier brings it to your address in 1–2 working days.' },
    },
  },
  {
    code: 'venipak_courier',
    carrier: 'venipak',
    kind: 'courier',
    price: 499,
    freeAbove: 9900,
    texts: {
      lt: { name: 'Venipak kurjeris iki durų', description: 'Pristatome iki durų kitą darbo dieną.' },
      en: {
        name: 'Venipak door-to-door courier',
        description: 'Delivered to your door the next working day.',
      },
    },
  },
];

/** The online method's code: paid through the payment provider (Stripe Checkout, modules/payments). */
export const ONLINE_PAYMENT_METHOD_CODE = 'online';

const PAYMENT_METHODS: Array<{
  code: string;
  kind: 'bank_transfer' | 'cash_on_delivery' | 'online';
  texts: Texts & Partial<Record<'et' | 'ru', { name: string; description: string }>>;
}> = [
  {
    code: 'bank_transfer',
    kind: 'bank_transfer',
    texts: {
      lt: {
        name: 'Bankinis pavedimas',
        // The shop details fill {companyName} and {iban} (modules/orders/seller.ts).
        description:
          'Pavedimu į {companyName} sąskaitą {iban}, paskirtyje nurodykite užsakymo numerį; prekes išsiųsime gavę apmokėjimą.',
      },
      en: {
        name: 'Bank transfer',
        description:
          'To {companyName}, account {iban}, with the order number as the reference; we ship once the payment arrives.',
      },
      et: {
        name: 'Pangaülekanne',
        description:
          'Ülekandega {companyName} kontole {iban}, selgituseks tellimuse number; saadame kauba pärast makse laekumist.',
      },
      ru: {
        name: 'Банковский перевод',
        description:
          'Переводом на счёт {companyName} {iban}, в назначении платежа укажите номер заказа; отправим товар после поступления оплаты.',
      },
    },
  },
  {
    code: 'cash_on_delivery',
    kind: 'cash_on_delivery',
    texts: {
      lt: { name: 'Grynaisiais pristatymo metu', description: 'Mokėsite kurjeriui arba paštomate.' },
      en: { name: 'Cash on delivery', description: 'Pay the courier or at the parcel locker.' },
    },
  },
  {
    code: ONLINE_PAYMENT_METHOD_CODE,
    kind: 'online',
    texts: {
      lt: {
        name: 'Mokėjimo kortele / elektroninė bankininkystė',
        description: 'Apmokėsite saugiame mokėjimų partnerio puslapyje iš karto pateikę užsakymą.',
      },
      en: {
        name: 'Payment card / online banking',
        description: "You pay on the payment provider's secure page right after placing the order.",
      },
      et: {
        name: 'Maksekaart / internetipank',
        description: 'Maksate makseteenuse pakkuja turvalisel lehel kohe pärast tellimuse esitamist.',
      },
      ru: {
        name: 'Платёжная карта / интернет-банк',
        description: 'Вы оплатите заказ на защищённой странице платёжного партнёра сразу после оформления.',
      },
    },
  },
];

const CITIES: Array<{ city: string; postCode: string; streets: string[] }> = [
  {
    city: 'Vilnius',
    postCode: '01100',
    streets: ['Gedimino pr. 9', 'Ozo g. 25', 'Ukmergės g. 240', 'Savanorių pr. 16'],
  },
  {
    city: 'Kaunas',
    postCode: '44100',
    streets: ['Laisvės al. 60', 'Savanorių pr. 255', 'Karaliaus Mindaugo pr. 49'],
  },
  { city: 'Klaipėda', postCode: '91100', streets: ['Taikos pr. 61', 'Herkaus Manto g. 31'] },
  { city: 'Šiauliai', postCode: '76100', streets: ['Tilžės g. 109', 'Aido g. 8'] },
  { city: 'Panevėžys', postCode: '35100', streets: ['Klaipėdos g. 143', 'Respublikos g. 62'] },
];

const LOCKER_CARRIERS: Array<{ carrier: string; prefix: string; label: string }> = [
  { carrier: 'omniva', prefix: 'OM', label: 'Omniva paštomatas' },
  { carrier: 'lp_express', prefix: 'LP', label: 'LP Express paštomatas' },
  { carrier: 'dpd', prefix: 'DPD', label: 'DPD Pickup terminalas' },
];

/** "Šiauliai" -> "SIAULIAI": locker codes stay plain ASCII. */
function asciiUpper(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

function texts(methodId: number, all: Partial<Record<string, { name: string; description: string }>>) {
  return Object.entries(all).flatMap(([locale, text]) => (text ? [{ methodId, locale, ...text }] : []));
}

/**
 * Delivery and payment methods of the demo channels and the carriers' parcel lockers. Also run for demo
 * shops seeded before checkout existed (index.ts), for the channels that have no shipping method yet.
 * The online method is enabled only when the payment provider is configured (`onlinePayment`).
 */
export async function seedCheckout(
  db: Database,
  channelIds: readonly number[],
  options: { onlinePayment?: boolean } = {},
): Promise<void> {
  for (const channelId of channelIds) {
    const shipping = await db
      .insert(shippingMethods)
      .values(
        SHIPPING_METHODS.map(({ texts: _texts, ...method }, position) => ({
          ...method,
          channelId,
          position,
        })),
      )
      .returning({ id: shippingMethods.id, code: shippingMethods.code });
    await db
      .insert(shippingMethodTranslations)
      .values(
        shipping.flatMap((row) =>
          texts(row.id, SHIPPING_METHODS.find((method) => method.code === row.code)!.texts),
        ),
      );
    const payment = await db
      .insert(paymentMethods)
      .values(
        PAYMENT_METHODS.map(({ texts: _texts, ...method }, position) => ({
          ...method,
          channelId,
          position,
          enabled: method.kind !== 'online' || (options.onlinePayment ?? false),
        })),
      )
      .returning({ id: paymentMethods.id, code: paymentMethods.code });
    await db
      .insert(paymentMethodTranslations)
      .values(
        payment.flatMap((row) =>
          texts(row.id, PAYMENT_METHODS.find((method) => method.code === row.code)!.texts),
        ),
      );
  }
  await db
    .insert(parcelLockers)
    .values(
      LOCKER_CARRIERS.flatMap(({ carrier, prefix, label }) =>
        CITIES.flatMap(({ city, postCode, streets }) =>
          streets.map((street, index) => ({
            carrier,
            code: `${prefix}-${asciiUpper(city).slice(0, 3)}-${index + 1}`,
            name: `${label} ${city} ${street.split(' ')[0]}`,
            address: street,
            city,
            postCode: `LT-${postCode.slice(0, 3)}${String(10 + index * 7).padStart(2, '0')}`,
          })),
        ),
      ),
    )
    .onConflictDoNothing();
}

/**
 * For demo shops seeded before online payment existed: adds the online method to channels that have
 * payment methods but not it. Then enables or disables every channel's online method by whether the
 * payment provider is configured, so a shop started without Stripe keys never offers it.
 */
export async function ensureOnlinePaymentMethod(db: Database, onlinePayment: boolean): Promise<boolean> {
  const method = PAYMENT_METHODS.find((candidate) => candidate.kind === 'online');
  if (!method) throw new Error('The demo payment methods have no online method');
  const missing = await db
    .selectDistinct({ channelId: paymentMethods.channelId })
    .from(paymentMethods)
    .where(
      notExists(
        db
          .select({ id: online.id })
          .from(online)
          .where(and(eq(online.channelId, paymentMethods.channelId), eq(online.code, method.code))),
      ),
    );
  for (const { channelId } of missing) {
    const [row] = await db
      .insert(paymentMethods)
      .values({
        code: method.code,
        kind: method.kind,
        channelId,
        position: PAYMENT_METHODS.indexOf(method),
        enabled: onlinePayment,
      })
      .returning({ id: paymentMethods.id });
    if (row) await db.insert(paymentMethodTranslations).values(texts(row.id, method.texts));
  }
  const changed = await db
    .update(paymentMethods)
    .set({ enabled: onlinePayment })
    .where(and(eq(paymentMethods.code, method.code), ne(paymentMethods.enabled, onlinePayment)))
    .returning({ id: paymentMethods.id });
  const anyChange = missing.length > 0 || changed.length > 0;
  // Checkout caches the methods per catalogue version (ADR 0049): a change must move it, in this process
  // at once and in every other within a second.
  if (anyChange) await bumpCatalogueVersion(db);
  return anyChange;
}
