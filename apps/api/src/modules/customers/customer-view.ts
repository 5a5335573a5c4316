import type { Customer } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customerGroups, customers, shopUsers } from '../../db/schema/index.ts';
import { customerCartToken } from '../orders/customer-carts.ts';
import { loyaltyStatus } from '../loyalty/loyalty-service.ts';
import { getAddress } from './address-book-service.ts';

/**
 * A customer as the contract shows it; `orderToken` is their cart in `channelId` (the one sign-in carried
 * over), when a channel is given. Membership, level and amount spent come from the loyalty module.
 */
export async function loadCustomerView(
  db: Database,
  customerId: number,
  channelId?: number,
): Promise<Customer> {
  const [row] = await db
    .select({
      customer: customers,
      verifiedAt: shopUsers.verifiedAt,
      approvedAt: shopUsers.approvedAt,
      groupCode: customerGroups.code,
      storeEmployee: customerGroups.storeEmployee,
    })
    .from(customers)
    .leftJoin(shopUsers, eq(shopUsers.customerId, customers.id))
    .leftJoin(customerGroups, eq(customerGroups.id, customers.groupId))
    .where(eq(customers.id, customerId));
  if (!row) throw new Error(`Customer ${customerId} does not exist`);
  const { customer } = row;
  const [orderToken, defaultAddress, loyalty] = await Promise.all([
    channelId === undefined ? null : customerCartToken(db, customerId, channelId),
    customer.defaultAddressId === null
      ? null
      : getAddress(db, customerId, customer.defaultAddressId).catch(() => null),
    loyaltyStatus(db, customerId),
  ]);
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phoneNumber: customer.phoneNumber,
    birthday: customer.birthday,
    gender: customer.gender,
    isCompany: customer.isCompany,
    companyName: customer.companyName,
    vatNumber: customer.vatNumber,
    companyCode: customer.companyCode,
    countryCode: customer.countryCode,
    city: customer.city,
    street: customer.street,
    houseNumber: customer.houseNumber,
    flatNumber: customer.flatNumber,
    postCode: customer.postCode,
    subscribedToNewsletter: customer.subscribedToNewsletter,
    subscribedToSmsOffers: customer.subscribedToSmsOffers,
    privacyPolicyAccepted: customer.privacyPolicyAcceptedAt !== null,
    termsAndConditionsAccepted: customer.termsAndConditionsAcceptedAt !== null,
    joinedLoyaltyProgram: loyalty.joined,
    loyaltyLevel: loyalty.level,
    loyaltyAmountSpent: loyalty.amountSpent,
    group: row.groupCode ? { code: row.groupCode, storeEmployee: row.storeEmployee ?? false } : null,
    defaultAddress,
    orderToken,
    verified: row.verifiedAt !== null,
    approved: row.approvedAt !== null,
  };
}
