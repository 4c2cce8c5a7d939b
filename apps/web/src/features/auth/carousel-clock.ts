// When the sign-in pages' picture carousel moves (docs/behaviour/auth.md#login, #limits): every 5 s; a dot chosen by
// hand shows its slide and holds auto-advance for 3 s, after which the 5 s interval starts again. Pure, so it is
// tested with numbers.
import { CAROUSEL_INTERVAL_MS, CAROUSEL_RESUME_MS } from '@haat/domain/shell/store-info';

export interface CarouselClock {
  index: number;
  /** When the current slide came up (the interval counts from here). */
  shownAt: number;
  /** After a manual choice: when auto-advance may start counting again; null otherwise. */
  resumeAt: number | null;
}

export function startClock(at: number): CarouselClock {
  return { index: 0, shownAt: at, resumeAt: null };
}

/** The moment the next slide is due. */
export function nextAdvanceAt(clock: CarouselClock): number {
  return (clock.resumeAt ?? clock.shownAt) + CAROUSEL_INTERVAL_MS;
}

/** A due tick moves one slide (wrapping); a tab woken after a long sleep moves one, not a burst. */
export function tickClock(clock: CarouselClock, at: number, count: number): CarouselClock {
  if (count < 2 || at < nextAdvanceAt(clock)) return clock;
  return { index: (clock.index + 1) % count, shownAt: at, resumeAt: null };
}

export function chooseSlide(clock: CarouselClock, index: number, at: number): CarouselClock {
  return { index, shownAt: at, resumeAt: at + CAROUSEL_RESUME_MS };
}
