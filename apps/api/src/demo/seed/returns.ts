import type { ReturnMethodKind } from '@shop/contracts/constants';
import type { Database } from '../../db/database.ts';
import { returnMethods, returnMethodTranslations } from '../../db/schema/index.ts';

type Texts = Record<'lt' | 'en' | 'et' | 'ru', { name: string; description: string }>;

/** How shoppers of the demo shop send goods back: free at the shop or a locker, or a paid courier pick-up. */
const RETURN_METHODS: Array<{ code: string; kind: ReturnMethodKind; price: number; texts: Texts }> = [
  {
    code: 'omniva_locker_return',
    kind: 'parcel_locker',
    price: 0,
    texts: {
      lt: {
        name: 'Per Omniva paštomatą',
        description:
          'Nemokamai: paštomate pasirinkite „Grąžinti siuntą“ ir ant jos užrašykite grąžinimo numerį.',
      },
      en: {
        name: 'From an Omniva parcel locker',
        description:
          'Free: choose "Return a parcel" at the locker and write the return number on the parcel.',
      },
      et: {
        name: 'Omniva pakiautomaadist',
        description: 'Tasuta: valige automaadis „Tagasta pakk“ ja kirjutage pakile tagastuse number.',
      },
      ru: {
        name: 'Через посылочный автомат Omniva',
        description: 'Бесплатно: выберите «Вернуть посылку» и напишите на ней номер возврата.',
      },
    },
  },
  {
    code: 'shop_drop_off',
    kind: 'drop_off',
    price: 0,
    texts: {
      lt: {
        name: 'Atnešti į parduotuvę',
        description: 'Vilnius, Gedimino pr. 9, I–V 10–19 val. Pinigus grynaisiais galime grąžinti iš karto.',
      },
      en: {
        name: 'Bring it to our shop',
        description: 'Vilnius, Gedimino pr. 9, Mon–Fri 10:00–19:00. Cash refunds are paid on the spot.',
      },
      et: {
        name: 'Tooge poodi',
        description: 'Vilnius, Gedimino pr. 9, E–R 10–19. Sularaha tagastame kohe.',
      },
      ru: {
        name: 'Принести в магазин',
        description: 'Вильнюс, пр. Гедимино 9, пн–пт 10–19. Наличные возвращаем сразу.',
      },
    },
  },
  {
    code: 'courier_pickup',
    kind: 'courier_pickup',
    price: 399,
    texts: {
      lt: {
        name: 'Kurjeris paims iš namų',
        description:
          'Kurjeris atvyks nurodytu adresu per 1–3 darbo dienas; kaina išskaičiuojama iš grąžinamos sumos.',
      },
      en: {
        name: 'Courier pick-up from your address',
        description: 'A courier collects it within 1–3 working days; the price is kept from the refund.',
      },
      et: {
        name: 'Kuller tuleb järele',
        description: 'Kuller tuleb 1–3 tööpäeva jooksul; hind arvestatakse tagastatavast summast maha.',
      },
      ru: {
        name: 'Курьер заберёт из дома',
        description: 'Курьер приедет в течение 1–3 рабочих дней; стоимость вычитается из суммы возврата.',
      },
    },
  },
];

/** The demo return methods in each channel (also run for demo shops seeded before returns existed). */
export async function seedReturnMethods(db: Database, channelIds: readonly number[]): Promise<void> {
  for (const channelId of channelIds) {
    const rows = await db
      .insert(returnMethods)
      .values(
        RETURN_METHODS.map(({ texts: _texts, ...method }, position) => ({ ...method, channelId, position })),
      )
      .returning({ id: returnMethods.id, code: returnMethods.code });
    await db.insert(returnMethodTranslations).values(
      rows.flatMap((row) =>
        Object.entries(RETURN_METHODS.find((method) => method.code === row.code)!.texts).map(
          ([locale, text]) => ({
            methodId: row.id,
            locale,
            ...text,
          }),
        ),
      ),
    );
  }
}
