import { useEffect, useState, type RefObject } from 'react';

/** What the floating button must never cover: controls, and any text. */
const CONTROL_SELECTOR =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Points of the button's box (a 3x3 grid, inset from the round corners) checked for what lies under it. */
const GRID = [0.2, 0.5, 0.8];

function intersects(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether one of the element's own text lines (not its children's) lies under `box`. */
function hasTextUnder(element: Element, box: DOMRect): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (intersects(line, box)) return true;
  }
  return false;
}

/**
 * Whether a control or a line of text of the page lies under the element `self` (the floating button),
 * elements inside `self` not counted.
 */
export function coversSomething(self: Element, button: Element): boolean {
  const box = button.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  for (const fx of GRID) {
    for (const fy of GRID) {
      const x = box.left + box.width * fx;
      const y = box.top + box.height * fy;
      for (const element of document.elementsFromPoint(x, y)) {
        if (self.contains(element) || element === document.documentElement || element === document.body) {
          continue;
        }
        if (element.closest(CONTROL_SELECTOR) || hasTextUnder(element, box)) return true;
      }
    }
  }
  return false;
}

/**
 * True while the floating button `buttonRef` (inside `rootRef`) would cover a control or text of the
 * page: the caller then moves it out of the way until the page scrolls to a clear spot. Checked once a
 * frame at most, after scrolling, resizing and changes of the page.
 */
export function useStepAside(
  rootRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const root = rootRef.current;
      const button = buttonRef.current;
      if (root && button) setAside(coversSomething(root, button));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [rootRef, buttonRef, enabled]);
  // Disabled (the popover open), it stays in place; a stale answer is ignored until the next check.
  return enabled && aside;
}
