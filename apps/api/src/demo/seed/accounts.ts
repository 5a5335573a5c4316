import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customerAddresses, customerGroups, customers, shopUsers } from '../../db/schema/index.ts';
import type { DemoChannelCode } from '../catalogue/shop.ts';

/** Sign-in details of the demo accounts (docs/adr/0001-foundation.md). */
export const DEMO_ACCOUNTS = {
  customer: { email: 'demo@gandras.lt', password: 'Demo1234' },
  company: { email: 'b2b@gandras.lt', password: 'Demo1234' },
  /** The back office (docs/adr/0028-back-office.md); a real shop makes its own with `npm run admin:create`. */
  administrator: { email: 'admin@gandras.lt', password: 'Admin1234', name: 'Gandras administratorius' },
} as const;

async function groupId(db: Database, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(eq(customerGroups.code, code));
  return row?.id ?? null;
}

/**
 * The demo shopper on the main channel and an approved company account on the business channel,
 * both verified, with argon2id password hashes (@node-rs/argon2 defaults to argon2id).
 */
export async function seedDemoAccounts(db: Database, channelIds: Record<DemoChannelCode, number>, now: Date) {
  const retail = await groupId(db, 'retail');
  const [customer, company] = await db
    .insert(customers)
    .values([
      {
        email: DEMO_ACCOUNTS.customer.email,
        firstName: 'Rūta',
        lastName: 'Gandrienė',
        phoneNumber: '+37060011111',
        gender: 'female',
        groupId: retail,
        subscribedToNewsletter: true,
      },
      {
        email: DEMO_ACCOUNTS.company.email,
        firstName: 'Tomas',
        lastName: 'Verslauskas',
        phoneNumber: '+37060022222',
        gender: 'male',
        groupId: retail,
        isCompany: true,
        companyName: 'UAB Mažųjų pasaulis',
        companyCode: '305987654',
        vatNumber: 'LT100098765412',
      },
    ])
    .returning({ id: customers.id });
  if (!customer || !company) throw new Error('Could not create the demo customers');
  const [customerHash, companyHash] = await Promise.all([
    hash(DEMO_ACCOUNTS.customer.password),
    hash(DEMO_ACCOUNTS.company.password),
  ]);
  await db.insert(shopUsers).values([
    {
      customerId: customer.id,
      channelId: channelIds.web,
      passwordHash: customerHash,
      verifiedAt: now,
      locale: 'lt',
    },
    {
      customerId: company.id,
      channelId: channelIds.b2b,
      passwordHash: companyHash,
      verifiedAt: now,
      approvedAt: now,
      locale: 'lt',
    },
  ]);
  // Their delivery address books, with the default chosen (the account pages and checkout show it).
  const [home, office] = await db
    .insert(customerAddresses)
    .values([
      {
        customerId: customer.id,
        firstName: 'Rūta',
        lastName: 'Gandrienė',
        phoneNumber: '+37060011111',
        countryCode: 'LT',
        city: 'Vilnius',
        street: 'Gedimino pr.',
        houseNumber: '9',
        apartmentNumber: '14',
        postCode: '01103',
      },
      {
        customerId: company.id,
        firstName: 'Tomas',
        lastName: 'Verslauskas',
        phoneNumber: '+37060022222',
        countryCode: 'LT',
        city: 'Kaunas',
        street: 'Savanorių pr.',
        houseNumber: '120',
        postCode: '44150',
        companyName: 'UAB Mažųjų pasaulis',
        companyCode: '305987654',
        vatNumber: 'LT100098765412',
      },
    ])
    .returning({ id: customerAddresses.id });
  await db.update(customers).set({ defaultAddressId: home!.id }).where(eq(customers.id, customer.id));
  await db.update(customers).set({ defaultAddressId: office!.id }).where(eq(customers.id, company.id));
}
