import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  channels,
  loyaltyBenefitTranslations,
  loyaltyBenefits,
  loyaltyLevels,
  loyaltyRules,
} from '../../db/schema/index.ts';
import { WEB_CHANNEL_CODE } from '../catalogue/shop.ts';
import type { LoyaltyIcon } from '../images/loyalty-art.ts';
import { mediaPaths } from '../images/paths.ts';

export const DEMO_LOYALTY_RULE_CODE = 'gandras-club';

type Text = { title: string; description: string };

/** The three levels (amount to spend, minor units) and their benefits in lt and en. */
const DEMO_LEVELS: Array<{
  code: 'silver' | 'gold' | 'platinum';
  amountToSpend: number;
  benefits: Array<{ icon: LoyaltyIcon; lt: Text; en: Text }>;
}> = [
  {
    code: 'silver',
    amountToSpend: 0,
    benefits: [
      {
        icon: 'star',
        lt: {
          title: 'Taškai už kiekvieną pirkinį',
          description: 'Už kiekvieną išleistą eurą – 1 taškas. 1 taškas = 0,10 €.',
        },
        en: {
          title: 'Points on every order',
          description: 'Earn 1 point for every euro you spend. 1 point = €0.10.',
        },
      },
      {
        icon: 'cake',
        lt: {
          title: 'Gimtadienio staigmena',
          description: 'Gimtadienio proga – ypatingas pasiūlymas jums ir mažyliui.',
        },
        en: {
          title: 'Birthday surprise',
          description: 'A special offer for you and your little one on birthdays.',
        },
      },
      {
        icon: 'heart',
        lt: {
          title: 'Nariams skirti pasiūlymai',
          description: 'Savaitės akcijos, apie kurias sužinosite pirmi.',
        },
        en: { title: 'Member-only offers', description: 'Weekly deals that members hear about first.' },
      },
    ],
  },
  {
    code: 'gold',
    amountToSpend: 30000,
    benefits: [
      {
        icon: 'truck',
        lt: {
          title: 'Nemokamas pristatymas',
          description: 'Nemokamas pristatymas į paštomatus nuo 20 € užsakymo.',
        },
        en: { title: 'Free delivery', description: 'Free parcel-locker delivery on orders from €20.' },
      },
      {
        icon: 'percent',
        lt: {
          title: 'Papildoma 5 % nuolaida',
          description: 'Papildoma nuolaida kūdikių priežiūros prekėms.',
        },
        en: { title: 'Extra 5% off', description: 'An extra discount on baby care products.' },
      },
      {
        icon: 'box',
        lt: { title: 'Ilgesnis grąžinimas', description: 'Prekes galite grąžinti per 60 dienų.' },
        en: { title: 'Longer returns', description: 'Return goods within 60 days.' },
      },
    ],
  },
  {
    code: 'platinum',
    amountToSpend: 100000,
    benefits: [
      {
        icon: 'crown',
        lt: { title: 'Pirmieji naujienose', description: 'Naujas kolekcijas pamatykite anksčiau už kitus.' },
        en: { title: 'Early access', description: 'See new collections before anyone else.' },
      },
      {
        icon: 'gift',
        lt: {
          title: 'Dovanų pakavimas',
          description: 'Kiekvieną užsakymą nemokamai supakuosime kaip dovaną.',
        },
        en: { title: 'Gift wrapping', description: 'Every order gift-wrapped free of charge.' },
      },
      {
        icon: 'phone',
        lt: {
          title: 'Asmeninis konsultantas',
          description: 'Konsultantas padės išsirinkti vežimėlį ar kėdutę.',
        },
        en: {
          title: 'Personal adviser',
          description: 'An adviser helps you choose a pushchair or car seat.',
        },
      },
    ],
  },
];

/** The web channel's loyalty programme: its rule (named by the channel), levels and benefits. */
export async function seedLoyalty(db: Database): Promise<void> {
  const [web] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.code, WEB_CHANNEL_CODE));
  if (!web) return;
  const [rule] = await db
    .insert(loyaltyRules)
    .values({ code: DEMO_LOYALTY_RULE_CODE, name: 'Gandras Club', channelId: web.id })
    .returning({ id: loyaltyRules.id });
  if (!rule) throw new Error('The demo loyalty rule was not created');
  await db.update(channels).set({ loyaltyRuleId: rule.id }).where(eq(channels.id, web.id));
  for (const level of DEMO_LEVELS) {
    const [levelRow] = await db
      .insert(loyaltyLevels)
      .values({ ruleId: rule.id, code: level.code, amountToSpend: level.amountToSpend })
      .returning({ id: loyaltyLevels.id });
    if (!levelRow) throw new Error(`The demo loyalty level ${level.code} was not created`);
    for (const [position, benefit] of level.benefits.entries()) {
      const [benefitRow] = await db
        .insert(loyaltyBenefits)
        .values({ levelId: levelRow.id, imagePath: mediaPaths.loyaltyBenefit(benefit.icon), position })
        .returning({ id: loyaltyBenefits.id });
      if (!benefitRow) throw new Error('A demo loyalty benefit was not created');
      await db.insert(loyaltyBenefitTranslations).values([
        { benefitId: benefitRow.id, locale: 'lt', ...benefit.lt },
        { benefitId: benefitRow.id, locale: 'en', ...benefit.en },
      ]);
    }
  }
}
