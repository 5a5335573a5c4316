import { useEffect, useState, type RefObject } from 'react';
import { useIsDesktop } from '../a11y/use-media-query.ts';

/** True on wide screens once the main header has scrolled out of view above the viewport. */
export function useStickyHeaderShown(headerRef: RefObject<HTMLElement | null>): boolean {
  const isDesktop = useIsDesktop();
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [headerRef]);
  return isDesktop && scrolledPast;
}
