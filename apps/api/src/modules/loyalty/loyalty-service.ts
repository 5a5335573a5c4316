import {
  LOYALTY_POINT_VALUE_MINOR,
  type LoyaltyAccount,
  type LoyaltyBenefit,
  type LoyaltyLevel,
} from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import {
  loyaltyBenefitTranslations,
  loyaltyBenefits,
  loyaltyLevels,
  loyaltyMemberships,
  loyaltyRules,
} from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { channelLoyaltyRuleId } from '../channels/service.ts';

type Membership = typeof loyaltyMemberships.$inferSelect;

/** The channel's rule: the one it names (`channels.loyalty_rule_id`), else the one made for it. */
export async function findChannelRule(
  db: Database,
  channel: { id: number; loyaltyRuleId: number | null },
): Promise<typeof loyaltyRules.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(loyaltyRules)
    .where(
      channel.loyaltyRuleId === null
        ? eq(loyaltyRules.channelId, channel.id)
        : eq(loyaltyRules.id, channel.loyaltyRuleId),
    )
    .orderBy(asc(loyaltyRules.id))
    .limit(1);
  return row ?? null;
}

/** The rule of the channel with this id (see findChannelRule). */
export async function findChannelRuleById(db: Database, channelId: number) {
  return findChannelRule(db, { id: channelId, loyaltyRuleId: await channelLoyaltyRuleId(db, channelId) });
}

/**
 * The registration's loyalty consent: joins the channel's programme in the caller's transaction (nothing
 * when the channel has none). Answers whether the customer joined.
 */
export async function joinOnRegistration(
  tx: Database,
  input: { customerId: number; channelId: number; now: Date },
): Promise<boolean> {
  const rule = await findChannelRuleById(tx, input.channelId);
  if (!rule) return false;
  await joinLoyalty(tx, { customerId: input.customerId, ruleId: rule.id, now: input.now });
  return true;
}

export async function findRuleByCode(db: Database, code: string) {
  const [row] = await db.select().from(loyaltyRules).where(eq(loyaltyRules.code, code));
  return row ?? null;
}

/** The rule's levels, cheapest first. */
export async function listLevels(db: Database, ruleId: number): Promise<LoyaltyLevel[]> {
  return db
    .select({ id: loyaltyLevels.id, code: loyaltyLevels.code, amountToSpend: loyaltyLevels.amountToSpend })
    .from(loyaltyLevels)
    .where(eq(loyaltyLevels.ruleId, ruleId))
    .orderBy(asc(loyaltyLevels.amountToSpend), asc(loyaltyLevels.id));
}

/** Codes of every programme's levels (what promotion rules may name). */
export async function allLevelCodes(db: Database): Promise<Set<string>> {
  const rows = await db.selectDistinct({ code: loyaltyLevels.code }).from(loyaltyLevels);
  return new Set(rows.map((row) => row.code));
}

/** The rule's benefits in `locales` order of preference, by level then position; untranslated ones are left out. */
export async function listBenefits(
  db: Database,
  input: { ruleId: number; levelId?: number; locales: LocaleCode[] },
): Promise<LoyaltyBenefit[]> {
  const rows = await db
    .select({
      id: loyaltyBenefits.id,
      imagePath: loyaltyBenefits.imagePath,
      levelId: loyaltyLevels.id,
      levelCode: loyaltyLevels.code,
      locale: loyaltyBenefitTranslations.locale,
      title: loyaltyBenefitTranslations.title,
      description: loyaltyBenefitTranslations.description,
    })
    .from(loyaltyBenefits)
    .innerJoin(loyaltyLevels, eq(loyaltyLevels.id, loyaltyBenefits.levelId))
    .innerJoin(loyaltyBenefitTranslations, eq(loyaltyBenefitTranslations.benefitId, loyaltyBenefits.id))
    .where(
      and(
        eq(loyaltyLevels.ruleId, input.ruleId),
        input.levelId === undefined ? undefined : eq(loyaltyLevels.id, input.levelId),
        inArray(loyaltyBenefitTranslations.locale, input.locales),
      ),
    )
    .orderBy(asc(loyaltyLevels.amountToSpend), asc(loyaltyBenefits.position), asc(loyaltyBenefits.id));
  const byId = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (
      !seen ||
      input.locales.indexOf(row.locale as LocaleCode) < input.locales.indexOf(seen.locale as LocaleCode)
    ) {
      byId.set(row.id, row);
    }
  }
  return [...byId.values()].map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    imagePath: row.imagePath,
    level: { id: row.levelId, code: row.levelCode },
  }));
}

/** 16 digits, starting with 9 (a shop-internal card range). */
function newCardNumber(): string {
  let digits = '9';
  while (digits.length < 16) digits += String(randomInt(10));
  return digits;
}

/** The level reached with `amountSpent` and what remains to the next one. */
export function levelFor(levels: readonly LoyaltyLevel[], amountSpent: number) {
  const sorted = [...levels].sort((a, b) => a.amountToSpend - b.amountToSpend);
  const reached = sorted.filter((level) => level.amountToSpend <= amountSpent).at(-1) ?? null;
  const next = sorted.find((level) => level.amountToSpend > amountSpent) ?? null;
  return {
    level: reached ? { code: reached.code } : null,
    nextLevel: next ? { code: next.code, amountToSpend: next.amountToSpend } : null,
    amountToNextLevel: next ? next.amountToSpend - amountSpent : null,
  };
}

async function accountView(db: Database, membership: Membership): Promise<LoyaltyAccount> {
  const [rule] = await db.select().from(loyaltyRules).where(eq(loyaltyRules.id, membership.ruleId));
  const levels = await listLevels(db, membership.ruleId);
  const pointValue = rule?.pointValue ?? LOYALTY_POINT_VALUE_MINOR;
  return {
    id: membership.id,
    ruleCode: rule?.code ?? '',
    cardNumber: membership.cardNumber,
    active: membership.leftAt === null,
    points: membership.points,
    pointValue,
    pointsPerEuro: rule?.pointsPerEuro ?? 1,
    pointsValue: membership.points * pointValue,
    ...levelFor(levels, membership.amountSpent),
    amountSpent: membership.amountSpent,
    joinedAt: membership.joinedAt.toISOString(),
  };
}

async function findMembership(db: Database, customerId: number): Promise<Membership | null> {
  const [row] = await db
    .select()
    .from(loyaltyMemberships)
    .where(eq(loyaltyMemberships.customerId, customerId));
  return row ?? null;
}

/** The customer's account, null when they never joined (a left membership is shown, inactive). */
export async function loadLoyaltyAccount(db: Database, customerId: number): Promise<LoyaltyAccount | null> {
  const membership = await findMembership(db, customerId);
  return membership ? accountView(db, membership) : null;
}

/** Whether the customer is a member now, with their level and amount spent (for the customer view). */
export async function loyaltyStatus(
  db: Database,
  customerId: number,
): Promise<{ joined: boolean; level: { code: string } | null; amountSpent: number }> {
  const membership = await findMembership(db, customerId);
  if (!membership || membership.leftAt !== null) return { joined: false, level: null, amountSpent: 0 };
  const levels = await listLevels(db, membership.ruleId);
  return {
    joined: true,
    level: levelFor(levels, membership.amountSpent).level,
    amountSpent: membership.amountSpent,
  };
}

/**
 * Joins the programme (POST /customer-loyalty-rules, or the registration consent): a card number is
 * given once; joining again after leaving reopens the membership with 0 points. Joining twice changes nothing.
 */
export async function joinLoyalty(
  db: Database,
  input: { customerId: number; ruleId: number; now: Date },
): Promise<LoyaltyAccount> {
  const existing = await findMembership(db, input.customerId);
  if (existing) {
    if (existing.leftAt === null) return accountView(db, existing);
    const [reopened] = await db
      .update(loyaltyMemberships)
      .set({ leftAt: null, joinedAt: input.now, points: 0, ruleId: input.ruleId })
      .where(eq(loyaltyMemberships.id, existing.id))
      .returning();
    return accountView(db, reopened ?? existing);
  }
  for (let attempt = 0; ; attempt += 1) {
    const [created] = await db
      .insert(loyaltyMemberships)
      .values({
        customerId: input.customerId,
        ruleId: input.ruleId,
        cardNumber: newCardNumber(),
        joinedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return accountView(db, created);
    const raced = await findMembership(db, input.customerId);
    if (raced) return accountView(db, raced);
    if (attempt > 5) throw new Error('Could not give a unique loyalty card number');
  }
}

/** PATCH /customer-loyalty-rules/{id}/leave: the member leaves and loses every point. Someone else's is 404. */
export async function leaveLoyalty(
  db: Database,
  input: { customerId: number; membershipId: number; now: Date },
): Promise<LoyaltyAccount> {
  const [left] = await db
    .update(loyaltyMemberships)
    .set({ leftAt: input.now, points: 0 })
    .where(
      and(
        eq(loyaltyMemberships.id, input.membershipId),
        eq(loyaltyMemberships.customerId, input.customerId),
        isNull(loyaltyMemberships.leftAt),
      ),
    )
    .returning();
  if (left) return accountView(db, left);
  const membership = await findMembership(db, input.customerId);
  if (!membership || membership.id !== input.membershipId) {
    throw notFound(`Loyalty membership ${input.membershipId} not found.`);
  }
  throw violation('', 'You are not a member of the loyalty programme.', 'not_a_member');
}

/** Points an active member can redeem now (0 for anyone else). */
export async function redeemablePoints(db: Database, customerId: number): Promise<number> {
  const membership = await findMembership(db, customerId);
  return membership && membership.leftAt === null ? membership.points : 0;
}

/**
 * Points earned on a fulfilled order's amount (docs/adr/0025, 0062): the rule's points per euro, for
 * whole points (1 a euro unless the back office set another rate).
 */
export function pointsEarned(amount: number, pointsPerEuro = 1): number {
  return Math.max(0, Math.floor((amount * pointsPerEuro) / 100));
}

/**
 * What one redeemed point is worth (minor units) in the channel: its rule's value, else the programme's
 * constant (a channel without a rule has no members to redeem).
 */
export async function channelPointValue(db: Database, channelId: number): Promise<number> {
  const rule = await findChannelRuleById(db, channelId);
  return rule?.pointValue ?? LOYALTY_POINT_VALUE_MINOR;
}

/**
 * A fulfilled order counts for its customer, when they are an active member: the points it earns and its
 * amount (the level follows). Runs in the caller's transaction. Answers the points awarded.
 */
export async function awardOrderLoyalty(
  tx: Database,
  input: { customerId: number | null; amount: number },
): Promise<number> {
  if (input.customerId === null || input.amount <= 0) return 0;
  // The member's rule sets the rate: read at fulfilment, so the rate of that day counts.
  const [member] = await tx
    .select({ pointsPerEuro: loyaltyRules.pointsPerEuro })
    .from(loyaltyMemberships)
    .innerJoin(loyaltyRules, eq(loyaltyRules.id, loyaltyMemberships.ruleId))
    .where(and(eq(loyaltyMemberships.customerId, input.customerId), isNull(loyaltyMemberships.leftAt)));
  if (!member) return 0;
  const points = pointsEarned(input.amount, member.pointsPerEuro);
  const updated = await tx
    .update(loyaltyMemberships)
    .set({
      points: sql`${loyaltyMemberships.points} + ${points}`,
      amountSpent: sql`${loyaltyMemberships.amountSpent} + ${input.amount}`,
    })
    .where(and(eq(loyaltyMemberships.customerId, input.customerId), isNull(loyaltyMemberships.leftAt)))
    .returning({ id: loyaltyMemberships.id });
  return updated.length > 0 ? points : 0;
}

/**
 * Takes redeemed points off the member's balance when their order is placed, in the caller's
 * transaction, with the membership row locked: never below zero (a 422 when the points are gone).
 */
export async function spendLoyaltyPoints(
  tx: Database,
  input: { customerId: number | null; points: number },
): Promise<void> {
  if (input.points <= 0) return;
  const pointsGone = () =>
    violation(
      'loyaltyPoints',
      'Your loyalty points balance has changed: check your order again.',
      'loyalty_points',
    );
  if (input.customerId === null) throw pointsGone();
  const [membership] = await tx
    .select({
      id: loyaltyMemberships.id,
      points: loyaltyMemberships.points,
      leftAt: loyaltyMemberships.leftAt,
    })
    .from(loyaltyMemberships)
    .where(eq(loyaltyMemberships.customerId, input.customerId))
    .for('update');
  if (!membership || membership.leftAt !== null || membership.points < input.points) throw pointsGone();
  await tx
    .update(loyaltyMemberships)
    .set({ points: sql`${loyaltyMemberships.points} - ${input.points}` })
    .where(eq(loyaltyMemberships.id, membership.id));
}
