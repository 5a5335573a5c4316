/**
 * `react-dom/client` for the browser build (ADR 0071): hydrates React's server-rendered document with Preact.
 * What differs between React's hydration and Preact's, and is bridged here (e2e/client-hydration.test.ts):
 * - **The whole document.** Given the document, Preact renders into `<html>`, so the root's `<html>` would
 *   become a second one inside it. The container is a stand-in whose only child is `<html>`.
 * - **A root that suspends.** React Router's `HydratedRouter` suspends until it has decoded the streamed loader
 *   data; React waits at a root, Preact needs a boundary there, which renders nothing of its own.
 * - **Streamed Suspense boundaries.** React's stream reveals a boundary's content by moving nodes with its
 *   inline `$RC` script, batched to a later frame (`<!--$?-->` pending, `<!--$~-->` queued). Preact must not
 *   hold nodes that script is about to move, so hydration starts once no boundary is pending or queued.
 * - **Ids.** Preact does not compare attributes while hydrating, and its `useId` makes other ids than React's
 *   server: an element's `id`, and the attributes that point at ids, take the client's values whenever they
 *   differ from the DOM's, so that an element rendered later and the ones already on the page agree.
 * - **Nodes that are not the page's.** Preact removes what it did not render; React 19 leaves unexpected
 *   children of `<html>`, `<head>` and `<body>` alone (a tag manager's scripts, an extension's elements,
 *   preloads). Those keep their place here too: while the document hydrates, removing them does nothing.
 * - **One task.** Preact hydrates in one go where React yields: the document is hydrated in slices, each in a
 *   task of its own (slices.ts, ADR 0072), after the engine's number data is loaded in a task before it.
 * - **Effect timing** and **stylesheet precedence**: below.
 */
import { options, type VNode } from 'preact';
import { createElement, hydrate, render, Suspense, unmountComponentAtNode } from 'preact/compat';
import type { ReactNode } from 'react';
import { installSliceScheduler } from '../app/shell/hydration-slices.tsx';
import { nextTask, sliceScheduler } from './slices.ts';

/**
 * How long a task hydrates before the slices it meets wait for tasks of their own (ADR 0072): a phone's task
 * stays under the 50 ms that counts as blocking even where its CPU is several times slower than the budget's.
 * A browser test may set `window.shopHydrationSliceBudgetMs` (0: every slice waits for a task of its own).
 */
function sliceBudgetMs(): number {
  const set = (globalThis as { shopHydrationSliceBudgetMs?: unknown }).shopHydrationSliceBudgetMs;
  return typeof set === 'number' && set >= 0 ? set : 6;
}

/** Attributes that hold ids (`htmlFor` is `for`). */
const ID_ATTRIBUTES: ReadonlyArray<readonly [prop: string, attribute: string]> = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-controls', 'aria-controls'],
  ['aria-owns', 'aria-owns'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-details', 'aria-details'],
  ['aria-errormessage', 'aria-errormessage'],
  ['list', 'list'],
  ['form', 'form'],
  ['popoverTarget', 'popovertarget'],
  ['popovertarget', 'popovertarget'],
];

/** Preact keeps a vnode's DOM node under this (mangled) name; its debug tools read it the same way. */
const DOM = '__e';

function alignIds(vnode: VNode): void {
  if (typeof vnode.type !== 'string') return;
  const element = (vnode as unknown as Record<string, unknown>)[DOM];
  if (!(element instanceof Element)) return;
  const props = vnode.props as Record<string, unknown>;
  for (const [prop, attribute] of ID_ATTRIBUTES) {
    const value = props[prop];
    if (typeof value === 'string' && element.getAttribute(attribute) !== value) {
      element.setAttribute(attribute, value);
    }
  }
}

/**
 * React 19 writes a stylesheet resource's `precedence` as `data-precedence` (route-stylesheets.tsx renders
 * them); Preact would write an unknown `precedence` attribute.
 */
const previousVnode = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'link') {
    const props = vnode.props as Record<string, unknown>;
    if (props.precedence !== undefined) {
      props['data-precedence'] = props.precedence;
      delete props.precedence;
    }
  }
  previousVnode?.(vnode);
};

/**
 * Effects run as soon as the render that scheduled them is committed, as React runs those of a click or a key
 * press, rather than after the next frame (Preact's default): a key pressed right after a dialog opened finds
 * its listener, a closed drawer has given the page its scrolling back, and a page whose timers are paused (a
 * test's clock) still runs its effects.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

/** Set while the document hydrates: tells the slices' scheduler that the document's own render is done. */
let documentHydrated: (() => void) | null = null;

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  alignIds(vnode);
  if (vnode.type === 'html') {
    documentHydrated?.();
    documentHydrated = null;
  }
  previousDiffed?.(vnode);
};

/** A stand-in for the document whose one child is `<html>` (Preact would render into `<html>` itself). */
function documentContainer(document: Document): Element {
  return {
    nodeType: 1,
    namespaceURI: document.documentElement.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  } as unknown as Element;
}

/** Whether a streamed boundary of React's is still waiting for its content or for its reveal. */
function boundaryPending(root: Node): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = (node as Comment).data;
    if (data === '$?' || data === '$~') return true;
  }
  return false;
}

/**
 * Resolves once no streamed boundary is pending. React reveals within about 300 ms of the content arriving; a
 * boundary still pending after `limitMs` belongs to a stream that was cut, and hydration goes ahead.
 */
export function streamSettled(root: Node, limitMs = 3_000): Promise<void> {
  if (!boundaryPending(root)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (boundaryPending(root)) return;
      finish();
    });
    const timer = setTimeout(finish, limitMs);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(root, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Makes `remove()` do nothing on the children of `<html>`, `<head>` and `<body>` until the returned function
 * is called: Preact removes the nodes it did not match when it finishes hydrating a parent.
 */
function keepUnexpectedChildren(document: Document): () => void {
  const kept: ChildNode[] = [];
  for (const parent of [document.documentElement, document.head, document.body]) {
    if (!parent) continue;
    for (const node of parent.childNodes) {
      Object.defineProperty(node, 'remove', { value: () => {}, configurable: true });
      kept.push(node);
    }
  }
  return () => {
    for (const node of kept) delete (node as { remove?: unknown }).remove;
  };
}

/**
 * The engine's first `Intl.NumberFormat` costs about 10 ms on a fast CPU (it loads the number data for every
 * locale), whichever locale asks: the first price or count the page formats would pay it inside hydration.
 * Paid here in a task of its own instead (ADR 0072).
 */
function warmUpIntl(document: Document): void {
  const lang = document.documentElement.lang || undefined;
  new Intl.NumberFormat(lang).format(0);
  new Intl.PluralRules(lang).select(0);
}

interface Root {
  render(children: ReactNode): void;
  unmount(): void;
}

function rootOf(container: Element): Root {
  return {
    render: (children) => render(children as never, container),
    unmount: () => void unmountComponentAtNode(container),
  };
}

export function createRoot(container: Element): Root {
  return rootOf(container);
}

export function hydrateRoot(container: Document | Element, children: ReactNode): Root {
  const whole = container.nodeType === 9;
  const target = whole ? documentContainer(container as Document) : (container as Element);
  void streamSettled(container)
    .then(nextTask)
    .then(() => {
      warmUpIntl(container.nodeType === 9 ? (container as Document) : (container.ownerDocument ?? document));
      return nextTask();
    })
    .then(() => {
      if (whole) {
        const restoreRemovals = keepUnexpectedChildren(container as Document);
        const scheduler = sliceScheduler(sliceBudgetMs());
        installSliceScheduler(scheduler);
        // Once `<html>` and all it holds are hydrated, slices included: removals work again.
        scheduler.afterHydration(() => {
          restoreRemovals();
          installSliceScheduler(null);
        });
        documentHydrated = () => scheduler.documentHydrated();
      }
      hydrate(createElement(Suspense, null, children as never) as never, target);
    });
  return rootOf(target);
}

export default { createRoot, hydrateRoot };
