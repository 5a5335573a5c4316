import {
  GIFT_SUM_ORDER_MESSAGE,
  GIFT_TIER_LABEL_MESSAGE,
  GIFT_TIER_LIST_MESSAGE,
  GIFT_TIER_THRESHOLD_MESSAGE,
  GIFT_TIER_UNKNOWN_MESSAGE,
  GIFT_WRAPPING_MISSING_MESSAGE,
  GIFT_WRAPPING_PRICE_REQUIRED_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  giftVariantMessage,
  giftVariantTwiceMessage,
  type AdminGiftSettings,
  type AdminGiftSettingsParsed,
  type Violation,
} from '@shop/contracts';
import type { Database } from '../../db/database.ts';
import { ViolationError, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import {
  createPromotion,
  listAdminPromotions,
  updatePromotion,
} from '../cart-promotions-admin/promotions.ts';
import { listLocaleCodes } from '../locales/service.ts';
import { findGiftCardSums, saveGiftCardSums } from '../orders/gift-card-sums.ts';
import { findGiftWrappingVariant } from '../orders/gift-wrapping.ts';
import { describeGiftCandidates } from '../products/gift-candidates.ts';
import { updateVariant } from '../products/admin/variant-writes.ts';
import { loadVariantStates } from '../products/admin/variant-state.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import {
  channelGiftTiers,
  channelOf,
  getGiftSettings,
  giftWrappingOf,
  type GiftTierPromotion,
} from './gift-settings-reads.ts';

type Input = AdminGiftSettingsParsed;

/** Every rule beyond the fields' shapes, all reported at once. */
async function checkGiftSettings(
  tx: Database,
  channel: { id: number; code: string },
  input: Input,
  tiers: readonly GiftTierPromotion[],
  locales: readonly string[],
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const wrapping = await findGiftWrappingVariant(tx, channel.id);
  if (!wrapping && input.giftWrappingPrice !== null)
    violations.push({ propertyPath: 'giftWrappingPrice', message: GIFT_WRAPPING_MISSING_MESSAGE });
  if (wrapping && input.giftWrappingPrice === null)
    violations.push({ propertyPath: 'giftWrappingPrice', message: GIFT_WRAPPING_PRICE_REQUIRED_MESSAGE });
  if (input.giftCardSums.max <= input.giftCardSums.min)
    violations.push({ propertyPath: 'giftCardSums.max', message: GIFT_SUM_ORDER_MESSAGE });

  const known = new Set(tiers.map((tier) => tier.promotion.id));
  const listed = input.tiers.flatMap((tier) => (tier.id === null ? [] : [tier.id]));
  if (new Set(listed).size !== listed.length || [...known].some((id) => !listed.includes(id)))
    violations.push({ propertyPath: 'tiers', message: GIFT_TIER_LIST_MESSAGE });
  const candidates = await describeGiftCandidates(
    tx,
    channel.id,
    input.tiers.flatMap((tier) => tier.variantCodes),
    locales,
  );
  input.tiers.forEach((tier, index) => {
    const at = `tiers[${index}]`;
    if (tier.id !== null && !known.has(tier.id))
      violations.push({ propertyPath: `${at}.id`, message: GIFT_TIER_UNKNOWN_MESSAGE });
    const previous = input.tiers[index - 1];
    if (previous && tier.threshold <= previous.threshold)
      violations.push({ propertyPath: `${at}.threshold`, message: GIFT_TIER_THRESHOLD_MESSAGE });
    tier.variantCodes.forEach((code, position) => {
      const path = `${at}.variantCodes[${position}]`;
      if (tier.variantCodes.indexOf(code) !== position)
        violations.push({ propertyPath: path, message: giftVariantTwiceMessage(code) });
      else if (!candidates.get(code)?.sellable)
        violations.push({ propertyPath: path, message: giftVariantMessage(code) });
    });
    for (const locale of Object.keys(tier.labels))
      if (!locales.includes(locale))
        violations.push({ propertyPath: `${at}.labels.${locale}`, message: UNKNOWN_LOCALE_MESSAGE });
    const given: Record<string, string | undefined> = tier.labels;
    for (const locale of locales)
      if (!given[locale])
        violations.push({ propertyPath: `${at}.labels.${locale}`, message: GIFT_TIER_LABEL_MESSAGE });
  });
  return violations;
}

/** A violation of the promotions module, placed on the tier it belongs to. */
async function onTier<T>(index: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ViolationError)) throw error;
    throw new ViolationError(
      error.violations.map((item) => ({ ...item, propertyPath: `tiers[${index}].${item.propertyPath}` })),
    );
  }
}

/** A code no promotion has: gift_<channel>_<threshold>, numbered when taken. */
async function newTierCode(tx: Database, channelCode: string, threshold: number): Promise<string> {
  const base = `gift_${channelCode}_${threshold}`.slice(0, 56);
  const { data } = await listAdminPromotions(tx, { page: 1, itemsPerPage: 200, search: base });
  const taken = new Set(data.map((promotion) => promotion.code));
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}_${n}`;
  return code;
}

const sameTier = (tier: GiftTierPromotion, input: Input['tiers'][number], labels: Record<string, string>) =>
  tier.threshold === input.threshold &&
  tier.promotion.enabled === input.enabled &&
  JSON.stringify(tier.variantCodes) === JSON.stringify(input.variantCodes) &&
  JSON.stringify(Object.entries(tier.promotion.labels).sort()) ===
    JSON.stringify(Object.entries(labels).sort());

const euros = (minor: number | null) => (minor === null ? '—' : `${(minor / 100).toFixed(2)} €`);

/**
 * PUT /gift-settings?channel= (docs/adr/0061-faq-bars-payments-gifts.md): in one transaction, the gift
 * wrapping price through the products module's updateVariant (sales, search and its audit follow), the gift
 * card amounts (orders module) and the tiers through the cart-promotions-admin module; one audit line for the
 * whole; then the catalogue version moves so the cart's cached references follow at once.
 */
export async function saveGiftSettings(
  db: Database,
  channelCode: string,
  input: Input,
  admin: { id: number; name: string },
  runSearchRefresh: (jobId: number | null) => void,
): Promise<AdminGiftSettings> {
  const channel = await channelOf(db, channelCode);
  let refreshJob: number | null = null;
  await db.transaction(async (tx) => {
    const before = await getGiftSettings(tx, channel.code);
    const [tiers, locales] = await Promise.all([channelGiftTiers(tx, channel.code), listLocaleCodes(tx)]);
    const violations = await checkGiftSettings(tx, channel, input, tiers, locales);
    if (violations.length > 0) throw new ViolationError(violations);

    const wrapping = await giftWrappingOf(tx, channel);
    if (wrapping && input.giftWrappingPrice !== null && input.giftWrappingPrice !== wrapping.price) {
      const [state] = await loadVariantStates(tx, { variantIds: [wrapping.id] });
      if (!state) throw notFound(`Variant "${wrapping.code}" not found.`);
      const original = state.channelPricings[channel.code]?.originalPrice ?? null;
      const price = input.giftWrappingPrice;
      const write = await updateVariant(
        tx,
        wrapping.code,
        {
          version: wrapping.version,
          channelPricings: {
            [channel.code]: { price, originalPrice: original !== null && original > price ? original : null },
          },
        },
        admin,
      );
      refreshJob = write.refreshJob;
    }

    const sums = await findGiftCardSums(tx, channel.id);
    if (sums.min !== input.giftCardSums.min || sums.max !== input.giftCardSums.max)
      await saveGiftCardSums(tx, channel.id, input.giftCardSums);

    for (const [index, tier] of input.tiers.entries()) {
      const given: Record<string, string | undefined> = tier.labels;
      const labels = Object.fromEntries(
        locales.flatMap((locale) => (given[locale] ? [[locale, given[locale]]] : [])),
      );
      const rules = [{ type: 'item_total' as const, amount: tier.threshold }];
      const actions = [{ type: 'select_gift' as const, variantCodes: tier.variantCodes }];
      const existing = tiers.find((candidate) => candidate.promotion.id === tier.id);
      if (existing && sameTier(existing, tier, labels)) continue;
      if (existing)
        await onTier(index, () =>
          updatePromotion(
            tx,
            existing.promotion.id,
            { version: existing.promotion.version, enabled: tier.enabled, labels, rules, actions },
            admin.id,
          ),
        );
      else {
        const code = await newTierCode(tx, channel.code, tier.threshold);
        await onTier(index, () =>
          createPromotion(
            tx,
            {
              code,
              enabled: tier.enabled,
              priority: 1,
              exclusive: false,
              couponBased: false,
              startsAt: null,
              endsAt: null,
              usageLimit: null,
              channels: [channel.code],
              labels,
              rules,
              actions,
            },
            admin.id,
          ),
        );
      }
    }

    const after = await getGiftSettings(tx, channel.code);
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'gift_settings.update',
      subjectType: 'channel',
      subjectId: channel.code,
      summary: `Gift settings of ${channel.code}: gift wrapping ${euros(after.giftWrapping.price)}, gift cards ${euros(
        after.giftCardSums.min,
      )}–${euros(after.giftCardSums.max)}, tiers from ${
        after.tiers
          .filter((tier) => tier.enabled)
          .map((tier) => euros(tier.threshold))
          .join(', ') || '—'
      }`,
      details: { before, after },
    });
  });
  await bumpCatalogueVersion(db);
  runSearchRefresh(refreshJob);
  return getGiftSettings(db, channel.code);
}
