import { SWIPE_REARM_MS, SWIPE_RESET_MS } from '@haat/domain/auth/auth-rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  stepSwipe,
  SWIPE_END_FRACTION,
  SWIPE_IDLE,
  type SwipeEvent,
  type SwipeState,
} from './swipe-state.ts';

function run(events: SwipeEvent[], disabled = false): { state: SwipeState; submits: number } {
  let state = SWIPE_IDLE;
  let submits = 0;
  for (const event of events) {
    const step = stepSwipe(state, event, disabled);
    state = step.state;
    if (step.submit) submits += 1;
  }
  return { state, submits };
}

describe('swipe to submit', () => {
  it('submits once when the handle reaches the far end, however long the drag goes on', () => {
    const { state, submits } = run([
      { type: 'press' },
      { type: 'move', progress: 0.4, at: 10 },
      { type: 'move', progress: 1, at: 20 },
      { type: 'move', progress: 1, at: 30 },
      { type: 'move', progress: 0.2, at: 40 },
      { type: 'release' },
    ]);
    expect(submits).toBe(1);
    expect(state.phase).toBe('done');
    expect(state.progress).toBe(1);
  });

  it('sends the handle back when let go early, without submitting', () => {
    const { state, submits } = run([
      { type: 'press' },
      { type: 'move', progress: 0.8, at: 10 },
      { type: 'release' },
    ]);
    expect(submits).toBe(0);
    expect(state).toEqual(SWIPE_IDLE);
  });

  it('resets the handle after 0.5 s and takes a new swipe only after 1 s', () => {
    const at = 1000;
    let { state } = run([{ type: 'press' }, { type: 'move', progress: 1, at }]);
    state = stepSwipe(state, { type: 'tick', at: at + SWIPE_RESET_MS - 1 }).state;
    expect(state.phase).toBe('done');
    state = stepSwipe(state, { type: 'tick', at: at + SWIPE_RESET_MS }).state;
    expect(state).toMatchObject({ phase: 'cooling', progress: 0 });
    expect(stepSwipe(state, { type: 'activate', at: at + SWIPE_REARM_MS - 1 }).submit).toBe(false);
    expect(stepSwipe(state, { type: 'press' }).state.phase).toBe('cooling');
    state = stepSwipe(state, { type: 'tick', at: at + SWIPE_REARM_MS }).state;
    expect(state).toEqual(SWIPE_IDLE);
    expect(stepSwipe(state, { type: 'activate', at: at + SWIPE_REARM_MS }).submit).toBe(true);
  });

  it('counts the last stretch of the track as the far end', () => {
    const near = run([{ type: 'press' }, { type: 'move', progress: SWIPE_END_FRACTION, at: 1 }]);
    expect(near.submits).toBe(1);
    const short = run([{ type: 'press' }, { type: 'move', progress: SWIPE_END_FRACTION - 0.01, at: 1 }]);
    expect(short.submits).toBe(0);
  });

  it('does nothing while disabled (a sign-in already under way)', () => {
    expect(run([{ type: 'press' }, { type: 'move', progress: 1, at: 1 }], true).submits).toBe(0);
    expect(run([{ type: 'activate', at: 1 }], true).submits).toBe(0);
  });

  it('never submits twice within the re-arm time, whatever the input', () => {
    const event = fc.oneof(
      fc.constant<SwipeEvent>({ type: 'press' }),
      fc.constant<SwipeEvent>({ type: 'release' }),
      fc.double({ min: -1, max: 2, noNaN: true }).map((progress) => ({ type: 'move' as const, progress })),
      fc.constant({ type: 'activate' as const }),
      fc.constant({ type: 'tick' as const }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(event, fc.integer({ min: 0, max: 400 })), { maxLength: 60 }), (steps) => {
        let state = SWIPE_IDLE;
        let now = 0;
        const submitTimes: number[] = [];
        for (const [raw, gap] of steps) {
          now += gap;
          const ev = { ...raw, at: now } as SwipeEvent;
          const step = stepSwipe(state, ev);
          state = step.state;
          if (step.submit) submitTimes.push(now);
          expect(state.progress).toBeGreaterThanOrEqual(0);
          expect(state.progress).toBeLessThanOrEqual(1);
        }
        for (let i = 1; i < submitTimes.length; i++) {
          expect(submitTimes[i]! - submitTimes[i - 1]!).toBeGreaterThanOrEqual(SWIPE_REARM_MS);
        }
      }),
    );
  });
});
