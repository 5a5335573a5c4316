import { BREAKPOINT_MOBILE, SLIDER_BREAKPOINTS } from '~/lib/constants.ts';

/** Slides in view at a viewport width (spec section 9: 2 below 600 px, 3 from 600, 4 from 960). */
export function slidesPerView(viewportWidth: number): number {
  let slides: number = SLIDER_BREAKPOINTS[0].slides;
  for (const breakpoint of SLIDER_BREAKPOINTS)
    if (viewportWidth >= breakpoint.minWidth) slides = breakpoint.slides;
  return slides;
}

export interface TrackGeometry {
  /** Width of the window the slides scroll in. */
  viewportWidth: number;
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Spec section 7: a slider loops only when not on a mobile-sized screen and its content overflows. */
export function sliderLoops({ viewportWidth, clientWidth, scrollWidth }: TrackGeometry): boolean {
  return viewportWidth >= BREAKPOINT_MOBILE && scrollWidth - clientWidth > 1;
}

export interface CarouselState {
  loops: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
}

/** What the previous and next buttons may do for a track's scroll position. */
export function carouselState(geometry: TrackGeometry): CarouselState {
  const loops = sliderLoops(geometry);
  const atStart = geometry.scrollLeft <= 1;
  const atEnd = geometry.scrollLeft + geometry.clientWidth >= geometry.scrollWidth - 1;
  const overflowing = geometry.scrollWidth - geometry.clientWidth > 1;
  return {
    loops,
    canGoBack: overflowing && (loops || !atStart),
    canGoForward: overflowing && (loops || !atEnd),
  };
}

/**
 * Where the track scrolls for a step of one page: a page forward or back, wrapping to the other end when
 * the slider loops and is already at the end (or the start).
 */
export function stepTarget(geometry: TrackGeometry, direction: 1 | -1): number {
  const maxScroll = Math.max(0, geometry.scrollWidth - geometry.clientWidth);
  const loops = sliderLoops(geometry);
  if (direction === 1) {
    const atEnd = geometry.scrollLeft >= maxScroll - 1;
    if (atEnd) return loops ? 0 : maxScroll;
    return Math.min(maxScroll, geometry.scrollLeft + geometry.clientWidth);
  }
  const atStart = geometry.scrollLeft <= 1;
  if (atStart) return loops ? maxScroll : 0;
  return Math.max(0, geometry.scrollLeft - geometry.clientWidth);
}
