import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOYALTY_POPUP_DELAY_MS, LOYALTY_POPUP_SUPPRESSION_MS } from '~/lib/constants.ts';
import { STORAGE_LOYALTY_POPUP_CLOSED_AT } from '~/lib/storage-keys.ts';
import {
  loyaltyPopupEligible,
  rememberLoyaltyPopupClosed,
  scheduleLoyaltyPopup,
  type PopupStorage,
} from './loyalty-popup.ts';

function memoryStorage(): PopupStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('the loyalty popup timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const schedule = (storage: PopupStorage, eligible = true) => {
    const onShow = vi.fn();
    const cancel = scheduleLoyaltyPopup({ eligible, storage, now: Date.now, onShow });
    return { onShow, cancel };
  };

  it('shows 20 s after load, not a moment before, and once', () => {
    expect(LOYALTY_POPUP_DELAY_MS).toBe(20_000);
    const { onShow } = schedule(memoryStorage());
    vi.advanceTimersByTime(19_999);
    expect(onShow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onShow).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onShow).toHaveBeenCalledTimes(1);
  });

  it('does not show when the page is left before the 20 s', () => {
    const { onShow, cancel } = schedule(memoryStorage());
    vi.advanceTimersByTime(10_000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(onShow).not.toHaveBeenCalled();
  });

  it('stays away for 30 days after it was closed, and comes back after them', () => {
    expect(LOYALTY_POPUP_SUPPRESSION_MS).toBe(30 * DAY);
    const storage = memoryStorage();
    rememberLoyaltyPopupClosed(storage, Date.now());
    expect(storage.values.get(STORAGE_LOYALTY_POPUP_CLOSED_AT)).toBe(String(Date.now()));

    vi.setSystemTime(Date.now() + 29 * DAY);
    const soon = schedule(storage);
    vi.advanceTimersByTime(LOYALTY_POPUP_DELAY_MS * 3);
    expect(soon.onShow).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + 1 * DAY);
    const later = schedule(storage);
    vi.advanceTimersByTime(LOYALTY_POPUP_DELAY_MS);
    expect(later.onShow).toHaveBeenCalledTimes(1);
  });

  it('never shows to members, guests or in a channel without a programme', () => {
    const channel = { loyaltyRuleId: 1 };
    expect(loyaltyPopupEligible({ joinedLoyaltyProgram: false }, channel)).toBe(true);
    expect(loyaltyPopupEligible({ joinedLoyaltyProgram: true }, channel)).toBe(false);
    expect(loyaltyPopupEligible(null, channel)).toBe(false);
    expect(loyaltyPopupEligible({ joinedLoyaltyProgram: false }, { loyaltyRuleId: null })).toBe(false);

    const member = schedule(memoryStorage(), loyaltyPopupEligible({ joinedLoyaltyProgram: true }, channel));
    const guest = schedule(memoryStorage(), loyaltyPopupEligible(null, channel));
    vi.advanceTimersByTime(LOYALTY_POPUP_DELAY_MS * 2);
    expect(member.onShow).not.toHaveBeenCalled();
    expect(guest.onShow).not.toHaveBeenCalled();
  });
});
