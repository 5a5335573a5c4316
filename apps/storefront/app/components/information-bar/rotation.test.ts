import { INFORMATION_BAR_ROTATION_MS, NAV_TRIGGER_DISABLE_MS } from '@shop/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavTriggerLock, createRotation } from './rotation.ts';

describe('information bar rotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function rotating(count: number) {
    const shown: number[] = [];
    const rotation = createRotation({
      count,
      intervalMs: INFORMATION_BAR_ROTATION_MS,
      onChange: (index) => shown.push(index),
    });
    return { rotation, shown };
  }

  it('shows the next message every 5000 ms and loops back to the first after the last', () => {
    expect(INFORMATION_BAR_ROTATION_MS).toBe(5000);
    const { rotation, shown } = rotating(3);
    rotation.start();
    vi.advanceTimersByTime(4999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
    vi.advanceTimersByTime(5000 * 4);
    expect(shown).toEqual([1, 2, 0, 1, 2]);
    expect(rotation.index).toBe(2);
  });

  it('never rotates a single message', () => {
    const { rotation, shown } = rotating(1);
    rotation.start();
    rotation.next();
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([]);
  });

  it('holds while paused and gives the message a full interval after resuming', () => {
    const { rotation, shown } = rotating(2);
    rotation.start();
    vi.advanceTimersByTime(4000);
    rotation.pause();
    vi.advanceTimersByTime(30_000);
    expect(shown).toEqual([]);
    rotation.resume();
    vi.advanceTimersByTime(4999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
  });

  it('steps by hand both ways, looping, and restarts the interval', () => {
    const { rotation, shown } = rotating(3);
    rotation.start();
    vi.advanceTimersByTime(3000);
    rotation.previous();
    expect(shown).toEqual([2]);
    vi.advanceTimersByTime(4999);
    expect(shown).toEqual([2]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([2, 0]);
    rotation.next();
    expect(shown).toEqual([2, 0, 1]);
  });

  it('stops for good', () => {
    const { rotation, shown } = rotating(2);
    rotation.start();
    rotation.stop();
    rotation.start();
    vi.advanceTimersByTime(20_000);
    expect(shown).toEqual([]);
  });
});

describe('nav trigger lock after a route change', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disables the trigger for 1500 ms after a route change while a bar is shown', () => {
    expect(NAV_TRIGGER_DISABLE_MS).toBe(1500);
    const states: boolean[] = [];
    const lock = createNavTriggerLock(NAV_TRIGGER_DISABLE_MS, (locked) => states.push(locked));
    lock.routeChanged(true);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1499);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it('starts the 1500 ms over on another route change, and never locks without a bar', () => {
    const states: boolean[] = [];
    const lock = createNavTriggerLock(1500, (locked) => states.push(locked));
    lock.routeChanged(false);
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([]);
    lock.routeChanged(true);
    vi.advanceTimersByTime(1000);
    lock.routeChanged(true);
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(500);
    expect(states).toEqual([true, false]);
    lock.routeChanged(true);
    lock.stop();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([true, false, true]);
  });
});
