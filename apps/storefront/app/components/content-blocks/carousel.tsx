import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { carouselState, stepTarget, type CarouselState } from './carousel-logic.ts';
import styles from './carousel.module.css';

export interface CarouselProps {
  /** Names the slider for assistive technology (the block's title). */
  label: string;
  children: ReactNode;
  /** `cards`: 2/3/4 slides per view by breakpoint (spec section 9); `hero`: one wide slide at a time. */
  variant?: 'cards' | 'hero';
  className?: string;
}

const IDLE: CarouselState = { loops: false, canGoBack: false, canGoForward: false };

function geometry(track: HTMLElement) {
  return {
    viewportWidth: window.innerWidth,
    scrollLeft: track.scrollLeft,
    clientWidth: track.clientWidth,
    scrollWidth: track.scrollWidth,
  };
}

/**
 * A horizontal slider on CSS scroll snapping: it scrolls by swipe, trackpad and keyboard without
 * JavaScript, and the previous/next buttons step a page at a time. It loops (the end steps back to the
 * start) only on screens wider than the mobile breakpoint and when its slides overflow (spec section 7).
 */
export function Carousel({ label, children, variant = 'cards', className }: CarouselProps) {
  const t = useT();
  const trackRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<CarouselState>(IDLE);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track) setState(carouselState(geometry(track)));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    track.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const step = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({
      left: stepTarget(geometry(track), direction),
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  const slides = Children.toArray(children);
  const showControls = state.canGoBack || state.canGoForward;
  return (
    <div
      className={cx(styles.carousel, styles[variant], className)}
      role="region"
      aria-roledescription={t('blocks.carousel')}
      aria-label={label}
      data-loops={state.loops ? 'true' : 'false'}
    >
      <ul ref={trackRef} className={styles.track} role="list">
        {slides.map((slide, index) => (
          <li
            key={index}
            className={styles.slide}
            aria-roledescription={t('blocks.slide')}
            aria-label={t('blocks.slideOf', { index: index + 1, count: slides.length })}
          >
            {slide}
          </li>
        ))}
      </ul>
      {showControls && (
        <>
          <button
            type="button"
            className={cx(styles.control, styles.previous)}
            onClick={() => step(-1)}
            disabled={!state.canGoBack}
            aria-label={t('blocks.previous')}
          >
            <Icon name="chevron-left" size={22} />
          </button>
          <button
            type="button"
            className={cx(styles.control, styles.next)}
            onClick={() => step(1)}
            disabled={!state.canGoForward}
            aria-label={t('blocks.next')}
          >
            <Icon name="chevron-right" size={22} />
          </button>
        </>
      )}
    </div>
  );
}
