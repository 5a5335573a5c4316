import type { AdminImpersonation } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, customers, shopUsers } from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { impersonationUrl, mintImpersonationToken } from '../auth/impersonation.ts';
import { recordAudit } from './audit.ts';

/**
 * A storefront link that signs a browser in as the customer in their channel for 15 minutes, marked with
 * the administrator's name (the token's impersonatedBy), audited.
 */
export async function impersonateCustomer(
  db: Database,
  input: {
    customerId: number;
    channelCode: string;
    administrator: { id: number; name: string; email: string };
    secret: Uint8Array;
    storefrontUrls: Readonly<Record<string, string>>;
    now: Date;
  },
): Promise<AdminImpersonation> {
  const [account] = await db
    .select({ email: customers.email, enabled: shopUsers.enabled })
    .from(customers)
    .innerJoin(shopUsers, eq(shopUsers.customerId, customers.id))
    .innerJoin(channels, eq(channels.id, shopUsers.channelId))
    .where(and(eq(customers.id, input.customerId), eq(channels.code, input.channelCode)));
  if (!account)
    throw notFound(`Customer ${input.customerId} has no account in channel "${input.channelCode}".`);
  if (!account.enabled) throw violation('', 'This account is disabled.', 'account_disabled');
  const storefrontUrl = input.storefrontUrls[input.channelCode];
  if (!storefrontUrl)
    throw violation('channelCode', `No storefront address is configured for "${input.channelCode}".`);
  const minted = await mintImpersonationToken(db, {
    secret: input.secret,
    email: account.email,
    channelCode: input.channelCode,
    impersonatedBy: `${input.administrator.name} <${input.administrator.email}>`,
    now: input.now,
  });
  await recordAudit(
    db,
    {
      administratorId: input.administrator.id,
      action: 'customer.impersonate',
      subjectType: 'customer',
      subjectId: input.customerId,
      summary: `Impersonation link for ${account.email} (${input.channelCode}), valid until ${minted.expiresAt.toISOString()}`,
    },
    input.now,
  );
  return {
    url: impersonationUrl(storefrontUrl, { token: minted.token }),
    expiresAt: minted.expiresAt.toISOString(),
  };
}
