import {
  CODE_TAKEN_MESSAGE,
  PROMOTION_DATES_MESSAGE,
  PROMOTION_LABEL_MESSAGE,
  PROMOTION_NO_ACTION_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminPromotionInput,
  type Violation,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartPromotions, type CartPromotionAction, type CartPromotionRule } from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';
import { listChannelCodes } from '../channels/channel-list.ts';
import { existingCustomerGroupCodes } from '../customers/customer-segment.ts';
import { listLocaleCodes } from '../locales/service.ts';
import { allLevelCodes } from '../loyalty/loyalty-service.ts';
import { variantOwners } from '../products/admin/import-state.ts';
import { productIdsByCodes } from '../products/admin/product-state.ts';
import { findTaxonIdsByCodes } from '../taxons/taxon-codes.ts';

/** A promotion as it is stored, checked. */
export interface PromotionDraft {
  code: string;
  enabled: boolean;
  priority: number;
  exclusive: boolean;
  couponBased: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  channelIds: number[];
  labels: Record<string, string>;
  rules: CartPromotionRule[];
  actions: CartPromotionAction[];
}

const unknownMessage = (what: string, codes: readonly string[]) =>
  `${what} ${codes.map((code) => `"${code}"`).join(', ')} ${codes.length === 1 ? 'does' : 'do'} not exist.`;

/** The codes a rule or action names, what they are and how to tell which exist. */
function namedCodes(
  item: CartPromotionRule | CartPromotionAction,
): { field: string; codes: string[]; kind: 'taxon' | 'product' | 'variant' | 'group' | 'level' } | null {
  switch (item.type) {
    case 'has_taxon':
      return { field: 'taxonCodes', codes: item.taxonCodes, kind: 'taxon' };
    case 'has_product':
      return { field: 'productCodes', codes: item.productCodes, kind: 'product' };
    case 'customer_group':
      return { field: 'groupCodes', codes: item.groupCodes, kind: 'group' };
    case 'loyalty_level':
      return { field: 'levelCodes', codes: item.levelCodes, kind: 'level' };
    case 'select_gift':
      return { field: 'variantCodes', codes: item.variantCodes, kind: 'variant' };
    default:
      return null;
  }
}

const kindName = {
  taxon: 'Categories',
  product: 'Products',
  variant: 'Variants',
  group: 'Customer groups',
  level: 'Loyalty levels',
} as const;

/** Which of the named codes exist, per kind (one statement per kind that is named at all). */
async function existingCodes(
  db: Database,
  items: ReadonlyArray<CartPromotionRule | CartPromotionAction>,
): Promise<Record<keyof typeof kindName, Set<string>>> {
  const named = items.map(namedCodes).filter((entry) => entry !== null);
  const all = (kind: keyof typeof kindName) =>
    named.filter((entry) => entry.kind === kind).flatMap((entry) => entry.codes);
  const has = (kind: keyof typeof kindName) => all(kind).length > 0;
  const [taxons, products, variants, groups, levels] = await Promise.all([
    has('taxon') ? findTaxonIdsByCodes(db, all('taxon')) : new Map(),
    has('product') ? productIdsByCodes(db, all('product')) : new Map(),
    has('variant') ? variantOwners(db, all('variant')) : new Map(),
    has('group') ? existingCustomerGroupCodes(db) : new Set<string>(),
    has('level') ? allLevelCodes(db) : new Set<string>(),
  ]);
  return {
    taxon: new Set(taxons.keys()),
    product: new Set(products.keys()),
    variant: new Set(variants.keys()),
    group: groups,
    level: levels,
  };
}

/**
 * Every rule a promotion must meet beyond its fields' shapes, all reported at once: a free code, dates
 * in order, a label in each of the shop's languages, at least one action, and only channels, categories,
 * products, variants, customer groups and loyalty levels that exist (named in the message).
 */
export async function checkPromotion(
  tx: Database,
  input: AdminPromotionInput,
  id: number | null,
): Promise<PromotionDraft> {
  const violations: Violation[] = [];
  const [sameCode] = await tx
    .select({ id: cartPromotions.id })
    .from(cartPromotions)
    .where(eq(cartPromotions.code, input.code));
  if (sameCode && sameCode.id !== id) violations.push({ propertyPath: 'code', message: CODE_TAKEN_MESSAGE });
  const startsAt = input.startsAt === null ? null : new Date(input.startsAt);
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  if (startsAt && endsAt && endsAt <= startsAt)
    violations.push({ propertyPath: 'endsAt', message: PROMOTION_DATES_MESSAGE });

  const shopLocales = await listLocaleCodes(tx);
  const labels: Record<string, string> = {};
  for (const [locale, label] of Object.entries(input.labels)) {
    if (!shopLocales.includes(locale))
      violations.push({ propertyPath: `labels.${locale}`, message: UNKNOWN_LOCALE_MESSAGE });
    else if (label) labels[locale] = label;
  }
  for (const locale of shopLocales) {
    if (!labels[locale])
      violations.push({ propertyPath: `labels.${locale}`, message: PROMOTION_LABEL_MESSAGE });
  }

  const channels = new Map((await listChannelCodes(tx)).map((row) => [row.code, row.id]));
  const channelIds: number[] = [];
  input.channels.forEach((code, index) => {
    const channelId = channels.get(code);
    if (channelId === undefined)
      violations.push({ propertyPath: `channels[${index}]`, message: UNKNOWN_CHANNEL_MESSAGE });
    else if (!channelIds.includes(channelId)) channelIds.push(channelId);
  });

  if (input.actions.length === 0)
    violations.push({ propertyPath: 'actions', message: PROMOTION_NO_ACTION_MESSAGE });
  const existing = await existingCodes(tx, [...input.rules, ...input.actions]);
  const checkNamed = (
    list: 'rules' | 'actions',
    items: ReadonlyArray<CartPromotionRule | CartPromotionAction>,
  ) =>
    items.forEach((item, index) => {
      const named = namedCodes(item);
      if (!named) return;
      const unknown = [...new Set(named.codes.filter((code) => !existing[named.kind].has(code)))];
      if (unknown.length > 0)
        violations.push({
          propertyPath: `${list}[${index}].${named.field}`,
          message: unknownMessage(kindName[named.kind], unknown),
        });
    });
  checkNamed('rules', input.rules);
  checkNamed('actions', input.actions);

  if (violations.length > 0) throw new ViolationError(violations);
  return {
    code: input.code,
    enabled: input.enabled,
    priority: input.priority,
    exclusive: input.exclusive,
    couponBased: input.couponBased,
    startsAt,
    endsAt,
    usageLimit: input.usageLimit,
    channelIds,
    labels,
    rules: input.rules,
    actions: input.actions,
  };
}
