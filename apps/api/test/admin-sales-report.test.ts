import {
  SALES_ORDERS_CSV_COLUMNS,
  SALES_REPORT_DATE_MESSAGE,
  SALES_REPORT_LENGTH_MESSAGE,
  SALES_REPORT_ORDER_MESSAGE,
  type AdminSalesReport,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  loyaltyMemberships,
  loyaltyRules,
  orderItems,
  orders,
  returnItems,
  returns,
} from '../src/db/schema/index.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * The sales report (docs/adr/0054-sales-report.md) against sums computed here over the rows this test writes:
 * orders of two channels over three months (some cancelled, some carts, guests and customers), their lines
 * (goods, a gift card, the gift wrapping), returns and loyalty members.
 */

interface Line {
  product: 'stroller' | 'seat' | 'toy' | 'wrap' | 'giftCard';
  quantity: number;
  unitPrice: number;
  deleted?: boolean;
}
interface OrderSpec {
  channel: 'web' | 'b2b';
  /** An instant (UTC). */
  placedAt: string;
  state: 'cart' | 'new' | 'fulfilled' | 'cancelled';
  buyer: { customer: number } | { email: string };
  lines: Line[];
  shipping: number;
  discount: number;
}

/** A small deterministic generator (mulberry32), so the data is the same in every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function generateOrders(): OrderSpec[] {
  const next = random(21);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const specs: OrderSpec[] = [];
  const start = Date.parse('2026-09-01T00:00:00Z');
  for (let index = 0; index < 90; index += 1) {
    const lines: Line[] = [];
    const count = 1 + Math.floor(next() * 3);
    for (let line = 0; line < count; line += 1) {
      lines.push({
        product: pick(['stroller', 'seat', 'toy', 'toy', 'wrap', 'giftCard'] as const),
        quantity: 1 + Math.floor(next() * 3),
        unitPrice: 500 + Math.floor(next() * 30_000),
        deleted: next() < 0.1,
      });
    }
    specs.push({
      channel: next() < 0.75 ? 'web' : 'b2b',
      placedAt: new Date(start + Math.floor(next() * 91 * 86_400_000)).toISOString(),
      state: pick(['new', 'new', 'fulfilled', 'fulfilled', 'cancelled', 'cart'] as const),
      buyer:
        next() < 0.6
          ? { customer: Math.floor(next() * 6) }
          : { email: `Guest${Math.floor(next() * 8)}@example.com` },
      lines,
      shipping: pick([0, 299, 499]),
      discount: pick([0, 0, 500]),
    });
  }
  // Time zone edges: 22:30 UTC on 31 October is 00:30 on 1 November in Vilnius (winter time, UTC+2);
  // 21:30 UTC on 30 November is 23:30 on 30 November there.
  specs.push({
    channel: 'web',
    placedAt: '2026-10-31T22:30:00Z',
    state: 'new',
    buyer: { email: 'edge@example.com' },
    lines: [{ product: 'seat', quantity: 1, unitPrice: 12_345 }],
    shipping: 0,
    discount: 0,
  });
  specs.push({
    channel: 'web',
    placedAt: '2026-11-30T21:30:00Z',
    state: 'new',
    buyer: { email: 'EDGE@example.com' },
    lines: [{ product: 'stroller', quantity: 2, unitPrice: 30_000 }],
    shipping: 0,
    discount: 0,
  });
  return specs;
}

const total = (spec: OrderSpec) =>
  spec.lines.filter((line) => !line.deleted).reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) +
  spec.shipping -
  spec.discount;

/** The Vilnius calendar day of an instant (the test's own arithmetic: +2 h after 25 Oct 2026, else +3 h). */
function vilniusDay(instant: string): string {
  const at = Date.parse(instant);
  const offsetHours = at >= Date.parse('2026-10-25T01:00:00Z') ? 2 : 3;
  return new Date(at + offsetHours * 3_600_000).toISOString().slice(0, 10);
}

describe('the sales report (/api/v2/admin/sales-report)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  const specs = generateOrders();
  const orderIds: number[] = [];
  const customerIds: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const data = fixtures(db);
    await data.locales(['lt', 'en']);
    const web = await data.channel({
      code: 'web',
      defaultLocale: 'lt',
      locales: ['lt', 'en'],
      giftWrappingCode: 'WRAP',
    });
    const b2b = await data.channel({
      code: 'b2b',
      defaultLocale: 'lt',
      locales: ['lt'],
      giftWrappingCode: 'WRAP',
    });
    const strollers = await data.taxon({
      code: 'strollers',
      translations: {
        lt: { name: 'Vežimėliai', slug: 'vezimeliai' },
        en: { name: 'Strollers', slug: 'strollers' },
      },
    });
    const seats = await data.taxon({
      code: 'seats',
      translations: { lt: { name: 'Kėdutės', slug: 'kedutes' } },
    });
    const product = async (code: string, mainTaxonId: number | null, names: Record<string, string>) => {
      const row = await data.catalogueProduct({
        code,
        mainTaxonId,
        channelIds: [web.id, b2b.id],
        translations: Object.fromEntries(
          Object.entries(names).map(([locale, name]) => [
            locale,
            { name, slug: `${code.toLowerCase()}-${locale}` },
          ]),
        ),
      });
      return (await data.variant({ productId: row.id, code: `${code}-V`, position: 0 })).id;
    };
    const variants = {
      stroller: await product('STROLLER', strollers.id, { lt: 'Vežimėlis', en: 'Stroller' }),
      seat: await product('SEAT', seats.id, { lt: 'Kėdutė' }),
      toy: await product('TOY', null, { lt: 'Žaislas', en: 'Toy' }),
      wrap: await product('WRAP', null, { lt: 'Dovanų pakavimas' }),
      giftCard: await product('GIFT', null, { lt: 'Dovanų kortelė' }),
    };
    for (let index = 0; index < 6; index += 1) {
      const [row] = await db
        .insert(customers)
        .values({ email: `customer${index}@example.com`, gender: 'unknown' })
        .returning({ id: customers.id });
      customerIds.push(row!.id);
    }
    for (const [index, spec] of specs.entries()) {
      const placed = spec.state !== 'cart';
      const [order] = await db
        .insert(orders)
        .values({
          tokenValue: `token-${index}`,
          channelId: spec.channel === 'web' ? web.id : b2b.id,
          customerId: 'customer' in spec.buyer ? customerIds[spec.buyer.customer]! : null,
          email: 'customer' in spec.buyer ? `customer${spec.buyer.customer}@example.com` : spec.buyer.email,
          localeCode: 'lt',
          currencyCode: 'EUR',
          state: spec.state,
          checkoutState: placed ? 'completed' : 'cart',
          paymentState: placed ? 'awaiting_payment' : 'cart',
          shippingState: placed ? 'ready' : 'cart',
          number: placed ? `W${String(index).padStart(5, '0')}` : null,
          itemsTotal: total(spec) - spec.shipping + spec.discount,
          shippingTotal: spec.shipping,
          promotionTotal: spec.discount,
          total: total(spec),
          checkoutCompletedAt: placed ? new Date(spec.placedAt) : null,
        })
        .returning({ id: orders.id });
      orderIds.push(order!.id);
      await db.insert(orderItems).values(
        spec.lines.map((line) => ({
          orderId: order!.id,
          variantId: variants[line.product],
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.quantity * line.unitPrice,
          giftCardSum: line.product === 'giftCard' ? line.unitPrice : null,
          deletedAt: line.deleted ? new Date(spec.placedAt) : null,
        })),
      );
    }
    // Returns: made on 5 and 20 November (one refunded, one under way) and one cancelled.
    const returned = async (
      orderIndex: number,
      state: 'money_returned' | 'requested' | 'cancelled',
      at: string,
    ) => {
      const [row] = await db
        .insert(returns)
        .values({
          number: `R-${orderIndex}`,
          channelId: web.id,
          orderId: orderIds[orderIndex]!,
          state,
          currencyCode: 'EUR',
          returnFee: 200,
          refundMethod: 'bank_transfer',
          localeCode: 'lt',
          createdAt: new Date(at),
        })
        .returning({ id: returns.id });
      const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderIds[orderIndex]!));
      await db.insert(returnItems).values([
        { returnId: row!.id, orderItemId: line!.id, quantity: 1, reason: 'damaged', amount: 5_000 },
        {
          returnId: row!.id,
          orderItemId: line!.id,
          quantity: 1,
          reason: 'damaged',
          amount: 700,
          state: 'cancelled',
        },
      ]);
    };
    await returned(0, 'money_returned', '2026-11-05T10:00:00Z');
    await returned(1, 'requested', '2026-11-20T10:00:00Z');
    await returned(2, 'cancelled', '2026-11-21T10:00:00Z');
    const [rule] = await db
      .insert(loyaltyRules)
      .values({ code: 'web-loyalty', name: 'Loyalty', channelId: web.id })
      .returning({ id: loyaltyRules.id });
    const member = (customer: number, joinedAt: string, leftAt: string | null) =>
      db.insert(loyaltyMemberships).values({
        customerId: customerIds[customer]!,
        ruleId: rule!.id,
        cardNumber: `CARD-${customer}`,
        joinedAt: new Date(joinedAt),
        leftAt: leftAt ? new Date(leftAt) : null,
      });
    await member(0, '2026-09-10T10:00:00Z', null);
    await member(1, '2026-11-03T10:00:00Z', null);
    await member(2, '2026-11-04T10:00:00Z', '2026-11-10T10:00:00Z');
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  async function report(query: Record<string, string>): Promise<AdminSalesReport> {
    const response = await admin('GET', `/sales-report?${new URLSearchParams(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminSalesReport>();
  }

  /** The figures of a period computed here from the specs. */
  function expected(from: string, to: string, channel?: 'web' | 'b2b') {
    const inPeriod = (spec: OrderSpec) =>
      spec.state !== 'cart' &&
      spec.state !== 'cancelled' &&
      (!channel || spec.channel === channel) &&
      vilniusDay(spec.placedAt) >= from &&
      vilniusDay(spec.placedAt) <= to;
    const counted = specs.filter(inPeriod);
    const buyerOf = (spec: OrderSpec) =>
      'customer' in spec.buyer ? `c${spec.buyer.customer}` : spec.buyer.email.toLowerCase();
    const buyers = new Set(counted.map(buyerOf));
    const earlier = new Set(
      specs
        .filter(
          (spec) => spec.state !== 'cart' && spec.state !== 'cancelled' && vilniusDay(spec.placedAt) < from,
        )
        .map(buyerOf),
    );
    const revenue = counted.reduce((sum, spec) => sum + total(spec), 0);
    const byDay = new Map<string, { revenue: number; orders: number }>();
    for (const spec of counted) {
      const day = vilniusDay(spec.placedAt);
      const entry = byDay.get(day) ?? { revenue: 0, orders: 0 };
      entry.revenue += total(spec);
      entry.orders += 1;
      byDay.set(day, entry);
    }
    const goods = counted.flatMap((spec) =>
      spec.lines.filter((line) => !line.deleted && line.product !== 'wrap' && line.product !== 'giftCard'),
    );
    return {
      revenue,
      orders: counted.length,
      averageOrderValue: counted.length === 0 ? 0 : Math.round(revenue / counted.length),
      units: goods.reduce((sum, line) => sum + line.quantity, 0),
      newCustomers: [...buyers].filter((buyer) => !earlier.has(buyer)).length,
      returningCustomers: [...buyers].filter((buyer) => earlier.has(buyer)).length,
      byDay,
      goods,
    };
  }

  it('matches sums over the order rows: figures, every day, the previous period, top products and categories', async () => {
    const november = await report({ from: '2026-11-01', to: '2026-11-30' });
    const mine = expected('2026-11-01', '2026-11-30');
    const { byDay, goods, ...figures } = mine;
    expect(november.current).toMatchObject(figures);
    expect(mine.orders).toBeGreaterThan(10);
    expect(november.current.returns).toBe(2);
    // The refunded return: 5,000 accepted less the 200 fee (the cancelled item and the open return refund nothing).
    expect(november.current.refunds).toBe(4_800);
    expect(november.current.newLoyaltyMembers).toBe(1);
    expect(november.loyaltyMembers).toBe(2);
    expect(november.previousPeriod).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    const { byDay: _d, goods: _g, ...october } = expected('2026-10-02', '2026-10-31');
    expect(november.previous).toMatchObject(october);
    expect(november.days).toHaveLength(30);
    for (const day of november.days) {
      expect(day, day.date).toEqual({
        date: day.date,
        ...(byDay.get(day.date) ?? { revenue: 0, orders: 0 }),
      });
    }
    // The edge orders count on the shop's days: 00:30 on 1 November and 23:30 on 30 November in Vilnius.
    expect(november.days[0]!.revenue).toBeGreaterThanOrEqual(12_345);
    expect(november.days[29]!.revenue).toBeGreaterThanOrEqual(60_000);
    const revenueOf = (product: Line['product']) =>
      goods
        .filter((line) => line.product === product)
        .reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    const products = (['stroller', 'seat', 'toy'] as const)
      .map((product) => ({ product, revenue: revenueOf(product) }))
      .sort((a, b) => b.revenue - a.revenue);
    expect(november.topProducts.map((row) => [row.code, row.revenue])).toEqual(
      products.map((row) => [row.product.toUpperCase(), row.revenue]),
    );
    expect(november.topProducts.find((row) => row.code === 'STROLLER')?.name).toBe('Vežimėlis');
    expect(november.topCategories.map((row) => [row.code, row.revenue]).sort()).toEqual(
      [
        ['strollers', revenueOf('stroller')],
        ['seats', revenueOf('seat')],
        [null, revenueOf('toy')],
      ].sort(),
    );
  });

  it('narrows to a channel and names things in the chosen language', async () => {
    const web = await report({ from: '2026-09-01', to: '2026-11-30', channel: 'web', locale: 'en' });
    const { byDay: _d, goods: _g, ...figures } = expected('2026-09-01', '2026-11-30', 'web');
    expect(web.current).toMatchObject(figures);
    expect(web.channel).toBe('web');
    expect(web.topProducts.find((row) => row.code === 'STROLLER')?.name).toBe('Stroller');
    // No English name: another language's.
    expect(web.topProducts.find((row) => row.code === 'SEAT')?.name).toBe('Kėdutė');
    expect(web.topCategories.find((row) => row.code === 'strollers')?.name).toBe('Strollers');
  });

  it('exports the period’s orders as CSV, cancelled ones too, and writes the download to the audit log', async () => {
    const query = new URLSearchParams({ from: '2026-11-01', to: '2026-11-30', channel: 'web' });
    const response = await admin('GET', `/sales-report/orders.csv?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(SALES_ORDERS_CSV_COLUMNS.join(','));
    const placed = specs.filter(
      (spec) =>
        spec.state !== 'cart' &&
        spec.channel === 'web' &&
        vilniusDay(spec.placedAt) >= '2026-11-01' &&
        vilniusDay(spec.placedAt) <= '2026-11-30',
    );
    expect(lines).toHaveLength(placed.length + 1);
    const totalColumn = SALES_ORDERS_CSV_COLUMNS.indexOf('total');
    const sum = lines
      .slice(1)
      .reduce((acc, line) => acc + Math.round(Number(line.split(',')[totalColumn]) * 100), 0);
    expect(sum).toBe(placed.reduce((acc, spec) => acc + total(spec), 0));
    expect(lines.slice(1).some((line) => line.includes(',cancelled,'))).toBe(
      placed.some((s) => s.state === 'cancelled'),
    );
    expect(await auditLinesOf(database.db, 'orders.export')).toHaveLength(1);
  });

  it('refuses a bad period or an unknown channel with a message for the field', async () => {
    const bad = async (query: Record<string, string>, status: number, text: string) => {
      const response = await admin('GET', `/sales-report?${new URLSearchParams(query)}`);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).toContain(text);
    };
    await bad({ from: '2026-11-31', to: '2026-12-01' }, 400, SALES_REPORT_DATE_MESSAGE);
    await bad({ from: 'yesterday', to: '2026-12-01' }, 400, SALES_REPORT_DATE_MESSAGE);
    await bad({ from: '2026-11-10', to: '2026-11-01' }, 400, SALES_REPORT_ORDER_MESSAGE);
    await bad({ from: '2020-01-01', to: '2026-11-01' }, 400, SALES_REPORT_LENGTH_MESSAGE);
    await bad(
      { from: '2026-11-01', to: '2026-11-02', channel: 'nope' },
      422,
      'There is no channel with this code.',
    );
    const anonymous = await app.inject({
      url: '/api/v2/admin/sales-report',
      query: { from: '2026-11-01', to: '2026-11-02' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
