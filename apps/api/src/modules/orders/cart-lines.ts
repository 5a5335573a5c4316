import { CART_DEFAULT_MAX_ITEM_QUANTITY } from '@shop/contracts/constants';
import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  channelPricings,
  channels,
  orderItems,
  productChannels,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { sellableStock } from '../products/variants.ts';
import { cartLineTextColumns, type CartLineTextRows } from './cart-line-texts.ts';

/**
 * What a line is: a catalogue product, the channel's gift wrapping (one per order), a gift card bought for a
 * sum (its own price, no VAT) or the free gift a promotion let the shopper choose.
 */
export type CartLineKind = 'product' | 'gift_wrapping' | 'gift_card' | 'gift';

/** A cart line with what pricing and availability need of its variant and product in one channel. */
export interface CartLine {
  id: number;
  quantity: number;
  unitPrice: number;
  originalUnitPrice: number | null;
  total: number;
  variantId: number;
  variantCode: string;
  variantEnabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
  position: number;
  maxQuantityPerOrder: number | null;
  productId: number;
  productCode: string;
  productEnabled: boolean;
  isBundle: boolean;
  /** A bundle's stock is its own flag (spec section 9), not its set variant's. */
  bundleInStock: boolean;
  onlySellInBundle: boolean;
  mainTaxonId: number | null;
  /** The product is sold in the channel. */
  soldInChannel: boolean;
  /** Deleted by the shopper and restorable; counts towards nothing. */
  deleted: boolean;
  /** The variant's current price in the channel; null when it has none (it cannot be sold there). */
  price: number | null;
  originalPrice: number | null;
  kind: CartLineKind;
  /** The gift card's sum (kind gift_card). */
  giftCardSum: number | null;
  /** The promotion whose gift this line is (kind gift). */
  giftPromotionCode: string | null;
}

const lineColumns = {
  id: orderItems.id,
  quantity: orderItems.quantity,
  unitPrice: orderItems.unitPrice,
  originalUnitPrice: orderItems.originalUnitPrice,
  total: orderItems.total,
  variantId: productVariants.id,
  variantCode: productVariants.code,
  variantEnabled: productVariants.enabled,
  tracked: productVariants.tracked,
  onHand: productVariants.onHand,
  onHold: productVariants.onHold,
  position: productVariants.position,
  maxQuantityPerOrder: productVariants.maxQuantityPerOrder,
  productId: products.id,
  productCode: products.code,
  productEnabled: products.enabled,
  isBundle: products.isBundle,
  bundleInStock: products.bundleInStock,
  onlySellInBundle: products.onlySellInBundle,
  mainTaxonId: products.mainTaxonId,
  channelProductId: productChannels.productId,
  deletedAt: orderItems.deletedAt,
  price: channelPricings.price,
  originalPrice: channelPricings.originalPrice,
  giftCardSum: orderItems.giftCardSum,
  giftPromotionCode: orderItems.giftPromotionCode,
  giftWrappingCode: channels.giftWrappingCode,
};

type LineRow = Omit<CartLine, 'soldInChannel' | 'deleted' | 'kind'> & {
  channelProductId: number | null;
  deletedAt: Date | null;
  giftWrappingCode: string | null;
};

function lineKind(row: LineRow): CartLineKind {
  if (row.giftCardSum !== null) return 'gift_card';
  if (row.giftPromotionCode !== null) return 'gift';
  if (row.giftWrappingCode !== null && row.productCode === row.giftWrappingCode) return 'gift_wrapping';
  return 'product';
}

function toCartLine(row: LineRow): CartLine {
  const { channelProductId, deletedAt, giftWrappingCode: _code, ...line } = row;
  return {
    ...line,
    kind: lineKind(row),
    soldInChannel: channelProductId !== null,
    deleted: deletedAt !== null,
  };
}

function lineQuery(db: Database, channelId: number) {
  return db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(channels, eq(channels.id, channelId))
    .leftJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .leftJoin(
      channelPricings,
      and(eq(channelPricings.variantId, productVariants.id), eq(channelPricings.channelId, channelId)),
    );
}

/** The order's lines that are not deleted, oldest first. */
export async function loadCartLines(db: Database, orderId: number, channelId: number): Promise<CartLine[]> {
  const rows = await lineQuery(db, channelId)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.deletedAt)))
    .orderBy(asc(orderItems.id));
  return rows.map(toCartLine);
}

/** A cart line with what it shows of its product and variant, in every locale. */
export type CartLineWithTexts = CartLine & { texts: CartLineTextRows };

type LineWithTextsRow = LineRow & CartLineTextRows;

/**
 * A column for the order view's one statement (docs/adr/0049): the order's lines that are not deleted, oldest
 * first, each with what loadCartLines reads and its product and variant texts, picture and options, as one
 * JSON array (null without lines). `order` names the outer statement's order id and channel columns; read it
 * with toCartLinesWithTexts.
 */
export function cartLinesWithTextsColumn(
  db: Database,
  order: { id: AnyColumn; channelId: AnyColumn },
): SQL<LineWithTextsRow[] | null> {
  // Every column named by its key, so that the JSON objects carry the keys loadCartLines' rows have.
  const named = Object.fromEntries(
    Object.entries({ ...lineColumns, ...cartLineTextColumns }).map(([key, column]) => [
      key,
      sql`${column}`.as(key),
    ]),
  );
  const lines = db
    .select(named)
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(channels, eq(channels.id, order.channelId))
    .leftJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, order.channelId)),
    )
    .leftJoin(
      channelPricings,
      and(eq(channelPricings.variantId, productVariants.id), eq(channelPricings.channelId, order.channelId)),
    )
    .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.deletedAt)));
  return sql<LineWithTextsRow[] | null>`(SELECT json_agg(line ORDER BY line."id") FROM (${lines}) line)`;
}

/** The lines of cartLinesWithTextsColumn. */
export function toCartLinesWithTexts(rows: readonly LineWithTextsRow[] | null): CartLineWithTexts[] {
  return (rows ?? []).map(({ productTexts, image, variantNames, options, ...row }) => ({
    ...toCartLine(row),
    texts: { productTexts, image, variantNames, options },
  }));
}

/** One line of the order, deleted or not. */
export async function loadCartLine(
  db: Database,
  orderId: number,
  itemId: number,
  channelId: number,
): Promise<CartLine | null> {
  const [row] = await lineQuery(db, channelId)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)))
    .limit(1);
  return row ? toCartLine(row) : null;
}

/**
 * The variant can be bought in the channel at all: enabled, its product enabled and sold there, priced. A
 * gift card is priced by its sum and is not listed in any channel's catalogue.
 */
export function isLineSellable(
  line: Pick<CartLine, 'variantEnabled' | 'productEnabled' | 'soldInChannel' | 'price'> & {
    giftCardSum?: number | null;
  },
): boolean {
  if (line.giftCardSum != null) return line.variantEnabled && line.productEnabled;
  return line.variantEnabled && line.productEnabled && line.soldInChannel && line.price !== null;
}

export type StockFacts = Pick<CartLine, 'tracked' | 'onHand' | 'onHold' | 'isBundle' | 'bundleInStock'>;

/** Units that can be sold, null for no limit: a bundle by its in-stock flag, a variant by its stock. */
export function lineStock(line: StockFacts): number | null {
  if (line.isBundle) return line.bundleInStock ? null : 0;
  return sellableStock(line);
}

/** Units of the variant one line may hold: its own limit or the default, and no more than in stock. */
export function lineMaxQuantity(
  line: StockFacts & Pick<CartLine, 'maxQuantityPerOrder'> & { kind?: CartLineKind },
): number {
  // One gift wrapping per order, and a promotion gives one unit of its gift.
  const oneOnly = line.kind === 'gift_wrapping' || line.kind === 'gift';
  const limit = oneOnly ? 1 : (line.maxQuantityPerOrder ?? CART_DEFAULT_MAX_ITEM_QUANTITY);
  const stock = lineStock(line);
  return stock === null ? limit : Math.max(0, Math.min(limit, stock));
}

/** Sellable and with the line's quantity in stock: such a line counts towards the totals and can be bought. */
export function isLineAvailable(line: CartLine): boolean {
  const stock = lineStock(line);
  return isLineSellable(line) && (stock === null || stock >= line.quantity);
}

/**
 * What promotions, free-delivery thresholds and VAT count of the lines' totals: gift cards are a means of
 * payment (no VAT, no discount on them), not goods.
 */
export function promotableItemsTotal(lines: readonly Pick<CartLine, 'kind' | 'total'>[]): number {
  return lines.reduce((sum, line) => (line.kind === 'gift_card' ? sum : sum + line.total), 0);
}
