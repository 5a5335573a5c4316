import { Suspense, useState, type ReactElement } from 'react';

/**
 * Hydration in slices (ADR 0072). The browser build hydrates with Preact (ADR 0071), which hydrates the
 * whole document in one task: 60–150 ms on a phone's CPU for a listing. A part of a page wrapped in
 * `HydrationSlice` is hydrated in a task of its own when the task that meets it has run long enough: it
 * suspends, Preact keeps its server-rendered element on screen untouched, and hydrates it when the slice's
 * turn comes. The server, React in the browser (`react-router dev`, `CLIENT_RUNTIME=react`) and every render
 * after the document's hydration render the children as they are.
 *
 * The children must render exactly one element, always: Preact keeps the one element it finds where a
 * suspended part begins. A slice holds its own behaviour (a ref or an effect outside it does not reach into
 * it until its turn); its links work as plain links until then.
 */

/** A slice's place in the queue: `done` once its turn came. */
export interface SliceTicket {
  readonly done: boolean;
  readonly turn: Promise<void>;
}

/** The browser build's scheduler (apps/storefront/preact/client.ts), while the document hydrates. */
export interface SliceScheduler {
  /** Null: the slice renders now (its task has time left, or hydration is over); else its ticket. */
  admit(): SliceTicket | null;
  /** Runs `callback` once the document and every slice are hydrated. */
  afterHydration(callback: () => void): void;
}

let scheduler: SliceScheduler | null = null;

/** Called by the Preact browser build before it hydrates; nothing else sets it. */
export function installSliceScheduler(installed: SliceScheduler | null): void {
  scheduler = installed;
}

/** Runs `callback` once the whole document is hydrated, slices included (at once where nothing slices). */
export function afterHydration(callback: () => void): void {
  if (scheduler) scheduler.afterHydration(callback);
  else callback();
}

function Turn({ ticket, children }: { ticket: SliceTicket; children: ReactElement }) {
  if (!ticket.done) throw ticket.turn;
  return children;
}

export function HydrationSlice({ children }: { children: ReactElement }) {
  // Decided at the first render and kept: the tree's shape must not change under the element afterwards.
  const [ticket] = useState(() => scheduler?.admit() ?? null);
  if (!ticket) return children;
  return (
    <Suspense fallback={null}>
      <Turn ticket={ticket}>{children}</Turn>
    </Suspense>
  );
}
