import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sentMails } from '../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

/**
 * Mail sent at most once per idempotency key (docs/adr/0039-job-leases.md): a job may run again after the
 * process running it died, and its mail must not go out twice. The send is recorded right after the mail
 * server (or the outbox) accepted the message; the record is read before sending.
 */

/** The idempotency key of a job's mail: one mail per job. */
export function jobMailKey(jobId: number): string {
  return `job:${jobId}`;
}

/**
 * A Message-ID that is the same on every run of the job (id and enqueue time, so it is unique across
 * databases of different installs too), at the sender's domain: if a crash falls between the server's
 * acceptance and the record, the second copy carries the same Message-ID and receivers can drop it.
 */
export function jobMessageId(jobId: number, enqueuedAt: Date, mailFrom: string): string {
  const domain = /@([^<>\s@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<job-${jobId}.${enqueuedAt.getTime().toString(36)}@${domain}>`;
}

/** Whether mail with this key was sent already (by an earlier run of its job). */
export async function mailAlreadySent(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ key: sentMails.key }).from(sentMails).where(eq(sentMails.key, key));
  return row !== undefined;
}

/**
 * A mailer for one job's one mail: skips the send if the key was recorded already, and records it once
 * sent. A second mail in the same job is a programming error (enqueue one job per mail).
 */
export function onceOnlyMailer(
  db: Database,
  mailer: Mailer,
  mail: { key: string; jobId: number | null; messageId: string },
): Mailer {
  let used = false;
  return {
    async send(message) {
      if (used) throw new Error(`Mail ${mail.key} was sent already in this run: a job sends one mail`);
      used = true;
      const [recorded] = await db
        .select({ messageId: sentMails.messageId })
        .from(sentMails)
        .where(eq(sentMails.key, mail.key));
      if (recorded) return { messageId: recorded.messageId, file: null };
      const sent = await mailer.send({ ...message, messageId: mail.messageId });
      await db
        .insert(sentMails)
        .values({
          key: mail.key,
          jobId: mail.jobId,
          messageId: sent.messageId,
          recipient: message.to,
          subject: message.subject,
        })
        .onConflictDoNothing();
      return sent;
    },
    close: () => mailer.close(),
  };
}
