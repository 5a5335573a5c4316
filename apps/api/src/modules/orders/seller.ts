import type { Database } from '../../db/database.ts';

/** The company that sells: what pre-invoices (and later invoices) name as the seller and the payee. */
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
 * The shop's company details: the one place that names the seller (ADR 0010). The demo shop's values
 * (those of its contacts page); a real shop replaces them here. The demo bank transfer method's
 * description is built from the same account, so a shopper reads one account everywhere.
 */
export const SELLER: Seller = {
  name: 'UAB „Gandras“',
  companyCode: '305123450',
  vatCode: 'LT100012345610',
  address: 'Savanorių pr. 178, LT-03154 Vilnius, Lietuva',
  email: 'info@gandras.lt',
  phone: '+370 600 12345',
  bankName: 'AB „Swedbank“',
  bankAccount: 'LT60 7300 0101 2345 6789',
};

/**
 * The seller a channel's documents, mail and pages name. Every caller goes through here, so the
 * details can become settings of each channel (issue 18's "Shop details") without touching them.
 */
export async function sellerOf(_db: Database, _channelCode: string): Promise<Seller> {
  return SELLER;
}
