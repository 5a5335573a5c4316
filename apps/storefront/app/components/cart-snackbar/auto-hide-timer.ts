/** A countdown that hides something after `durationMs`, held while the shopper is at it (pointer, focus). */
export interface AutoHideTimer {
  /** Starts (or starts over) the full countdown. */
  start: () => void;
  /** Holds the countdown, keeping the time left (WCAG 2.2.1: timing adjustable). */
  pause: () => void;
  /** Counts down the time left at the last pause. */
  resume: () => void;
  /** Stops for good (unmount): nothing is hidden any more. */
  stop: () => void;
}

export function createAutoHideTimer(durationMs: number, onHide: () => void): AutoHideTimer {
  let state: 'idle' | 'running' | 'paused' | 'done' = 'idle';
  let remaining = durationMs;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    state = 'running';
    startedAt = Date.now();
    timer = setTimeout(() => {
      state = 'done';
      onHide();
    }, remaining);
  };
  return {
    start: () => {
      remaining = durationMs;
      run();
    },
    pause: () => {
      if (state !== 'running') return;
      clearTimeout(timer);
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
      state = 'paused';
    },
    resume: () => {
      if (state === 'paused') run();
    },
    stop: () => {
      clearTimeout(timer);
      state = 'done';
    },
  };
}
