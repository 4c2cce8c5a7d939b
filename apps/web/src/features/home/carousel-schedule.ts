// The banner carousel's timing rules (docs/behaviour/catalogue.md#home-page) as a pure state machine, kept apart from
// React and embla so the pause/resume and swipe rules can be tested with plain numbers.
import { CAROUSEL_INTERVAL_MS, CAROUSEL_RESUME_MS, CAROUSEL_SWIPE_PX } from '@haat/domain/shell/store-info';

export interface CarouselTiming {
  /** Time a slide stays up before the next one comes in. */
  intervalMs: number;
  /** Quiet time after a touch or a dot click before auto-advance starts again. */
  resumeMs: number;
}

export const CAROUSEL_TIMING: CarouselTiming = {
  intervalMs: CAROUSEL_INTERVAL_MS,
  resumeMs: CAROUSEL_RESUME_MS,
};

export interface ScheduleState {
  /** Auto-advance switched off (reduced motion, or the shopper pressed pause). */
  readonly stopped: boolean;
  /** What is holding the carousel still right now: a finger or mouse button, keyboard focus on a slide. */
  readonly holds: readonly HoldReason[];
  /** When a pause ends and the interval starts again; null when not waiting to resume. */
  readonly resumeAt: number | null;
  /** When the next slide comes in; null while stopped, held or waiting to resume. */
  readonly nextAdvanceAt: number | null;
}

export type HoldReason = 'pointer' | 'focus';

export type ScheduleEvent =
  | { type: 'play'; at: number }
  | { type: 'stop'; at: number }
  | { type: 'hold'; reason: HoldReason; at: number }
  | { type: 'release'; reason: HoldReason; at: number }
  | { type: 'interact'; at: number }
  | { type: 'selected'; at: number }
  | { type: 'tick'; at: number };

export interface ScheduleStep {
  state: ScheduleState;
  /** True when the carousel should move to the next slide now. */
  advance: boolean;
}

export const IDLE_SCHEDULE: ScheduleState = {
  stopped: true,
  holds: [],
  resumeAt: null,
  nextAdvanceAt: null,
};

export function isHeld(state: ScheduleState): boolean {
  return state.holds.length > 0;
}

function paused(state: ScheduleState, resumeAt: number | null): ScheduleState {
  return { ...state, resumeAt, nextAdvanceAt: null };
}

/** A pause whose resume time has passed is over, even if its timer has not fired yet. */
function catchUp(state: ScheduleState, at: number, timing: CarouselTiming): ScheduleState {
  if (state.resumeAt === null || at < state.resumeAt) return state;
  return { ...state, resumeAt: null, nextAdvanceAt: state.resumeAt + timing.intervalMs };
}

export function stepSchedule(
  current: ScheduleState,
  event: ScheduleEvent,
  timing: CarouselTiming = CAROUSEL_TIMING,
): ScheduleStep {
  const at = event.at;
  const state = catchUp(current, at, timing);
  switch (event.type) {
    case 'play':
      if (!state.stopped) return { state, advance: false };
      if (isHeld(state)) return { state: paused({ ...state, stopped: false }, null), advance: false };
      return {
        state: { ...state, stopped: false, resumeAt: null, nextAdvanceAt: at + timing.intervalMs },
        advance: false,
      };
    case 'stop':
      return { state: paused({ ...state, stopped: true }, null), advance: false };
    case 'hold': {
      const holds = state.holds.includes(event.reason) ? state.holds : [...state.holds, event.reason];
      return { state: paused({ ...state, holds }, null), advance: false };
    }
    case 'release': {
      if (!state.holds.includes(event.reason)) return { state, advance: false };
      const released = { ...state, holds: state.holds.filter((r) => r !== event.reason) };
      // Another hold still in place keeps it still; the last one out schedules the resume.
      if (isHeld(released)) return { state: released, advance: false };
      return { state: paused(released, state.stopped ? null : at + timing.resumeMs), advance: false };
    }
    case 'interact':
      // While held, the release that follows schedules the resume.
      if (state.stopped || isHeld(state)) return { state, advance: false };
      return { state: paused(state, at + timing.resumeMs), advance: false };
    case 'selected':
      // A slide chosen any other way gets its full interval too.
      if (state.nextAdvanceAt === null) return { state, advance: false };
      return { state: { ...state, nextAdvanceAt: at + timing.intervalMs }, advance: false };
    case 'tick':
      if (state.nextAdvanceAt !== null && at >= state.nextAdvanceAt) {
        // Counted from now, so a tab woken after a long sleep moves one slide, not a burst of them.
        return { state: { ...state, nextAdvanceAt: at + timing.intervalMs }, advance: true };
      }
      return { state, advance: false };
  }
}

/** The next moment a tick can change something, or null when nothing is scheduled. */
export function nextWakeAt(state: ScheduleState): number | null {
  if (state.resumeAt !== null) return state.resumeAt;
  return state.nextAdvanceAt;
}

/**
 * The slide step a finished drag asks for: a horizontal move of more than the threshold goes to the neighbour
 * (finger to the left means next in left-to-right pages, previous in right-to-left ones); anything shorter stays.
 */
export function swipeStep(deltaX: number, rtl = false, thresholdPx: number = CAROUSEL_SWIPE_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= thresholdPx) return 0;
  const towardsNext = rtl ? deltaX > 0 : deltaX < 0;
  return towardsNext ? 1 : -1;
}

/** The slide a swipe lands on, wrapping round at both ends like the looping carousel. */
export function swipeTarget(startIndex: number, step: -1 | 0 | 1, count: number): number {
  return (((startIndex + step) % count) + count) % count;
}
