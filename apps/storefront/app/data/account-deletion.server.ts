import type { AccountDeletionSchedule, ValidationError } from '@shop/contracts';
import { ACCOUNT_DELETION_TOKEN_PARAM } from '@shop/contracts/constants';
import { isApiError } from '~/lib/api/api-error.ts';
import { signInRedirect } from './account.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** What the dashboard's deletion section shows after the shopper confirmed. */
export type AccountDeletionResult =
  | { ok: true; scheduledAt: string }
  /** The server's text (spec section 8: "Unable to Delete Account") for the page to localise, or null. */
  | { ok: false; message: string | null };

/**
 * The dashboard's "delete my account" (spec section 4): POST /user/account-remove with no body. The API
 * schedules the deletion 24 hours ahead and mails the cancel link; it refuses while orders are open. A
 * session the API no longer accepts is sent to sign in.
 */
export async function requestAccountDeletion(shop: ShopRequest, url: URL): Promise<AccountDeletionResult> {
  try {
    const schedule = await shop.api.post<AccountDeletionSchedule>('/user/account-remove');
    return { ok: true, scheduledAt: schedule.scheduledAt };
  } catch (error) {
    if (!isApiError(error) || error.status === null || error.status >= 500) throw error;
    // The session ended meanwhile (the refresh failed too): sign in and come back to the dashboard.
    if (error.status === 401) throw signInRedirect(shop, url);
    const body = error.data as Partial<ValidationError> & { message?: unknown };
    const message =
      body?.violations?.[0]?.message ?? (typeof body?.message === 'string' ? body.message : null);
    return { ok: false, message };
  }
}

/**
 * The dashboard's view of a deletion already asked for: its time, or null when none is pending. The section
 * is secondary, so an API failure here shows it as not pending rather than failing the dashboard.
 */
export async function loadPendingAccountDeletion(shop: ShopRequest): Promise<{ scheduledAt: string } | null> {
  try {
    const schedule = await shop.api.get<AccountDeletionSchedule>('/user/account-remove');
    return { scheduledAt: schedule.scheduledAt };
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/** The cancel page's outcome: cancelled, or why not (no token, unknown or used link, already deleted). */
export type CancelAccountDeletionResult =
  { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'executed' };

/** /cancel-account-deletion?accountDeletionToken=: the emailed link cancels the pending deletion. */
export async function cancelAccountDeletion(
  shop: ShopRequest,
  url: URL,
): Promise<CancelAccountDeletionResult> {
  const token = url.searchParams.get(ACCOUNT_DELETION_TOKEN_PARAM)?.trim();
  if (!token) return { ok: false, reason: 'missing' };
  try {
    await shop.api.get(
      `/user/cancel-account-remove?${new URLSearchParams({ [ACCOUNT_DELETION_TOKEN_PARAM]: token })}`,
    );
    return { ok: true };
  } catch (error) {
    if (!isApiError(error) || error.status === null || error.status >= 500) throw error;
    return { ok: false, reason: error.status === 410 ? 'executed' : 'invalid' };
  }
}
