import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { customers } from './customers.ts';
import { locales } from './locales.ts';

/**
 * A loyalty programme's rules (spec section 3 "Loyalty"); a channel names its rule by id
 * (`channels.loyalty_rule_id`). Levels and benefits belong to a rule.
 */
export const loyaltyRules = pgTable('loyalty_rules', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
  /** Points a member earns per whole euro of a fulfilled order (without delivery); 1 before the back office set it. */
  pointsPerEuro: integer('points_per_euro').notNull().default(1),
  /** What one point takes off an order when redeemed, in minor units; 10 cents before the back office set it. */
  pointValue: integer('point_value').notNull().default(10),
});

/** silver, gold, platinum: a member reaches a level once they have spent `amountToSpend` (minor units). */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => loyaltyRules.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    amountToSpend: integer('amount_to_spend').notNull(),
  },
  (t) => [uniqueIndex('loyalty_levels_rule_code').on(t.ruleId, t.code)],
);

/** What a level gives its members; the picture is a 100x100 image under the media folder. */
export const loyaltyBenefits = pgTable(
  'loyalty_benefits',
  {
    id: serial('id').primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => loyaltyLevels.id, { onDelete: 'cascade' }),
    imagePath: text('image_path'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('loyalty_benefits_level').on(t.levelId)],
);

export const loyaltyBenefitTranslations = pgTable(
  'loyalty_benefit_translations',
  {
    id: serial('id').primaryKey(),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => loyaltyBenefits.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('loyalty_benefit_translations_benefit_locale').on(t.benefitId, t.locale)],
);

/**
 * A customer's membership: one per customer. Leaving keeps the row (and the card number) with
 * `left_at` set and the points at 0; joining again reopens it.
 */
export const loyaltyMemberships = pgTable('loyalty_memberships', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  ruleId: integer('rule_id')
    .notNull()
    .references(() => loyaltyRules.id, { onDelete: 'cascade' }),
  cardNumber: text('card_number').notNull().unique(),
  /** Bonus points; a point is worth the rule's `pointValue` when redeemed. Never below zero. */
  points: integer('points').notNull().default(0),
  /** Minor units spent on fulfilled orders while a member; decides the level. */
  amountSpent: integer('amount_spent').notNull().default(0),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  leftAt: timestamp('left_at', { withTimezone: true }),
});
