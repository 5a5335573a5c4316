import {
  NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_TOKEN_EXPIRED_MESSAGE,
  NEWSLETTER_TOKEN_NOT_FOUND_MESSAGE,
} from '@shop/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, newsletterSubscribers } from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import {
  isNewsletterSubscribedAccount,
  markCustomerSubscribedToNewsletter,
} from '../customers/newsletter-flag.ts';
import { hashNewsletterToken } from './confirm-token.ts';

/** Job kind: the double opt-in email with the confirmation link. */
export const NEWSLETTER_CONFIRMATION_JOB = 'newsletter-confirmation-email';

/**
 * Records a subscription request as `pending` (consents stamped now) and queues the confirmation email.
 * A confirmed address (or an account's verified address that takes the newsletter) is refused with the
 * already-subscribed violation; a pending or unsubscribed one
 * starts over (a new link is mailed), so a lost email is never a dead end.
 */
export async function subscribeToNewsletter(
  db: Database,
  input: { email: string; channelId: number; locale: string },
  now: Date,
): Promise<void> {
  // An account that takes the newsletter (a verified address that said yes) is a confirmed subscriber too.
  if (await isNewsletterSubscribedAccount(db, input.email)) {
    throw violation('email', NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE, 'already_subscribed');
  }
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ ...input, status: 'pending', privacyPolicyAcceptedAt: now, termsAcceptedAt: now })
    .onConflictDoUpdate({
      target: [newsletterSubscribers.email, newsletterSubscribers.channelId],
      set: {
        status: 'pending',
        locale: input.locale,
        privacyPolicyAcceptedAt: now,
        termsAcceptedAt: now,
        unsubscribedAt: null,
        updatedAt: now,
      },
      setWhere: ne(newsletterSubscribers.status, 'confirmed'),
    })
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw violation('email', NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE, 'already_subscribed');
  await enqueueJob(db, NEWSLETTER_CONFIRMATION_JOB, { subscriberId: row.id, locale: input.locale });
}

/**
 * The emailed link: confirms the subscription once (the token is dropped) and marks a customer account
 * with the same address subscribed. Unknown or used: 404; expired: 422 on `token`.
 */
export async function confirmNewsletterSubscription(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        expiresAt: newsletterSubscribers.confirmTokenExpiresAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, hashNewsletterToken(token)))
      .for('update');
    if (!row) throw notFound(NEWSLETTER_TOKEN_NOT_FOUND_MESSAGE);
    if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) {
      throw violation('token', NEWSLETTER_TOKEN_EXPIRED_MESSAGE, 'expired');
    }
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'confirmed',
        confirmedAt: now,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(newsletterSubscribers.id, row.id));
    await markCustomerSubscribedToNewsletter(tx, row.email);
  });
}

/**
 * A customer who asked for the newsletter at registration confirmed their address by verifying the account:
 * that is the double opt-in, so the address is stored as a confirmed subscriber (kept as is when it already is
 * one). The consents are the account's.
 */
export async function recordConfirmedSubscriber(
  db: Database,
  input: {
    email: string;
    channelId: number;
    locale: string;
    privacyPolicyAcceptedAt: Date;
    termsAcceptedAt: Date;
  },
  now: Date,
): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ ...input, status: 'confirmed', confirmedAt: now })
    .onConflictDoUpdate({
      target: [newsletterSubscribers.email, newsletterSubscribers.channelId],
      set: {
        status: 'confirmed',
        confirmedAt: now,
        privacyPolicyAcceptedAt: input.privacyPolicyAcceptedAt,
        termsAcceptedAt: input.termsAcceptedAt,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
        unsubscribedAt: null,
        updatedAt: now,
      },
      setWhere: ne(newsletterSubscribers.status, 'confirmed'),
    });
}

/**
 * The shopper said no in their account (subscribedToNewsletter false): every subscription of the address
 * ends, pending links stop working, and the export leaves the address out.
 */
export async function unsubscribeFromNewsletter(db: Database, email: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, 'unsubscribed')));
}

export interface SubscriberExportRow {
  email: string;
  channel: string;
  locale: string;
  confirmedAt: Date | null;
  privacyPolicyAcceptedAt: Date;
  termsAcceptedAt: Date;
}

/** Confirmed subscribers, oldest confirmation first, optionally of one channel. */
export async function confirmedSubscribers(
  db: Database,
  channelCode: string | null = null,
): Promise<SubscriberExportRow[]> {
  return db
    .select({
      email: newsletterSubscribers.email,
      channel: channels.code,
      locale: newsletterSubscribers.locale,
      confirmedAt: newsletterSubscribers.confirmedAt,
      privacyPolicyAcceptedAt: newsletterSubscribers.privacyPolicyAcceptedAt,
      termsAcceptedAt: newsletterSubscribers.termsAcceptedAt,
    })
    .from(newsletterSubscribers)
    .innerJoin(channels, eq(channels.id, newsletterSubscribers.channelId))
    .where(
      and(
        eq(newsletterSubscribers.status, 'confirmed'),
        channelCode === null ? sql`true` : eq(channels.code, channelCode),
      ),
    )
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
}

/** A CSV cell: quoted when needed; a leading = + - @ is defused so spreadsheets never run it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV (CRLF line ends) with a header row. */
export function subscribersCsv(rows: readonly SubscriberExportRow[]): string {
  const header = [
    'email',
    'channel',
    'locale',
    'confirmed_at',
    'privacy_policy_accepted_at',
    'terms_accepted_at',
  ];
  const lines = rows.map((row) =>
    [
      row.email,
      row.channel,
      row.locale,
      row.confirmedAt?.toISOString() ?? '',
      row.privacyPolicyAcceptedAt.toISOString(),
      row.termsAcceptedAt.toISOString(),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
