import {
  VAT_MESSAGE,
  isVatNumber,
  type AdminShopDetails,
  type ShopDetails,
  type ShopDetailsInput,
  type Violation,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels } from '../../db/schema/index.ts';
import { ViolationError, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';

const detailColumns = {
  companyName: channels.sellerName,
  companyCode: channels.sellerCompanyCode,
  vatNumber: channels.sellerVatNumber,
  address: channels.sellerAddress,
  bankName: channels.sellerBankName,
  iban: channels.sellerIban,
  phone: channels.contactPhoneNumber,
  email: channels.contactEmail,
};
const channelColumns = {
  code: channels.code,
  name: channels.name,
  requiresLogin: channels.requiresLogin,
  orderNumberPrefix: channels.orderNumberPrefix,
};

type DetailRow = { [K in keyof typeof detailColumns]: string | null };

function toDetails(row: DetailRow): ShopDetails {
  return {
    companyName: row.companyName ?? '',
    companyCode: row.companyCode ?? '',
    vatNumber: row.vatNumber ?? '',
    address: row.address ?? '',
    bankName: row.bankName ?? '',
    iban: row.iban ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
  };
}

/** The seller's details of a channel (by code or id), or null when there is no such channel. */
export async function findShopDetails(
  db: Database,
  channel: { code: string } | { id: number },
): Promise<ShopDetails | null> {
  const [row] = await db
    .select(detailColumns)
    .from(channels)
    .where('code' in channel ? eq(channels.code, channel.code) : eq(channels.id, channel.id));
  return row ? toDetails(row) : null;
}

/** Every channel, as the back office lists them (a handful of rows). */
/** A channel's shop details with the channel they belong to; 404 for an unknown code. */
export async function getAdminShopDetails(db: Database, channelCode: string): Promise<AdminShopDetails> {
  const [row] = await db
    .select({ channel: channelColumns, details: detailColumns })
    .from(channels)
    .where(eq(channels.code, channelCode));
  if (!row) throw notFound(`Channel "${channelCode}" not found.`);
  return { channel: row.channel, details: toDetails(row.details) };
}

/** A VAT number of the right form for its EU country prefix, the rule of every other form (ADR 0032). */
export function isSellerVatNumber(value: string): boolean {
  return isVatNumber(value);
}

/** The rule the form's schema does not cover (contract shopDetailsInputSchema): the VAT number. */
export function shopDetailsViolations(input: { vatNumber?: unknown }): Violation[] {
  const violations: Violation[] = [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const vatNumber = text(input.vatNumber);
  if (vatNumber && !isSellerVatNumber(vatNumber)) {
    violations.push({ propertyPath: 'vatNumber', message: VAT_MESSAGE, code: 'invalid_vat' });
  }
  return violations;
}

/**
 * Saves a channel's shop details (every field), audits what changed in the same transaction and moves the
 * catalogue version on, which empties every API process's seller cache (orders/seller.ts) and the
 * storefronts' channel caches (the footer and chat button show the new contacts within seconds).
 */
export async function updateShopDetails(
  db: Database,
  input: { channelCode: string; details: ShopDetailsInput; administratorId: number; now?: Date },
): Promise<AdminShopDetails> {
  const violations = shopDetailsViolations(input.details);
  if (violations.length > 0) throw new ViolationError(violations);
  const details: ShopDetails = {
    ...input.details,
    vatNumber: input.details.vatNumber.replace(/[\s.-]/g, '').toUpperCase(),
  };
  const now = input.now ?? new Date();
  const saved = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: channels.id, details: detailColumns })
      .from(channels)
      .where(eq(channels.code, input.channelCode))
      .for('update');
    if (!locked) throw notFound(`Channel "${input.channelCode}" not found.`);
    const before = toDetails(locked.details);
    await tx
      .update(channels)
      .set({
        sellerName: details.companyName,
        sellerCompanyCode: details.companyCode,
        sellerVatNumber: details.vatNumber,
        sellerAddress: details.address,
        sellerBankName: details.bankName,
        sellerIban: details.iban,
        contactPhoneNumber: details.phone,
        contactEmail: details.email,
      })
      .where(eq(channels.id, locked.id));
    const changed = (Object.keys(details) as (keyof ShopDetails)[]).filter(
      (field) => before[field] !== details[field],
    );
    await recordAudit(
      tx,
      {
        administratorId: input.administratorId,
        action: 'channel.shopDetails.update',
        subjectType: 'channel',
        subjectId: input.channelCode,
        summary: `Shop details of ${input.channelCode}: ${changed.length > 0 ? changed.join(', ') : 'no change'}`,
        details: {
          changed: Object.fromEntries(
            changed.map((field) => [field, { from: before[field], to: details[field] }]),
          ),
        },
      },
      now,
    );
    return getAdminShopDetails(tx, input.channelCode);
  });
  await bumpCatalogueVersion(db);
  return saved;
}
