import { describe, expect, it } from 'vitest';
import { carouselState, slidesPerView, sliderLoops, stepTarget } from './carousel-logic.ts';

const track = (viewportWidth: number, scrollLeft: number, clientWidth: number, scrollWidth: number) => ({
  viewportWidth,
  scrollLeft,
  clientWidth,
  scrollWidth,
});

describe('slider slides per view', () => {
  it('shows 2 slides below 600 px, 3 from 600 and 4 from 960', () => {
    expect(slidesPerView(390)).toBe(2);
    expect(slidesPerView(599)).toBe(2);
    expect(slidesPerView(600)).toBe(3);
    expect(slidesPerView(959)).toBe(3);
    expect(slidesPerView(960)).toBe(4);
    expect(slidesPerView(1440)).toBe(4);
  });
});

describe('slider looping', () => {
  it('loops on a wide screen when the slides overflow', () => {
    expect(sliderLoops(track(1440, 0, 1000, 2500))).toBe(true);
  });

  it('does not loop on a mobile-sized screen even when the slides overflow', () => {
    expect(sliderLoops(track(959, 0, 900, 2500))).toBe(false);
    expect(sliderLoops(track(390, 0, 360, 1500))).toBe(false);
  });

  it('does not loop when every slide fits', () => {
    expect(sliderLoops(track(1440, 0, 1000, 1000))).toBe(false);
  });

  it('wraps to the start from the end, and to the end from the start, only when looping', () => {
    expect(stepTarget(track(1440, 1500, 1000, 2500), 1)).toBe(0);
    expect(stepTarget(track(1440, 0, 1000, 2500), -1)).toBe(1500);
    expect(stepTarget(track(390, 1140, 360, 1500), 1)).toBe(1140);
    expect(stepTarget(track(390, 0, 360, 1500), -1)).toBe(0);
  });

  it('steps a page at a time and stops at the last page', () => {
    expect(stepTarget(track(1440, 0, 1000, 2500), 1)).toBe(1000);
    expect(stepTarget(track(1440, 1000, 1000, 2500), 1)).toBe(1500);
    expect(stepTarget(track(1440, 1500, 1000, 2500), -1)).toBe(500);
  });

  it('enables the buttons by position on a phone, always when looping, never when nothing overflows', () => {
    expect(carouselState(track(390, 0, 360, 1500))).toEqual({
      loops: false,
      canGoBack: false,
      canGoForward: true,
    });
    expect(carouselState(track(390, 1140, 360, 1500))).toEqual({
      loops: false,
      canGoBack: true,
      canGoForward: false,
    });
    expect(carouselState(track(1440, 0, 1000, 2500))).toEqual({
      loops: true,
      canGoBack: true,
      canGoForward: true,
    });
    expect(carouselState(track(1440, 0, 1000, 1000))).toEqual({
      loops: false,
      canGoBack: false,
      canGoForward: false,
    });
  });
});
