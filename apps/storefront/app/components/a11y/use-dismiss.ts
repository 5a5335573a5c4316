import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onDismiss` on Escape and on a pointer press outside every element in `insideRefs`, while active.
 * Used by popovers, the mega menu and drawers.
 */
export function useDismiss(options: {
  active: boolean;
  onDismiss: () => void;
  insideRefs: RefObject<HTMLElement | null>[];
  outsidePress?: boolean;
}): void {
  const { active, outsidePress = true } = options;
  // The latest callback and refs without re-subscribing listeners on every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const inside = latest.current.insideRefs.some((ref) => ref.current?.contains(target));
      if (!inside) latest.current.onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    if (outsidePress) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, outsidePress]);
}
