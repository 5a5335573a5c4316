import { useEffect, type RefObject } from 'react';
import { focusableElements, wrapFocusIndex } from './focusable.ts';

/**
 * While active: moves focus into `containerRef` (to the element marked `data-autofocus`, else the first
 * focusable one), keeps Tab/Shift+Tab inside it, and on deactivation returns focus to what had it before
 * (the trigger that opened the drawer or modal).
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const initial =
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableElements(container)[0] ??
      container;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const elements = focusableElements(container);
      const current = elements.indexOf(document.activeElement as HTMLElement);
      const target = wrapFocusIndex(current, elements.length, event.shiftKey);
      if (target === null) return;
      event.preventDefault();
      elements[target]?.focus();
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [containerRef, active]);
}
