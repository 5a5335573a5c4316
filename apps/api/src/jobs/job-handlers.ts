import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  ACCOUNT_DECISION_EMAIL_JOB,
  sendAccountDecisionEmail,
} from '../modules/admin/account-decision-emails.ts';
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
import type { JobHandler } from './job-queue.ts';

/** Every kind of job the API runs, by kind. */
export function jobHandlers(deps: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'storefrontUrls'>;
}): Record<string, JobHandler> {
  // What every mail job needs: the database, the mailer and the storefront addresses its links point to.
  const mail = { db: deps.db, mailer: deps.mailer, storefrontUrls: deps.config.storefrontUrls };
  return {
    [ORDER_CONFIRMATION_JOB]: (payload) => sendOrderConfirmation(mail, payload),
    [ACCOUNT_VERIFICATION_JOB]: (payload) => sendAccountVerification(mail, payload),
    [PASSWORD_RESET_EMAIL_JOB]: (payload) => sendPasswordResetEmail(mail, payload),
    [REGISTRATION_ATTEMPT_EMAIL_JOB]: (payload) => sendRegistrationAttemptEmail(mail, payload),
    [ACCOUNT_DELETION_EMAIL_JOB]: (payload) => sendAccountDeletionEmail(mail, payload),
    [NEWSLETTER_CONFIRMATION_JOB]: (payload) => sendNewsletterConfirmation(mail, payload),
    [REVIEW_LINKS_EMAIL_JOB]: (payload) => sendReviewLinksEmail(mail, payload),
    [ACCOUNT_DECISION_EMAIL_JOB]: (payload) => sendAccountDecisionEmail(mail, payload),
    [RETURN_EMAIL_JOB]: (payload) => sendReturnEmail(mail, payload),
    [BACK_IN_STOCK_EMAIL_JOB]: (payload) => sendBackInStockEmail(mail, payload),
    [ACCOUNT_DELETION_JOB]: async (payload) => {
      await executeAccountDeletion(deps.db, Number(payload.accountDeletionRequestId));
    },
    [SEARCH_REFRESH_JOB]: async (payload) => {
      const productIds = Array.isArray(payload.productIds) ? payload.productIds.map(Number) : [];
      if (productIds.length > 0) await refreshSearchDocuments(deps.db, productIds);
    },
  };
}
