import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { jobMailKey, jobMessageId, mailAlreadySent, onceOnlyMailer } from '../mail/sent-mails.ts';
import {
  ACCOUNT_DECISION_EMAIL_JOB,
  sendAccountDecisionEmail,
} from '../modules/admin/account-decision-emails.ts';
import { sendInvitationEmail } from '../modules/admin/invitation-emails.ts';
import { ADMIN_INVITATION_EMAIL_JOB } from '../modules/admin/team.ts';
import { sendAccountDeletionEmail } from '../modules/customers/account-deletion-emails.ts';
import {
  ACCOUNT_DELETION_EMAIL_JOB,
  ACCOUNT_DELETION_JOB,
  executeAccountDeletion,
} from '../modules/customers/account-deletion-service.ts';
import { ACCOUNT_VERIFICATION_JOB, sendAccountVerification } from '../modules/customers/customer-emails.ts';
import { PASSWORD_RESET_EMAIL_JOB } from '../modules/customers/password-reset-service.ts';
import { sendPasswordResetEmail } from '../modules/customers/password-reset-emails.ts';
import {
  REGISTRATION_ATTEMPT_EMAIL_JOB,
  sendRegistrationAttemptEmail,
} from '../modules/customers/registration-attempt-emails.ts';
import { NEWSLETTER_CONFIRMATION_JOB } from '../modules/newsletter/service.ts';
import { sendNewsletterConfirmation } from '../modules/newsletter/newsletter-emails.ts';
import { ORDER_CONFIRMATION_JOB, sendOrderConfirmation } from '../modules/orders/order-emails.ts';
import { RETURN_EMAIL_JOB, sendReturnEmail } from '../modules/returns/return-emails.ts';
import { REVIEW_LINKS_EMAIL_JOB } from '../modules/reviews/service.ts';
import { sendReviewLinksEmail } from '../modules/reviews/review-emails.ts';
import {
  BACK_IN_STOCK_EMAIL_JOB,
  sendBackInStockEmail,
} from '../modules/stock-notifications/back-in-stock-emails.ts';
import { refreshSearchDocuments, SEARCH_REFRESH_JOB } from '../modules/search/search-documents.ts';
import { catalogueImportJobHandlers } from '../modules/catalogue-exchange/import/import-jobs.ts';
import { pictureFetchLimits } from '../modules/catalogue-exchange/import/pictures.ts';
import type { MediaStorage } from '../modules/media-storage/index.ts';
import {
  CATALOG_PROMOTION_BOUNDARY_JOB,
  runPromotionBoundary,
} from '../modules/catalogue-promotions/boundary-job.ts';
import type { JobHandler, JobPayload } from './job-queue.ts';

/**
 * Every kind of job the API runs, by kind. A job may run again after the process running it died
 * (docs/adr/0039-job-leases.md): each mail job sends its one mail once, keyed by the job's id.
 */
export function jobHandlers(deps: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'storefrontUrls'> &
    Partial<Pick<Config, 'mailFrom' | 'defaultChannelCode' | 'jobLeaseMs' | 'picturesFromPrivateNetwork'>>;
  /** The media storage: catalogue import jobs (check, apply, pictures) run only where it is given. */
  storage?: MediaStorage;
  log?: (message: string) => void;
}): Record<string, JobHandler> {
  // What every mail job needs: the database, the mailer and the storefront addresses its links point to.
  const mail = { db: deps.db, mailer: deps.mailer, storefrontUrls: deps.config.storefrontUrls };
  const mailFrom = deps.config.mailFrom ?? 'localhost';
  const mailJob =
    (send: (mailDeps: typeof mail, payload: JobPayload) => Promise<void>): JobHandler =>
    async (payload, { jobId, enqueuedAt }) => {
      const key = jobMailKey(jobId);
      // Sent by an earlier run (its process died before marking the job done): nothing left to do. Asked
      // before the handler runs, as some handlers mint a new link token that would void the mailed one.
      if (await mailAlreadySent(deps.db, key)) return;
      const messageId = jobMessageId(jobId, enqueuedAt, mailFrom);
      await send(
        { ...mail, mailer: onceOnlyMailer(deps.db, deps.mailer, { key, jobId, messageId }) },
        payload,
      );
    };
  const importJobs = deps.storage
    ? catalogueImportJobHandlers({
        db: deps.db,
        storage: deps.storage,
        defaultChannelCode: deps.config.defaultChannelCode ?? 'web',
        log: deps.log ?? (() => undefined),
        jobLeaseMs: deps.config.jobLeaseMs,
        limits: pictureFetchLimits(deps.config),
      })
    : {};
  return {
    ...importJobs,
    [ORDER_CONFIRMATION_JOB]: mailJob(sendOrderConfirmation),
    [ACCOUNT_VERIFICATION_JOB]: mailJob(sendAccountVerification),
    [PASSWORD_RESET_EMAIL_JOB]: mailJob((mailDeps, payload) => sendPasswordResetEmail(mailDeps, payload)),
    [REGISTRATION_ATTEMPT_EMAIL_JOB]: mailJob(sendRegistrationAttemptEmail),
    [ACCOUNT_DELETION_EMAIL_JOB]: mailJob(sendAccountDeletionEmail),
    [NEWSLETTER_CONFIRMATION_JOB]: mailJob(sendNewsletterConfirmation),
    [REVIEW_LINKS_EMAIL_JOB]: mailJob(sendReviewLinksEmail),
    [ACCOUNT_DECISION_EMAIL_JOB]: mailJob(sendAccountDecisionEmail),
    [RETURN_EMAIL_JOB]: mailJob(sendReturnEmail),
    [BACK_IN_STOCK_EMAIL_JOB]: mailJob(sendBackInStockEmail),
    [ADMIN_INVITATION_EMAIL_JOB]: mailJob((mailDeps, payload) =>
      sendInvitationEmail(
        { ...mailDeps, defaultChannelCode: deps.config.defaultChannelCode ?? 'web' },
        payload,
      ),
    ),
    [ACCOUNT_DELETION_JOB]: async (payload) => {
      await executeAccountDeletion(deps.db, Number(payload.accountDeletionRequestId));
    },
    [CATALOG_PROMOTION_BOUNDARY_JOB]: async (payload) => runPromotionBoundary(deps.db, payload),
    [SEARCH_REFRESH_JOB]: async (payload) => {
      const productIds = Array.isArray(payload.productIds) ? payload.productIds.map(Number) : [];
      if (productIds.length > 0) await refreshSearchDocuments(deps.db, productIds);
    },
  };
}
