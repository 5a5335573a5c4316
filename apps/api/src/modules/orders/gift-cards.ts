import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { giftCardRedemptions, giftCards, orders } from '../../db/schema/index.ts';
import { violation } from '../../http/http-error.ts';
import type { CartLine } from './cart-lines.ts';

/** Without look-alikes (0/O, 1/I), so a code read from paper is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** GC-XXXX-XXXX-XXXX: 60 random bits, unguessable by trying. */
export function newGiftCardCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return `GC-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

function giftCardChanged() {
  return violation('couponCode', 'The gift card balance has changed: check your order again.', 'gift_card');
}

export interface RedeemableGiftCard {
  id: number;
  code: string;
  balance: number;
}

/** An activated gift card of the channel with something left on it, by its code (any case). */
export async function findRedeemableGiftCard(
  db: Database,
  input: { code: string; channelId: number; now?: Date },
): Promise<RedeemableGiftCard | null> {
  const [card] = await db
    .select({ id: giftCards.id, code: giftCards.code, balance: giftCards.balance })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.code, input.code.trim().toUpperCase()),
        eq(giftCards.channelId, input.channelId),
        isNotNull(giftCards.activatedAt),
        gt(giftCards.balance, 0),
      ),
    );
  return card ?? null;
}

/** PUT /orders/{token} with a gift card's code: it pays what it can of the order (null removes it). */
export async function setOrderGiftCard(tx: Database, orderId: number, code: string | null): Promise<void> {
  await tx.update(orders).set({ giftCardCode: code }).where(eq(orders.id, orderId));
}

/**
 * At completion, in the completing transaction: takes what the redeemed gift card pays from its balance
 * (row locked, so two orders cannot spend one balance twice) and issues the gift cards the order bought,
 * not usable until the order is paid. Answers whether the gift card pays the order in full (the caller then
 * marks it paid through the order state service). If the card would pay
 * another amount than the shopper was shown (`giftCardTotalShown`: spent meanwhile), nothing happens and
 * the shopper is asked to look again.
 */
export async function settleGiftCards(
  tx: Database,
  order: {
    id: number;
    channelId: number;
    currencyCode: string;
    giftCardTotalShown: number;
    lines: readonly Pick<CartLine, 'id' | 'kind' | 'giftCardSum' | 'quantity'>[];
    /** The order's gift card, its part and total as the order processor has just written them. */
    placed: { code: string | null; giftCardTotal: number; total: number };
  },
): Promise<boolean> {
  const { placed } = order;
  if (placed && placed.giftCardTotal !== order.giftCardTotalShown) throw giftCardChanged();
  if (placed?.code && placed.giftCardTotal > 0) {
    const [card] = await tx
      .select({ id: giftCards.id, balance: giftCards.balance })
      .from(giftCards)
      .where(and(eq(giftCards.code, placed.code), isNotNull(giftCards.activatedAt)))
      .for('update');
    if (!card || card.balance < placed.giftCardTotal) {
      throw violation(
        'couponCode',
        'The gift card balance has changed: check your order again.',
        'gift_card',
      );
    }
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${placed.giftCardTotal}` })
      .where(eq(giftCards.id, card.id));
    await tx
      .insert(giftCardRedemptions)
      .values({ giftCardId: card.id, orderId: order.id, amount: placed.giftCardTotal });
  }

  const bought = order.lines
    .filter((line) => line.kind === 'gift_card')
    .map((line) => ({ id: line.id, sum: line.giftCardSum, quantity: line.quantity }));
  const cards = bought.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      code: newGiftCardCode(),
      channelId: order.channelId,
      currencyCode: order.currencyCode,
      amount: line.sum ?? 0,
      balance: line.sum ?? 0,
      orderId: order.id,
      orderItemId: line.id,
    })),
  );
  if (cards.length > 0) await tx.insert(giftCards).values(cards);

  return placed.total - placed.giftCardTotal === 0;
}

/** The gift cards an order bought become usable once it is paid (call in the transaction that pays it). */
export async function activateGiftCards(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(giftCards)
    .set({ activatedAt: new Date() })
    .where(and(eq(giftCards.orderId, orderId), isNull(giftCards.activatedAt)));
}

/** A gift card the order bought, as the order view shows it: its code only once it is usable. */
export interface BoughtGiftCard {
  code: string | null;
  amount: number;
  balance: number;
  active: boolean;
}

/**
 * A column for the order view's one statement (docs/adr/0049): the gift cards the order bought (issued at
 * completion: none while it is a cart), oldest first, as JSON; read it with toBoughtGiftCards. A return's
 * refund coupon names the returned order but was not bought by it (no order line).
 */
export function boughtGiftCardsColumn(order: { id: AnyColumn; state: AnyColumn }) {
  return sql<Array<Omit<BoughtGiftCard, 'active'> & { activatedAt: string | null }> | null>`(CASE
    WHEN ${order.state} = 'cart' THEN NULL
    ELSE (SELECT json_agg(json_build_object('code', g.code, 'amount', g.amount, 'balance', g.balance,
        'activatedAt', g.activated_at) ORDER BY g.id)
      FROM gift_cards g WHERE g.order_id = ${order.id} AND g.order_item_id IS NOT NULL) END)`;
}

export function toBoughtGiftCards(
  rows: ReadonlyArray<Omit<BoughtGiftCard, 'active'> & { activatedAt: string | null }> | null,
): BoughtGiftCard[] {
  return (rows ?? []).map((row) => ({
    code: row.activatedAt !== null ? row.code : null,
    amount: row.amount,
    balance: row.balance,
    active: row.activatedAt !== null,
  }));
}
