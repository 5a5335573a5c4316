/**
 * The scheduler of hydration slices (app/shell/hydration-slices.tsx, ADR 0072) in the Preact browser build.
 * While the document hydrates, a slice met after `budgetMs` of the current task waits for a task of its own;
 * the waiting slices are hydrated one a task, in the order they were met (the page's order), each task
 * starting with a fresh budget, so that no task runs much longer than the budget plus one slice. Each slice's
 * task is marked `hydration-slice` in the performance timeline. Once the document is hydrated and no slice
 * waits, the callbacks of `afterHydration` run and slicing ends: what renders after that renders at once.
 */
import { options, type VNode } from 'preact';
import type { SliceScheduler, SliceTicket } from '../app/shell/hydration-slices.tsx';

/** Preact's hook called before each vnode is diffed (mangled name of `options._diff`). */
const DIFF_HOOK = '__b';
/** Preact's hook called with what a render threw, a promise when it suspends (`options._catchError`). */
const CATCH_HOOK = '__e';

/** Resolves in a task of its own (a message to self: no timer clamping), after what the browser has queued. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

interface Waiting {
  ticket: { done: boolean; turn: Promise<void> };
  start: () => void;
}

export function sliceScheduler(budgetMs: number): SliceScheduler & {
  /** Call once the document's root render is committed (slices may still wait). */
  documentHydrated(): void;
} {
  const waiting: Waiting[] = [];
  const callbacks: Array<() => void> = [];
  let active = true;
  let documentDone = false;
  let running = false;
  /** When the task that is diffing now began diffing; null between tasks. */
  let taskStart: number | null = null;

  const endOfTask = new MessageChannel();
  endOfTask.port1.onmessage = () => {
    taskStart = null;
  };
  const nextTurn = new MessageChannel();
  nextTurn.port1.onmessage = () => {
    const next = waiting.shift();
    if (next) {
      // Each slice's task is marked in the browser's performance timeline (DevTools, browser tests).
      performance.mark('hydration-slice');
      taskStart = performance.now();
      endOfTask.port2.postMessage(null);
      next.start();
      nextTurn.port2.postMessage(null);
      return;
    }
    running = false;
    if (documentDone) finish();
  };

  function run() {
    if (running || !active) return;
    running = true;
    nextTurn.port2.postMessage(null);
  }

  const hooks = options as unknown as Record<string, ((...args: never[]) => void) | undefined>;
  const previousDiff = hooks[DIFF_HOOK] as ((vnode: VNode) => void) | undefined;
  hooks[DIFF_HOOK] = ((vnode: VNode) => {
    if (taskStart === null) {
      taskStart = performance.now();
      endOfTask.port2.postMessage(null);
    }
    previousDiff?.(vnode);
  }) as never;

  // Any other suspension while the document hydrates (React Router's router decoding its data, a lazy
  // component's chunk) goes on in a task of its own as well: the router is made in one task, the page
  // rendered in the next.
  const turns = new WeakSet<Promise<void>>();
  const previousCatch = hooks[CATCH_HOOK] as ((error: unknown, ...rest: unknown[]) => void) | undefined;
  hooks[CATCH_HOOK] = ((error: unknown, ...rest: unknown[]) => {
    const thenable = typeof (error as PromiseLike<unknown> | null)?.then === 'function';
    const suspended =
      thenable && !turns.has(error as Promise<void>)
        ? Promise.resolve(error as PromiseLike<unknown>).then(nextTask, nextTask)
        : error;
    previousCatch?.(suspended, ...rest);
  }) as never;

  function finish() {
    active = false;
    hooks[DIFF_HOOK] = previousDiff as never;
    hooks[CATCH_HOOK] = previousCatch as never;
    endOfTask.port1.close();
    nextTurn.port1.close();
    for (const callback of callbacks.splice(0)) callback();
  }

  return {
    admit(): SliceTicket | null {
      if (!active || taskStart === null || performance.now() - taskStart < budgetMs) return null;
      let start = () => {};
      const ticket = { done: false, turn: new Promise<void>((resolve) => (start = resolve)) };
      turns.add(ticket.turn);
      waiting.push({
        ticket,
        start: () => {
          ticket.done = true;
          start();
        },
      });
      run();
      return ticket;
    },
    afterHydration(callback) {
      if (active) callbacks.push(callback);
      else callback();
    },
    documentHydrated() {
      documentDone = true;
      run();
    },
  };
}
