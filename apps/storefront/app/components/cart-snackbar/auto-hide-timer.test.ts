import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_DURATION_MS } from '~/lib/constants.ts';
import { createAutoHideTimer } from './auto-hide-timer.ts';

describe('auto-hide timer (snackbar)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hides after the spec's info bar time, 5000 ms, and only once", () => {
    expect(SNACKBAR_DURATION_MS).toBe(5000);
    const onHide = vi.fn();
    createAutoHideTimer(SNACKBAR_DURATION_MS, onHide).start();
    vi.advanceTimersByTime(4999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('holds while paused and then counts down only the time that was left', () => {
    const onHide = vi.fn();
    const timer = createAutoHideTimer(5000, onHide);
    timer.start();
    vi.advanceTimersByTime(3000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(onHide).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('starts over on start, ignores resume without a pause, and never fires once stopped', () => {
    const onHide = vi.fn();
    const timer = createAutoHideTimer(5000, onHide);
    timer.start();
    vi.advanceTimersByTime(4000);
    timer.start();
    timer.resume();
    vi.advanceTimersByTime(4000);
    expect(onHide).not.toHaveBeenCalled();
    timer.stop();
    timer.resume();
    vi.advanceTimersByTime(10_000);
    expect(onHide).not.toHaveBeenCalled();
  });
});
