import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { PRODUCT_REQUIRES_LOGIN_MESSAGE } from '@shop/contracts';
import type { Database } from '../../db/database.ts';
import {
  channelPricings,
  channels,
  orderItems,
  productBundleItems,
  productChannels,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import {
  isLineSellable,
  lineMaxQuantity,
  lineStock,
  loadCartLine,
  type CartLine,
  type StockFacts,
} from './cart-lines.ts';
import { changeCart, type CartScope } from './cart-lock.ts';

/** Spec section 8. */
export function insufficientStockMessage(variantCode: string): string {
  return `The product variant with "${variantCode}" code does not have sufficient stock.`;
}

/** A quantity the line may hold: within its limit and in stock (a bundle: while it is in stock). */
function checkQuantity(
  line: StockFacts & Pick<CartLine, 'variantCode' | 'maxQuantityPerOrder'>,
  quantity: number,
): void {
  const stock = lineStock(line);
  if (stock !== null && stock < quantity) {
    throw violation('', insufficientStockMessage(line.variantCode), 'insufficient_stock');
  }
  const max = lineMaxQuantity(line);
  if (quantity > max) {
    throw violation('quantity', `This value should be ${max} or less.`, 'too_high');
  }
}

interface SellableVariant {
  id: number;
  code: string;
  productCode: string;
  isBundle: boolean;
  bundleInStock: boolean;
  onlySellInBundle: boolean;
  /** Sold only to signed-in customers (spec section 6). */
  requiresLogin: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
  maxQuantityPerOrder: number | null;
  sellable: boolean;
  /** The channel's gift-wrapping product code (that product goes in as the gift pack). */
  giftWrappingCode: string | null;
}

/** The variant with this code, or (`by: 'bundle'`) the first sellable variant of the bundle with this code. */
async function findVariant(
  tx: Database,
  lookup: { by: 'variant' | 'bundle'; code: string },
  channelId: number,
): Promise<SellableVariant | null> {
  const rows = await tx
    .select({
      id: productVariants.id,
      code: productVariants.code,
      productCode: products.code,
      isBundle: products.isBundle,
      bundleInStock: products.bundleInStock,
      onlySellInBundle: products.onlySellInBundle,
      requiresLogin: products.requiresLogin,
      tracked: productVariants.tracked,
      onHand: productVariants.onHand,
      onHold: productVariants.onHold,
      maxQuantityPerOrder: productVariants.maxQuantityPerOrder,
      variantEnabled: productVariants.enabled,
      productEnabled: products.enabled,
      channelProductId: productChannels.productId,
      price: channelPricings.price,
      giftWrappingCode: channels.giftWrappingCode,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(channels, eq(channels.id, channelId))
    .leftJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .leftJoin(
      channelPricings,
      and(eq(channelPricings.variantId, productVariants.id), eq(channelPricings.channelId, channelId)),
    )
    .where(
      lookup.by === 'variant'
        ? eq(productVariants.code, lookup.code)
        : and(eq(products.code, lookup.code), eq(products.isBundle, true)),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const variants = rows.map(({ variantEnabled, productEnabled, channelProductId, price, ...variant }) => ({
    ...variant,
    sellable: isLineSellable({
      variantEnabled,
      productEnabled,
      soldInChannel: channelProductId !== null,
      price,
    }),
  }));
  return variants.find((variant) => variant.sellable) ?? variants[0] ?? null;
}

/** Adds units of a variant to the locked cart: a line of the same variant grows instead. */
async function addUnits(
  tx: Database,
  orderId: number,
  variant: SellableVariant,
  units: number,
): Promise<void> {
  const [existing] = await tx
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.variantId, variant.id),
        isNull(orderItems.deletedAt),
      ),
    )
    .limit(1);
  const quantity = (existing?.quantity ?? 0) + units;
  checkQuantity({ ...variant, variantCode: variant.code }, quantity);
  if (existing) {
    await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, existing.id));
  } else {
    await tx.insert(orderItems).values({ orderId, variantId: variant.id, quantity });
  }
}

/** Who adds to the cart: a product sold only after login refuses a guest (spec section 6). */
interface Buyer {
  signedIn: boolean;
}

function checkLoginRequirement(
  variant: SellableVariant,
  buyer: Buyer,
  propertyPath: 'productVariant' | 'productCode',
): void {
  if (variant.requiresLogin && !buyer.signedIn) {
    throw violation(propertyPath, PRODUCT_REQUIRES_LOGIN_MESSAGE, 'requires_login');
  }
}

/** POST /orders/{token}/items: adds units of a variant; a line of the same variant grows instead. */
export async function addCartItem(
  db: Database,
  input: CartScope & Buyer & { token: string; variantCode: string; quantity: number },
): Promise<number> {
  return changeCart(db, input, async (tx, orderId) => {
    const variant = await findVariant(tx, { by: 'variant', code: input.variantCode }, input.channelId);
    if (!variant?.sellable) {
      throw violation(
        'productVariant',
        `Product variant "${input.variantCode}" does not exist.`,
        'not_found',
      );
    }
    if (variant.onlySellInBundle) {
      throw violation(
        'productVariant',
        `Product "${variant.productCode}" is sold only as part of a bundle.`,
        'only_in_bundle',
      );
    }
    if (variant.isBundle) {
      throw violation(
        'productVariant',
        `Product "${variant.productCode}" is a bundle: add it with PATCH /orders/{token}/product-bundle.`,
        'bundle',
      );
    }
    if (variant.giftWrappingCode === variant.productCode) {
      throw violation(
        'productVariant',
        'Gift wrapping is added with PATCH /orders/{token}/gift-wrapping.',
        'gift_wrapping',
      );
    }
    checkLoginRequirement(variant, input, 'productVariant');
    await addUnits(tx, orderId, variant, input.quantity);
  });
}

/**
 * PATCH /orders/{token}/product-bundle (the Sylius bundle plugin's call): adds units of a bundle, one
 * line of its set variant whose parts the answer lists; in stock while the bundle's flag says so.
 */
export async function addCartBundle(
  db: Database,
  input: CartScope &
    Buyer & { token: string; productCode: string; quantity: number; variantCodes?: string[] },
): Promise<number> {
  return changeCart(db, input, async (tx, orderId) => {
    const variant = await findVariant(tx, { by: 'bundle', code: input.productCode }, input.channelId);
    if (!variant?.sellable) {
      throw violation('productCode', `Bundle "${input.productCode}" does not exist.`, 'not_found');
    }
    checkLoginRequirement(variant, input, 'productCode');
    if (input.variantCodes) await checkBundleParts(tx, input.productCode, input.variantCodes);
    await addUnits(tx, orderId, variant, input.quantity);
  });
}

/** The variant codes a restore names must be the bundle's parts now (it may have been changed since). */
async function checkBundleParts(tx: Database, productCode: string, variantCodes: readonly string[]) {
  const parts = await tx
    .select({ code: productVariants.code })
    .from(productBundleItems)
    .innerJoin(products, eq(products.id, productBundleItems.bundleProductId))
    .innerJoin(productVariants, eq(productVariants.id, productBundleItems.variantId))
    .where(eq(products.code, productCode));
  const expected = new Set(parts.map((part) => part.code));
  const given = new Set(variantCodes);
  if (expected.size !== given.size || [...given].some((code) => !expected.has(code))) {
    throw violation(
      'variantCodes',
      `The bundle "${productCode}" is no longer made of these products.`,
      'bundle_changed',
    );
  }
}

async function lockedLine(
  tx: Database,
  orderId: number,
  itemId: number,
  channelId: number,
): Promise<CartLine> {
  const line = await loadCartLine(tx, orderId, itemId, channelId);
  if (!line) throw notFound(`Cart item ${itemId} not found.`);
  return line;
}

/** PATCH /orders/{token}/items/{id}: sets a line's quantity. */
export async function changeCartItemQuantity(
  db: Database,
  input: CartScope & { token: string; itemId: number; quantity: number },
): Promise<number> {
  return changeCart(db, input, async (tx, orderId) => {
    const line = await lockedLine(tx, orderId, input.itemId, input.channelId);
    if (line.deleted) throw notFound(`Cart item ${input.itemId} not found.`);
    // Lowering the quantity of a line is always allowed, even if stock dropped below it meanwhile.
    if (input.quantity > line.quantity) checkQuantity(line, input.quantity);
    await tx.update(orderItems).set({ quantity: input.quantity }).where(eq(orderItems.id, line.id));
  });
}

/** DELETE /orders/{token}/items/{id}: the line leaves the cart but can be restored by its id. */
export async function deleteCartItem(
  db: Database,
  input: CartScope & { token: string; itemId: number },
): Promise<number> {
  return changeCart(db, input, async (tx, orderId) => {
    const line = await lockedLine(tx, orderId, input.itemId, input.channelId);
    if (line.deleted) throw notFound(`Cart item ${input.itemId} not found.`);
    if (line.kind === 'gift') {
      throw violation('', 'A gift cannot be removed: choose another gift instead.', 'gift');
    }
    await tx.update(orderItems).set({ deletedAt: new Date() }).where(eq(orderItems.id, line.id));
  });
}

/**
 * PATCH /orders/{token}/items/{id}/restore: a deleted line comes back with its quantity (merged into a
 * line of the same variant added since), if the variant can still be bought in that quantity.
 */
export async function restoreCartItem(
  db: Database,
  input: CartScope & { token: string; itemId: number },
): Promise<number> {
  return changeCart(db, input, async (tx, orderId) => {
    const line = await lockedLine(tx, orderId, input.itemId, input.channelId);
    if (!line.deleted) {
      throw violation('', `Cart item ${input.itemId} is not deleted.`, 'not_deleted');
    }
    if (!isLineSellable(line)) {
      throw violation('', `Product variant "${line.variantCode}" can no longer be bought.`, 'not_sellable');
    }
    const [current] = await tx
      .select({ id: orderItems.id, quantity: orderItems.quantity })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(orderItems.variantId, line.variantId),
          isNull(orderItems.deletedAt),
          ne(orderItems.id, line.id),
        ),
      )
      .limit(1);
    const quantity = (current?.quantity ?? 0) + line.quantity;
    checkQuantity(line, quantity);
    if (current) {
      await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, current.id));
      await tx.delete(orderItems).where(eq(orderItems.id, line.id));
    } else {
      await tx.update(orderItems).set({ deletedAt: null }).where(eq(orderItems.id, line.id));
    }
  });
}
