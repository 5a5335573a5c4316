import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { CartPromotionRule } from '../../db/schema/index.ts';
import { findCustomerSegment } from '../customers/customer-segment.ts';
import { loyaltyStatus } from '../loyalty/loyalty-service.ts';
import { queryRows } from '../search/sql-rows.ts';

/** A line promotions count: an available catalogue line and what it costs now (minor units). */
export interface PromotionLine {
  productId: number;
  productCode: string;
  total: number;
}

/** Who the cart is for: the signed-in customer and/or the email it carries. */
export interface PromotionCustomer {
  customerId: number | null;
  email: string | null;
}

/** What the rules of the cart's candidate promotions read beyond the totals, loaded only when needed. */
export interface RuleContext {
  itemsTotal: number;
  lines: readonly PromotionLine[];
  /** Taxon codes (with ancestors) of each product in the cart. */
  taxonsByProduct: Map<number, Set<string>>;
  groupCode: string | null;
  loyaltyLevelCode: string | null;
  /** Orders the shopper placed (not cancelled) with each promotion; empty when nobody is known. */
  customerUses: Map<number, number>;
  customerKnown: boolean;
}

/** Taxon codes of each product, with every ancestor (one recursive statement). */
export async function productTaxonCodes(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const result = new Map<number, Set<string>>();
  if (productIds.length === 0) return result;
  const ids = `{${productIds.join(',')}}`;
  const rows = await queryRows<{ productId: number; code: string }>(
    db,
    sql`WITH RECURSIVE direct(product_id, taxon_id) AS (
        SELECT product_id, taxon_id FROM product_taxons WHERE product_id = ANY(${ids}::int[])
        UNION SELECT id, main_taxon_id FROM products
        WHERE id = ANY(${ids}::int[]) AND main_taxon_id IS NOT NULL
      ),
      ancestry(product_id, id) AS (
        SELECT product_id, taxon_id FROM direct
        UNION SELECT a.product_id, t.parent_id FROM taxons t JOIN ancestry a ON a.id = t.id
        WHERE t.parent_id IS NOT NULL
      )
      SELECT a.product_id AS "productId", t.code FROM taxons t JOIN ancestry a ON a.id = t.id`,
  );
  for (const row of rows) {
    const productId = Number(row.productId);
    const codes = result.get(productId) ?? new Set<string>();
    codes.add(row.code);
    result.set(productId, codes);
  }
  return result;
}

/**
 * How many orders (placed, not cancelled; `exceptOrderId` left out) the customer or the email placed with
 * each of the promotions.
 */
export async function customerPromotionUses(
  db: Database,
  promotionIds: readonly number[],
  customer: PromotionCustomer & { exceptOrderId?: number | null },
): Promise<Map<number, number>> {
  const uses = new Map<number, number>();
  const email = customer.email?.trim().toLowerCase() || null;
  if (promotionIds.length === 0 || (customer.customerId === null && email === null)) return uses;
  const rows = await queryRows<{ promotionId: number; uses: unknown }>(
    db,
    sql`SELECT op.promotion_id AS "promotionId", count(DISTINCT o.id) AS uses
      FROM order_promotions op JOIN orders o ON o.id = op.order_id
      WHERE op.promotion_id = ANY(${`{${promotionIds.join(',')}}`}::int[])
        AND o.state NOT IN ('cart', 'cancelled')
        AND o.id <> ${customer.exceptOrderId ?? 0}
        AND (o.customer_id = ${customer.customerId ?? 0} OR lower(o.email) = ${email ?? ''})
      GROUP BY op.promotion_id`,
  );
  for (const row of rows) uses.set(Number(row.promotionId), Number(row.uses));
  return uses;
}

/** Reads what the rules need: taxons only for taxon rules, the customer only for customer rules. */
export async function loadRuleContext(
  db: Database,
  input: {
    rules: readonly CartPromotionRule[];
    promotionIds: readonly number[];
    itemsTotal: number;
    lines: readonly PromotionLine[];
    customer: PromotionCustomer;
    orderId: number | null;
  },
): Promise<RuleContext> {
  const needs = (type: CartPromotionRule['type']) => input.rules.some((rule) => rule.type === type);
  const taxonsByProduct = needs('has_taxon')
    ? await productTaxonCodes(db, [...new Set(input.lines.map((line) => line.productId))])
    : new Map<number, Set<string>>();
  const needsSegment = needs('customer_group') || needs('loyalty_level');
  const segment = needsSegment ? await findCustomerSegment(db, input.customer) : null;
  const loyalty = segment && needs('loyalty_level') ? await loyaltyStatus(db, segment.customerId) : null;
  const customerKnown = input.customer.customerId !== null || Boolean(input.customer.email?.trim());
  const customerUses = needs('customer_usage_limit')
    ? await customerPromotionUses(db, input.promotionIds, {
        ...input.customer,
        exceptOrderId: input.orderId,
      })
    : new Map<number, number>();
  return {
    itemsTotal: input.itemsTotal,
    lines: input.lines,
    taxonsByProduct,
    groupCode: segment?.groupCode ?? null,
    loyaltyLevelCode: loyalty?.joined ? (loyalty.level?.code ?? null) : null,
    customerUses,
    customerKnown,
  };
}

function lineInTaxons(line: PromotionLine, taxonCodes: readonly string[], context: RuleContext): boolean {
  const codes = context.taxonsByProduct.get(line.productId);
  return codes !== undefined && taxonCodes.some((code) => codes.has(code));
}

/**
 * Whether one rule holds. A per-customer limit holds while the shopper is unknown (no account, no email
 * yet): it is checked again at every recalculation, completion included, when the email is known.
 */
export function ruleHolds(rule: CartPromotionRule, promotionId: number, context: RuleContext): boolean {
  switch (rule.type) {
    case 'item_total':
      return context.itemsTotal >= rule.amount;
    case 'has_taxon':
      return context.lines.some((line) => lineInTaxons(line, rule.taxonCodes, context));
    case 'has_product':
      return context.lines.some((line) => rule.productCodes.includes(line.productCode));
    case 'customer_group':
      return context.groupCode !== null && rule.groupCodes.includes(context.groupCode);
    case 'loyalty_level':
      return context.loyaltyLevelCode !== null && rule.levelCodes.includes(context.loyaltyLevelCode);
    case 'customer_usage_limit':
      return !context.customerKnown || (context.customerUses.get(promotionId) ?? 0) < rule.limit;
  }
}

/**
 * What the promotion's item actions may take off: the lines its has_taxon and has_product rules name
 * (a line matching any of them), or every line when it has no such rule.
 */
export function matchingItemsTotal(rules: readonly CartPromotionRule[], context: RuleContext): number {
  const filters = rules.filter((rule) => rule.type === 'has_taxon' || rule.type === 'has_product');
  if (filters.length === 0) return context.lines.reduce((sum, line) => sum + line.total, 0);
  return context.lines
    .filter((line) =>
      filters.some((rule) =>
        rule.type === 'has_taxon'
          ? lineInTaxons(line, rule.taxonCodes, context)
          : rule.type === 'has_product' && rule.productCodes.includes(line.productCode),
      ),
    )
    .reduce((sum, line) => sum + line.total, 0);
}
