// The swipe-to-submit control's rules (docs/behaviour/auth.md#login) as a pure state machine: dragging the handle to
// the far end submits once; the handle goes back after SWIPE_RESET_MS and takes a new swipe after SWIPE_REARM_MS;
// letting go early sends it back. Kept apart from React so the rules are tested with plain numbers.
import { SWIPE_REARM_MS, SWIPE_RESET_MS } from '@haat/domain/auth/auth-rules';

/** How far along the track (0…1) counts as the far end: the last few pixels are hard to hit with a thumb. */
export const SWIPE_END_FRACTION = 0.92;

export type SwipePhase =
  /** Waiting for a swipe. */
  | 'idle'
  /** A finger or mouse is moving the handle. */
  | 'dragging'
  /** Reached the end and submitted; the handle stays there until the reset. */
  | 'done'
  /** Back at the start, but not taking a new swipe before the re-arm time. */
  | 'cooling';

export interface SwipeState {
  phase: SwipePhase;
  /** Handle position as a fraction of the track, 0 at the start and 1 at the far end. */
  progress: number;
  /** When the handle goes back (phase done) or takes swipes again (phase cooling); null otherwise. */
  until: number | null;
  /** When the current completion happened; the re-arm time counts from it. */
  doneAt: number | null;
}

export type SwipeEvent =
  | { type: 'press' }
  | { type: 'move'; progress: number; at: number }
  | { type: 'release' }
  /** Enter, Space or an assistive technology's click: the whole swipe at once. */
  | { type: 'activate'; at: number }
  | { type: 'tick'; at: number };

export interface SwipeStep {
  state: SwipeState;
  /** True exactly once per completed swipe: the caller submits now. */
  submit: boolean;
}

export const SWIPE_IDLE: SwipeState = { phase: 'idle', progress: 0, until: null, doneAt: null };

const clamp = (n: number) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));

function complete(at: number): SwipeStep {
  return { state: { phase: 'done', progress: 1, until: at + SWIPE_RESET_MS, doneAt: at }, submit: true };
}

export function stepSwipe(state: SwipeState, event: SwipeEvent, disabled = false): SwipeStep {
  const same = { state, submit: false };
  switch (event.type) {
    case 'press':
      if (disabled || state.phase !== 'idle') return same;
      return { state: { ...state, phase: 'dragging' }, submit: false };
    case 'move': {
      if (state.phase !== 'dragging') return same;
      const progress = clamp(event.progress);
      if (progress >= SWIPE_END_FRACTION) return complete(event.at);
      return { state: { ...state, progress }, submit: false };
    }
    case 'release':
      if (state.phase !== 'dragging') return same;
      return { state: SWIPE_IDLE, submit: false };
    case 'activate':
      if (disabled || state.phase !== 'idle') return same;
      return complete(event.at);
    case 'tick':
      if (state.until === null || event.at < state.until) return same;
      if (state.phase === 'done') {
        const doneAt = state.doneAt ?? event.at;
        return {
          state: { phase: 'cooling', progress: 0, until: doneAt + SWIPE_REARM_MS, doneAt },
          submit: false,
        };
      }
      if (state.phase === 'cooling') return { state: SWIPE_IDLE, submit: false };
      return same;
  }
}
