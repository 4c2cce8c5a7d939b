import { CAROUSEL_INTERVAL_MS, CAROUSEL_RESUME_MS } from '@haat/domain/shell/store-info';
import { describe, expect, it } from 'vitest';
import { chooseSlide, nextAdvanceAt, startClock, tickClock } from './carousel-clock.ts';

describe('auth carousel clock', () => {
  it('advances every 5 s and wraps after the last of the 4 slides', () => {
    let clock = startClock(0);
    const seen: number[] = [];
    for (let t = 0; t <= 4 * CAROUSEL_INTERVAL_MS; t += 100) {
      clock = tickClock(clock, t, 4);
      if (seen.at(-1) !== clock.index) seen.push(clock.index);
    }
    expect(seen).toEqual([0, 1, 2, 3, 0]);
  });

  it('holds for 3 s after a dot is chosen, then counts a full interval', () => {
    let clock = startClock(0);
    clock = chooseSlide(clock, 2, 4000);
    expect(clock.index).toBe(2);
    expect(nextAdvanceAt(clock)).toBe(4000 + CAROUSEL_RESUME_MS + CAROUSEL_INTERVAL_MS);
    expect(tickClock(clock, 4000 + CAROUSEL_INTERVAL_MS, 4).index).toBe(2);
    expect(tickClock(clock, nextAdvanceAt(clock), 4).index).toBe(3);
  });

  it('moves one slide after a long sleep, and never with a single slide', () => {
    expect(tickClock(startClock(0), 60_000, 4).index).toBe(1);
    expect(tickClock(startClock(0), 60_000, 1).index).toBe(0);
  });
});
