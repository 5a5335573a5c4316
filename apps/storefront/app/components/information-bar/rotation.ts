/**
 * The information bar's rotation (spec sections 4 and 9): shows message 0, then every `intervalMs` the
 * next one, looping back to the first after the last. Held while the shopper is at the bar (pointer,
 * focus), and never started for one message.
 */
export interface Rotation {
  start: () => void;
  /** Holds the rotation; `resume` starts a full interval again (a message read half-way gets its time). */
  pause: () => void;
  resume: () => void;
  /** Steps by hand (the bar's buttons); the interval starts over when running. */
  next: () => void;
  previous: () => void;
  stop: () => void;
  readonly index: number;
}

export function createRotation(options: {
  count: number;
  intervalMs: number;
  onChange: (index: number) => void;
}): Rotation {
  const { count, intervalMs, onChange } = options;
  let index = 0;
  let state: 'idle' | 'running' | 'paused' | 'stopped' = 'idle';
  let timer: ReturnType<typeof setInterval> | undefined;
  const show = (next: number) => {
    index = ((next % count) + count) % count;
    onChange(index);
  };
  const run = () => {
    clearInterval(timer);
    timer = undefined;
    if (count < 2) return;
    state = 'running';
    timer = setInterval(() => show(index + 1), intervalMs);
  };
  return {
    start: () => {
      if (state === 'stopped') return;
      run();
    },
    pause: () => {
      if (state !== 'running') return;
      clearInterval(timer);
      state = 'paused';
    },
    resume: () => {
      if (state === 'paused') run();
    },
    next: () => {
      if (count < 2) return;
      show(index + 1);
      if (state === 'running') run();
    },
    previous: () => {
      if (count < 2) return;
      show(index - 1);
      if (state === 'running') run();
    },
    stop: () => {
      clearInterval(timer);
      state = 'stopped';
    },
    get index() {
      return index;
    },
  };
}

/**
 * Spec section 4: while an information bar is shown, the mega-menu trigger is disabled for `durationMs`
 * after every route change (the bar's height can change with the page, sliding the trigger under a
 * pointer that did not aim at it). Route changes without a bar never lock.
 */
export interface NavTriggerLock {
  routeChanged: (barActive: boolean) => void;
  stop: () => void;
}

export function createNavTriggerLock(
  durationMs: number,
  onChange: (locked: boolean) => void,
): NavTriggerLock {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let locked = false;
  const set = (value: boolean) => {
    if (locked === value) return;
    locked = value;
    onChange(value);
  };
  return {
    routeChanged: (barActive) => {
      clearTimeout(timer);
      if (!barActive) {
        set(false);
        return;
      }
      set(true);
      timer = setTimeout(() => set(false), durationMs);
    },
    stop: () => clearTimeout(timer),
  };
}
