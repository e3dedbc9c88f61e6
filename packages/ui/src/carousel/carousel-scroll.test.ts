import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_ITEM_WIDTH,
  CAROUSEL_SCROLL_MS,
  EMBLA_DURATION,
  itemDistance,
  RECOMMENDATION_TITLES,
  RECOMMENDATION_TYPES,
  scrollEdges,
  scrollPlan,
} from './carousel-scroll';

/** Embla's scroll body, stepped as it steps it, to check the chosen duration against the 500 ms of SPEC §9. */
function settleMs(distance: number, duration: number, friction = 0.68): number {
  let location = 0;
  let velocity = 0;
  let steps = 0;
  while (Math.abs(distance - location) > 0.5 || Math.abs(velocity) > 0.5) {
    velocity += (distance - location) / duration;
    velocity *= friction;
    location += velocity;
    steps += 1;
  }
  return (steps * 1000) / 60;
}

describe('carousel constants', () => {
  it('keeps SPEC §9 values', () => {
    expect(CAROUSEL_SCROLL_MS).toBe(500);
    expect(CAROUSEL_ITEM_WIDTH).toBe(256);
    expect(RECOMMENDATION_TYPES.map((type) => RECOMMENDATION_TITLES[type])).toEqual([
      'Similar Products',
      'Related Products',
      'Recently Viewed',
      'Recommended For You',
    ]);
  });

  it('picks an Embla duration that settles one or two items in about 500 ms', () => {
    for (const distance of [CAROUSEL_ITEM_WIDTH, 2 * CAROUSEL_ITEM_WIDTH]) {
      expect(Math.abs(settleMs(distance, EMBLA_DURATION) - CAROUSEL_SCROLL_MS)).toBeLessThanOrEqual(50);
    }
  });
});

describe('scrollPlan', () => {
  it('animates a one-item step and jumps further moves', () => {
    expect(scrollPlan(0, 1, 8, false)).toEqual({ jump: false, durationMs: 500 });
    expect(scrollPlan(3, 2, 8, false)).toEqual({ jump: false, durationMs: 500 });
    expect(scrollPlan(0, 3, 8, false)).toEqual({ jump: true, durationMs: 0 });
    expect(scrollPlan(2, 2, 8, false)).toEqual({ jump: false, durationMs: 500 });
  });

  it('counts round the end when looping, so last → first is one step', () => {
    expect(itemDistance(7, 0, 8, true)).toBe(1);
    expect(itemDistance(7, 0, 8, false)).toBe(7);
    expect(scrollPlan(7, 0, 8, true).jump).toBe(false);
    expect(scrollPlan(7, 0, 8, false).jump).toBe(true);
  });
});

describe('scrollEdges', () => {
  it('tells the ends apart', () => {
    expect(scrollEdges(false, true)).toEqual({ scrolledLeft: true, scrolledRight: false });
    expect(scrollEdges(true, true)).toEqual({ scrolledLeft: false, scrolledRight: false });
    expect(scrollEdges(true, false)).toEqual({ scrolledLeft: false, scrolledRight: true });
  });
});
