import { useEffect } from 'react';

// Several overlays may be open at once (a modal over a drawer); the body unlocks when the last one closes.
let activeLocks = 0;

/** Stops the page behind a drawer or modal from scrolling while `active`. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    activeLocks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
