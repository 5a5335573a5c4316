import { useCallback, useEffect, useState } from 'react';
import { LOYALTY_POPUP_DELAY_MS, LOYALTY_POPUP_SUPPRESSION_MS } from '~/lib/constants.ts';
import { STORAGE_LOYALTY_POPUP_CLOSED_AT } from '~/lib/storage-keys.ts';

/** Who may see the popup: signed-in customers of a channel with a programme who have not joined. */
export function loyaltyPopupEligible(
  customer: { joinedLoyaltyProgram?: boolean } | null,
  channel: { loyaltyRuleId: number | null },
): boolean {
  return channel.loyaltyRuleId !== null && customer?.joinedLoyaltyProgram === false;
}

/** Whether a popup closed at `closedAt` (ms, or null: never) may show again at `now`. */
export function loyaltyPopupAllowed(closedAt: number | null, now: number): boolean {
  return closedAt === null || !Number.isFinite(closedAt) || now - closedAt >= LOYALTY_POPUP_SUPPRESSION_MS;
}

/** The part of localStorage the popup uses (tests pass a Map-backed one). */
export interface PopupStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readClosedAt(storage: PopupStorage | null): number | null {
  try {
    const raw = storage?.getItem(STORAGE_LOYALTY_POPUP_CLOSED_AT) ?? null;
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Schedules the popup (spec sections 3 and 9): for an eligible shopper it shows LOYALTY_POPUP_DELAY_MS
 * after the page loaded, unless it was closed in the last 30 days. Answers the cancel function.
 */
export function scheduleLoyaltyPopup(options: {
  eligible: boolean;
  storage: PopupStorage | null;
  now: () => number;
  onShow: () => void;
}): () => void {
  if (!options.eligible) return () => {};
  if (!loyaltyPopupAllowed(readClosedAt(options.storage), options.now())) return () => {};
  const timer = setTimeout(options.onShow, LOYALTY_POPUP_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Closing stamps the time, so the popup stays away for 30 days. */
export function rememberLoyaltyPopupClosed(storage: PopupStorage | null, now: number): void {
  try {
    storage?.setItem(STORAGE_LOYALTY_POPUP_CLOSED_AT, String(now));
  } catch {
    // Private mode without storage: the popup may come back on the next visit.
  }
}

function browserStorage(): PopupStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The popup's state in the layout: open after the delay, closed (and remembered) by the shopper. */
export function useLoyaltyPopup(eligible: boolean): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    return scheduleLoyaltyPopup({
      eligible,
      storage: browserStorage(),
      now: Date.now,
      onShow: () => setOpen(true),
    });
  }, [eligible]);
  const close = useCallback(() => {
    setOpen(false);
    rememberLoyaltyPopupClosed(browserStorage(), Date.now());
  }, []);
  // Joining (or signing out) hides an open popup at once.
  return { open: open && eligible, close };
}
