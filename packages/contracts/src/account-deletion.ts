import { z } from 'zod';

/**
 * POST /user/account-remove answers 202 with the pending request: when it was asked for and when the
 * account will be deleted unless the emailed link cancels it. Asking again while one is pending answers
 * the same schedule.
 */
export const accountDeletionScheduleSchema = z.object({
  requestedAt: z.string().describe('ISO 8601 time of the request'),
  scheduledAt: z.string().describe('ISO 8601 time the account will be deleted unless cancelled'),
});
export type AccountDeletionSchedule = z.infer<typeof accountDeletionScheduleSchema>;

/** GET /user/cancel-account-remove: the emailed token (spec section 7). */
export const cancelAccountDeletionQuerySchema = z.object({
  accountDeletionToken: z.string().trim().min(1).max(128),
});
export type CancelAccountDeletionQuery = z.infer<typeof cancelAccountDeletionQuerySchema>;

// The answers' texts live with the plain constants (browser code reads them without zod).
export {
  ACCOUNT_DELETION_ALREADY_EXECUTED_MESSAGE,
  ACCOUNT_DELETION_REFUSED_MESSAGE,
  ACCOUNT_DELETION_TOKEN_INVALID_MESSAGE,
} from './constants.ts';
