import {
  LOYALTY_BENEFIT_TEXT_MESSAGE,
  LOYALTY_LEVEL_CODES,
  LOYALTY_NO_RULE_MESSAGE,
  LOYALTY_THRESHOLDS_MESSAGE,
  LOYALTY_UNKNOWN_LEVEL_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminLoyaltyBenefit,
  type AdminLoyaltyBenefitInput,
  type AdminLoyaltySettings,
  type AdminLoyaltySettingsInput,
  type Violation,
} from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  loyaltyBenefitTranslations,
  loyaltyBenefits,
  loyaltyLevels,
  loyaltyRules,
} from '../../db/schema/index.ts';
import { HttpError, ViolationError, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { loadChannelSummaries } from '../channels/service.ts';
import { listLocaleCodes } from '../locales/service.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import { findChannelRuleById } from './loyalty-service.ts';

/**
 * The back office's loyalty settings (docs/adr/0062-delivery-and-loyalty-settings.md): a channel's rule
 * (points per euro, a point's value), its three levels' thresholds and each level's benefits. Writes run
 * in one transaction with the rule's row locked, are audited there and then move the catalogue version.
 */

type Tx = Database;
type RuleRow = typeof loyaltyRules.$inferSelect;
type BenefitRow = typeof loyaltyBenefits.$inferSelect;

async function channelOf(db: Database, code: string | undefined) {
  const channels = [...(await loadChannelSummaries(db))].sort((a, b) => a.id - b.id);
  const channel = code === undefined ? channels[0] : channels.find((candidate) => candidate.code === code);
  if (!channel)
    throw notFound(code === undefined ? 'The shop has no channel.' : `There is no channel "${code}".`);
  return { channel, channels: channels.map((candidate) => candidate.code) };
}

async function ruleOr404(db: Database, channelId: number, lock = false): Promise<RuleRow> {
  const rule = await findChannelRuleById(db, channelId);
  if (!rule) throw new HttpError(404, LOYALTY_NO_RULE_MESSAGE);
  if (lock)
    await db
      .select({ id: loyaltyRules.id })
      .from(loyaltyRules)
      .where(eq(loyaltyRules.id, rule.id))
      .for('update');
  return rule;
}

async function describeBenefits(db: Database, rows: BenefitRow[]): Promise<AdminLoyaltyBenefit[]> {
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(loyaltyBenefitTranslations)
    .where(
      inArray(
        loyaltyBenefitTranslations.benefitId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(loyaltyBenefitTranslations.locale));
  return rows.map((row) => ({
    id: row.id,
    levelId: row.levelId,
    position: row.position,
    imagePath: row.imagePath,
    translations: Object.fromEntries(
      texts
        .filter((text) => text.benefitId === row.id)
        .map((text) => [text.locale, { title: text.title, description: text.description }]),
    ),
  }));
}

async function levelRows(db: Database, ruleId: number) {
  return db
    .select()
    .from(loyaltyLevels)
    .where(eq(loyaltyLevels.ruleId, ruleId))
    .orderBy(asc(loyaltyLevels.amountToSpend), asc(loyaltyLevels.id));
}

async function benefitRowsOfLevel(db: Database, levelId: number): Promise<BenefitRow[]> {
  return db
    .select()
    .from(loyaltyBenefits)
    .where(eq(loyaltyBenefits.levelId, levelId))
    .orderBy(asc(loyaltyBenefits.position), asc(loyaltyBenefits.id));
}

export async function getLoyaltySettings(
  db: Database,
  channelCode: string | undefined,
): Promise<AdminLoyaltySettings> {
  const { channel, channels } = await channelOf(db, channelCode);
  const rule = await ruleOr404(db, channel.id);
  const levels = await levelRows(db, rule.id);
  return {
    channel: channel.code,
    channels,
    rule: { id: rule.id, code: rule.code, name: rule.name },
    pointsPerEuro: rule.pointsPerEuro,
    pointValue: rule.pointValue,
    levels: await Promise.all(
      levels.map(async (level) => ({
        id: level.id,
        code: level.code,
        amountToSpend: level.amountToSpend,
        benefits: await describeBenefits(db, await benefitRowsOfLevel(db, level.id)),
      })),
    ),
  };
}

const settingsOf = (settings: AdminLoyaltySettings) => ({
  pointsPerEuro: settings.pointsPerEuro,
  pointValue: settings.pointValue,
  levels: Object.fromEntries(settings.levels.map((level) => [level.code, level.amountToSpend])),
});

export async function updateLoyaltySettings(
  db: Database,
  channelCode: string | undefined,
  input: AdminLoyaltySettingsInput,
  administratorId: number,
): Promise<AdminLoyaltySettings> {
  const { channel } = await channelOf(db, channelCode);
  const violations: Violation[] = [];
  const { silver, gold, platinum } = input.levels;
  if (!(gold > silver)) violations.push({ propertyPath: 'levels.gold', message: LOYALTY_THRESHOLDS_MESSAGE });
  if (!(platinum > gold))
    violations.push({ propertyPath: 'levels.platinum', message: LOYALTY_THRESHOLDS_MESSAGE });
  if (violations.length > 0) throw new ViolationError(violations);
  await db.transaction(async (tx) => {
    const rule = await ruleOr404(tx, channel.id, true);
    const before = await getLoyaltySettings(tx, channel.code);
    await tx
      .update(loyaltyRules)
      .set({ pointsPerEuro: input.pointsPerEuro, pointValue: input.pointValue })
      .where(eq(loyaltyRules.id, rule.id));
    const stored = await levelRows(tx, rule.id);
    for (const code of LOYALTY_LEVEL_CODES) {
      const amountToSpend = input.levels[code];
      const level = stored.find((row) => row.code === code);
      if (level) await tx.update(loyaltyLevels).set({ amountToSpend }).where(eq(loyaltyLevels.id, level.id));
      else await tx.insert(loyaltyLevels).values({ ruleId: rule.id, code, amountToSpend });
    }
    const after = await getLoyaltySettings(tx, channel.code);
    await recordAudit(tx, {
      administratorId,
      action: 'loyalty_settings.update',
      subjectType: 'loyalty_rule',
      subjectId: rule.id,
      summary: `Loyalty programme ${rule.code} settings changed`,
      details: { before: settingsOf(before), after: settingsOf(after) },
    });
  });
  await bumpCatalogueVersion(db);
  return getLoyaltySettings(db, channel.code);
}

/* Benefits */

async function benefitOr404(db: Database, id: number) {
  const [row] = await db
    .select({ benefit: loyaltyBenefits, ruleId: loyaltyLevels.ruleId })
    .from(loyaltyBenefits)
    .innerJoin(loyaltyLevels, eq(loyaltyLevels.id, loyaltyBenefits.levelId))
    .where(eq(loyaltyBenefits.id, id));
  if (!row) throw notFound(`There is no loyalty benefit with the id ${id}.`);
  return row;
}

export async function getLoyaltyBenefit(db: Database, id: number): Promise<AdminLoyaltyBenefit> {
  const { benefit } = await benefitOr404(db, id);
  const [described] = await describeBenefits(db, [benefit]);
  if (!described) throw notFound(`There is no loyalty benefit with the id ${id}.`);
  return described;
}

async function checkTexts(
  tx: Tx,
  input: Pick<AdminLoyaltyBenefitInput, 'translations'>,
  violations: Violation[],
) {
  const known = new Set(await listLocaleCodes(tx));
  const texts = Object.entries(input.translations);
  for (const [locale] of texts)
    if (!known.has(locale))
      violations.push({ propertyPath: `translations.${locale}`, message: UNKNOWN_LOCALE_MESSAGE });
  for (const [locale, text] of texts) {
    if (text && (text.title === '') !== (text.description === ''))
      violations.push({
        propertyPath: `translations.${locale}.${text.title === '' ? 'title' : 'description'}`,
        message: LOYALTY_BENEFIT_TEXT_MESSAGE,
      });
  }
  if (!texts.some(([, text]) => text && text.title !== '' && text.description !== ''))
    violations.push({ propertyPath: 'translations', message: LOYALTY_BENEFIT_TEXT_MESSAGE });
}

async function writeTexts(tx: Tx, benefitId: number, input: Pick<AdminLoyaltyBenefitInput, 'translations'>) {
  await tx.delete(loyaltyBenefitTranslations).where(eq(loyaltyBenefitTranslations.benefitId, benefitId));
  const rows = Object.entries(input.translations)
    .filter(([, text]) => text && text.title !== '' && text.description !== '')
    .map(([locale, text]) => ({
      benefitId,
      locale,
      title: text?.title ?? '',
      description: text?.description ?? '',
    }));
  if (rows.length > 0) await tx.insert(loyaltyBenefitTranslations).values(rows);
}

async function place(tx: Tx, levelId: number, benefitId: number | null, position: number): Promise<void> {
  const rows = await benefitRowsOfLevel(tx, levelId);
  const order = rows.filter((row) => row.id !== benefitId).map((row) => row.id);
  if (benefitId !== null) order.splice(Math.min(position, order.length), 0, benefitId);
  const current = new Map(rows.map((row) => [row.id, row.position]));
  for (const [index, id] of order.entries())
    if (current.get(id) !== index)
      await tx.update(loyaltyBenefits).set({ position: index }).where(eq(loyaltyBenefits.id, id));
}

const summaryTitle = (benefit: AdminLoyaltyBenefit) =>
  Object.values(benefit.translations)[0]?.title ?? `#${benefit.id}`;

async function audit(
  tx: Tx,
  administratorId: number,
  action: string,
  benefit: AdminLoyaltyBenefit,
  details: Record<string, unknown>,
) {
  await recordAudit(tx, {
    administratorId,
    action,
    subjectType: 'loyalty_benefit',
    subjectId: benefit.id,
    summary: `Loyalty benefit “${summaryTitle(benefit)}”: ${action.split('.')[1]}`,
    details,
  });
}

export async function createLoyaltyBenefit(
  db: Database,
  channelCode: string | undefined,
  input: AdminLoyaltyBenefitInput,
  administratorId: number,
): Promise<AdminLoyaltyBenefit> {
  const { channel } = await channelOf(db, channelCode);
  const id = await db.transaction(async (tx) => {
    const rule = await ruleOr404(tx, channel.id, true);
    const violations: Violation[] = [];
    const [level] = await tx
      .select()
      .from(loyaltyLevels)
      .where(and(eq(loyaltyLevels.id, input.levelId), eq(loyaltyLevels.ruleId, rule.id)));
    if (!level) violations.push({ propertyPath: 'levelId', message: LOYALTY_UNKNOWN_LEVEL_MESSAGE });
    await checkTexts(tx, input, violations);
    if (violations.length > 0 || !level) throw new ViolationError(violations);
    const [row] = await tx
      .insert(loyaltyBenefits)
      .values({ levelId: level.id, position: 10_000 })
      .returning({ id: loyaltyBenefits.id });
    if (!row) throw new Error('The benefit was not saved.');
    await writeTexts(tx, row.id, input);
    await place(tx, level.id, row.id, input.position ?? Number.MAX_SAFE_INTEGER);
    const saved = await getLoyaltyBenefit(tx, row.id);
    await audit(tx, administratorId, 'loyalty_benefit.create', saved, { level: level.code, after: saved });
    return row.id;
  });
  await bumpCatalogueVersion(db);
  return getLoyaltyBenefit(db, id);
}

export async function updateLoyaltyBenefit(
  db: Database,
  id: number,
  input: AdminLoyaltyBenefitInput,
  administratorId: number,
): Promise<AdminLoyaltyBenefit> {
  await db.transaction(async (tx) => {
    const { benefit, ruleId } = await benefitOr404(tx, id);
    const violations: Violation[] = [];
    const [level] = await tx
      .select()
      .from(loyaltyLevels)
      .where(and(eq(loyaltyLevels.id, input.levelId), eq(loyaltyLevels.ruleId, ruleId)));
    if (!level) violations.push({ propertyPath: 'levelId', message: LOYALTY_UNKNOWN_LEVEL_MESSAGE });
    await checkTexts(tx, input, violations);
    if (violations.length > 0 || !level) throw new ViolationError(violations);
    const before = await getLoyaltyBenefit(tx, id);
    if (level.id !== benefit.levelId) {
      await tx
        .update(loyaltyBenefits)
        .set({ levelId: level.id, position: 10_000 })
        .where(eq(loyaltyBenefits.id, id));
      await place(tx, benefit.levelId, null, 0);
      await place(tx, level.id, id, input.position ?? Number.MAX_SAFE_INTEGER);
    } else if (input.position !== undefined) await place(tx, level.id, id, input.position);
    await writeTexts(tx, id, input);
    const after = await getLoyaltyBenefit(tx, id);
    await audit(tx, administratorId, 'loyalty_benefit.update', after, { before, after });
  });
  await bumpCatalogueVersion(db);
  return getLoyaltyBenefit(db, id);
}

/** Deletes a benefit; answers its picture's path so the caller can remove a file nothing else uses. */
export async function deleteLoyaltyBenefit(
  db: Database,
  id: number,
  administratorId: number,
): Promise<string | null> {
  const path = await db.transaction(async (tx) => {
    const { benefit } = await benefitOr404(tx, id);
    const before = await getLoyaltyBenefit(tx, id);
    await tx.delete(loyaltyBenefits).where(eq(loyaltyBenefits.id, id));
    await place(tx, benefit.levelId, null, 0);
    await audit(tx, administratorId, 'loyalty_benefit.delete', before, { before });
    return benefit.imagePath;
  });
  await bumpCatalogueVersion(db);
  return path;
}

export async function moveLoyaltyBenefit(
  db: Database,
  id: number,
  position: number,
  administratorId: number,
): Promise<AdminLoyaltyBenefit> {
  await db.transaction(async (tx) => {
    const { benefit } = await benefitOr404(tx, id);
    await place(tx, benefit.levelId, id, position);
    const moved = await getLoyaltyBenefit(tx, id);
    await audit(tx, administratorId, 'loyalty_benefit.move', moved, {
      before: { position: benefit.position },
      after: { position: moved.position },
    });
  });
  await bumpCatalogueVersion(db);
  return getLoyaltyBenefit(db, id);
}

/** Sets (or with null removes) a benefit's picture; answers the old path. */
export async function setLoyaltyBenefitPicture(
  db: Database,
  id: number,
  imagePath: string | null,
  administratorId: number,
): Promise<{ benefit: AdminLoyaltyBenefit; oldPath: string | null }> {
  const oldPath = await db.transaction(async (tx) => {
    const { benefit } = await benefitOr404(tx, id);
    await tx.update(loyaltyBenefits).set({ imagePath }).where(eq(loyaltyBenefits.id, id));
    const after = await getLoyaltyBenefit(tx, id);
    await audit(tx, administratorId, 'loyalty_benefit.picture', after, {
      before: benefit.imagePath,
      after: imagePath,
    });
    return benefit.imagePath;
  });
  await bumpCatalogueVersion(db);
  return { benefit: await getLoyaltyBenefit(db, id), oldPath };
}

/** Whether any benefit still shows this picture. */
export async function benefitPictureUsed(db: Database, path: string): Promise<boolean> {
  const rows = await db
    .select({ id: loyaltyBenefits.id })
    .from(loyaltyBenefits)
    .where(eq(loyaltyBenefits.imagePath, path))
    .limit(1);
  return rows.length > 0;
}
