import type { Database } from '../../db/database.ts';
import { findShopDetails } from '../channels/shop-details.ts';
import { CatalogueVersionReader } from '../search/catalogue-version.ts';

/** The company that sells: what invoices, pre-invoices and mail name as the seller and the payee. */
export interface Seller {
  /** Legal name, as registered. */
  name: string;
  /** Company code in the register of legal entities (juridinio asmens kodas). */
  companyCode: string;
  /** VAT payer code (PVM mokėtojo kodas). */
  vatCode: string;
  /** Registered address, one line. */
  address: string;
  email: string;
  phone: string;
  bankName: string;
  /** IBAN, grouped by four as printed. */
  bankAccount: string;
}

/**
 * The demo shop's details (those of its contacts page): the demo seeds them into both channels' shop
 * details (migration 0029 gave them to channels that existed before). Documents and mail never read
 * this constant: they read the channel's settings through sellerOf.
 */
export const SELLER: Seller = {
  name: 'UAB „Gandras“',
  companyCode: '305123450',
  vatCode: 'LT100012345610',
  address: 'Savanorių pr. 178, LT-03154 Vilnius, Lietuva',
  email: 'info@gandras.lt',
  phone: '+370 600 12345',
  bankName: 'AB „Swedbank“',
  bankAccount: 'LT71 7300 0101 2345 6789',
};

interface SellerCache {
  version: CatalogueVersionReader;
  /** Sellers by channel ("code:web" or "id:1"), valid for the catalogue version they were read at. */
  entries: Map<string, { seller: Seller; version: string }>;
}

/** One cache per database (tests run several shops in one process). */
const caches = new WeakMap<Database, SellerCache>();

function cacheOf(db: Database): SellerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { version: new CatalogueVersionReader(db, () => Date.now()), entries: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The seller a channel's documents, mail and pages name: the channel's shop details (back office "Shop
 * details"). The one entry point every document and mail uses. Cached per process; saving the details
 * moves the shared catalogue version on, so this process drops its entry at once and other API
 * processes within a second (the catalogue version reader's check interval). Throws for an unknown
 * channel code (callers pass the code of an order's or customer's channel).
 */
export async function sellerOf(db: Database, channelCode: string): Promise<Seller> {
  return cachedSeller(db, { code: channelCode });
}

/** sellerOf for a channel known by its id (an order's or payment method's channel). */
export async function sellerOfChannelId(db: Database, channelId: number): Promise<Seller> {
  return cachedSeller(db, { id: channelId });
}

async function cachedSeller(db: Database, channel: { code: string } | { id: number }): Promise<Seller> {
  const cache = cacheOf(db);
  const version = await cache.version.current();
  const key = 'code' in channel ? `code:${channel.code}` : `id:${channel.id}`;
  const cached = cache.entries.get(key);
  if (cached && cached.version === version) return cached.seller;
  const details = await findShopDetails(db, channel);
  if (!details) throw new Error(`No channel ${key} to name the seller of`);
  const seller: Seller = {
    name: details.companyName,
    companyCode: details.companyCode,
    vatCode: details.vatNumber,
    address: details.address,
    email: details.email,
    phone: details.phone,
    bankName: details.bankName,
    bankAccount: details.iban,
  };
  cache.entries.set(key, { seller, version });
  return seller;
}

/** The placeholders a payment method's description may hold, filled from the channel's seller. */
const SELLER_PLACEHOLDERS: Record<string, (seller: Seller) => string> = {
  companyName: (seller) => seller.name,
  companyCode: (seller) => seller.companyCode,
  vatNumber: (seller) => seller.vatCode,
  address: (seller) => seller.address,
  bankName: (seller) => seller.bankName,
  iban: (seller) => seller.bankAccount,
  phone: (seller) => seller.phone,
  email: (seller) => seller.email,
};

/** Whether a text names the seller through placeholders ("{iban}"). */
export function hasSellerPlaceholders(text: string): boolean {
  return /\{(companyName|companyCode|vatNumber|address|bankName|iban|phone|email)\}/.test(text);
}

/**
 * A text with "{companyName}", "{iban}"... replaced by the seller's details: the bank-transfer
 * instructions are written once and always name the account of the shop details. Unknown names stay.
 */
export function fillSellerPlaceholders(text: string, seller: Seller): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => SELLER_PLACEHOLDERS[name]?.(seller) ?? match);
}
