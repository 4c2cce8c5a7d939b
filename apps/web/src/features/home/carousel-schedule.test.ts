// The banner carousel's timing and swipe rules (docs/behaviour/catalogue.md#home-page: 5 s interval, 3 s resume, 50
// px swipe).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_TIMING,
  IDLE_SCHEDULE,
  isHeld,
  nextWakeAt,
  stepSchedule,
  swipeStep,
  swipeTarget,
  type HoldReason,
  type ScheduleEvent,
  type ScheduleState,
} from './carousel-schedule.ts';

/** Feeds events in order and returns the final state and the times at which the carousel advanced. */
function run(events: ScheduleEvent[], start: ScheduleState = IDLE_SCHEDULE) {
  let state = start;
  const advancedAt: number[] = [];
  for (const event of events) {
    const step = stepSchedule(state, event);
    state = step.state;
    if (step.advance) advancedAt.push(event.at);
  }
  return { state, advancedAt };
}

/** Ticks every 100 ms from `from` to `to` (inclusive), the way a coarse timer would. */
function ticks(from: number, to: number): ScheduleEvent[] {
  const out: ScheduleEvent[] = [];
  for (let at = from; at <= to; at += 100) out.push({ type: 'tick', at });
  return out;
}

describe('carousel schedule', () => {
  it('uses the spec constants', () => {
    expect(CAROUSEL_TIMING).toEqual({ intervalMs: 5000, resumeMs: 3000 });
  });

  it('advances every 5 seconds once playing', () => {
    const { advancedAt } = run([{ type: 'play', at: 0 }, ...ticks(100, 15_000)]);
    expect(advancedAt).toEqual([5000, 10_000, 15_000]);
  });

  it('never advances before it is told to play (reduced motion starts stopped)', () => {
    const { advancedAt, state } = run(ticks(0, 60_000));
    expect(advancedAt).toEqual([]);
    expect(nextWakeAt(state)).toBeNull();
  });

  it('pauses while a finger is down and resumes 3 s after it lifts', () => {
    const { advancedAt } = run([
      { type: 'play', at: 0 },
      { type: 'hold', reason: 'pointer', at: 4000 },
      ...ticks(4100, 20_000),
      { type: 'release', reason: 'pointer', at: 20_000 },
      ...ticks(20_100, 29_000),
    ]);
    // Resumes at 23 000, then the next slide comes a full interval later.
    expect(advancedAt).toEqual([28_000]);
  });

  it('pauses on a dot click and resumes 3 s later', () => {
    const { advancedAt } = run([
      { type: 'play', at: 0 },
      { type: 'interact', at: 4900 },
      ...ticks(5000, 13_000),
    ]);
    expect(advancedAt).toEqual([12_900]);
  });

  it('a dot click during a touch waits for the finger to lift', () => {
    const { advancedAt, state } = run([
      { type: 'play', at: 0 },
      { type: 'hold', reason: 'pointer', at: 1000 },
      { type: 'interact', at: 1500 },
      ...ticks(1600, 30_000),
    ]);
    expect(advancedAt).toEqual([]);
    expect(isHeld(state)).toBe(true);
    expect(nextWakeAt(run([{ type: 'release', reason: 'pointer', at: 30_000 }], state).state)).toBe(33_000);
  });

  it('keeps still while keyboard focus is on a slide, even after a touch ends', () => {
    const { advancedAt, state } = run([
      { type: 'play', at: 0 },
      { type: 'hold', reason: 'focus', at: 1000 },
      { type: 'hold', reason: 'pointer', at: 2000 },
      { type: 'release', reason: 'pointer', at: 2500 },
      ...ticks(2600, 20_000),
    ]);
    expect(advancedAt).toEqual([]);
    const after = run([{ type: 'release', reason: 'focus', at: 20_000 }, ...ticks(20_100, 28_000)], state);
    expect(after.advancedAt).toEqual([28_000]);
  });

  it('stays stopped after pause until play, whatever the shopper touches', () => {
    const { advancedAt, state } = run([
      { type: 'play', at: 0 },
      { type: 'stop', at: 1000 },
      { type: 'interact', at: 2000 },
      { type: 'hold', reason: 'pointer', at: 3000 },
      { type: 'release', reason: 'pointer', at: 3500 },
      ...ticks(3600, 40_000),
    ]);
    expect(advancedAt).toEqual([]);
    expect(nextWakeAt(state)).toBeNull();
    const resumed = run([{ type: 'play', at: 50_000 }, ...ticks(50_100, 55_000)], state);
    expect(resumed.advancedAt).toEqual([55_000]);
  });

  it('gives a slide chosen by hand its full interval', () => {
    const { advancedAt } = run([
      { type: 'play', at: 0 },
      { type: 'selected', at: 4000 },
      ...ticks(4100, 9500),
    ]);
    expect(advancedAt).toEqual([9000]);
  });

  it('moves one slide, not a burst, when a throttled tab wakes late', () => {
    const { advancedAt, state } = run([
      { type: 'play', at: 0 },
      { type: 'tick', at: 60_000 },
    ]);
    expect(advancedAt).toEqual([60_000]);
    expect(state.nextAdvanceAt).toBe(65_000);
  });

  it('wakes exactly when something is due', () => {
    expect(nextWakeAt(run([{ type: 'play', at: 10 }]).state)).toBe(5010);
    expect(
      nextWakeAt(
        run([
          { type: 'play', at: 0 },
          { type: 'interact', at: 700 },
        ]).state,
      ),
    ).toBe(3700);
  });

  it('never advances while held or stopped, and never sooner than an interval apart', () => {
    const eventType = fc.constantFrom<ScheduleEvent['type']>(
      'play',
      'stop',
      'hold',
      'release',
      'interact',
      'selected',
      'tick',
      'tick',
      'tick',
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            eventType,
            fc.constantFrom<HoldReason>('pointer', 'focus'),
            fc.integer({ min: 0, max: 4000 }),
          ),
          { maxLength: 80 },
        ),
        (plan) => {
          let state = IDLE_SCHEDULE;
          let at = 0;
          let lastAdvance = -Infinity;
          let lastBlockedUntil = -Infinity;
          for (const [type, reason, gap] of plan) {
            at += gap;
            const before = state;
            const event: ScheduleEvent =
              type === 'hold' || type === 'release' ? { type, reason, at } : { type, at };
            const step = stepSchedule(state, event);
            if (step.advance) {
              expect(isHeld(before) || before.stopped).toBe(false);
              expect(at - lastAdvance).toBeGreaterThanOrEqual(CAROUSEL_TIMING.intervalMs);
              expect(at - lastBlockedUntil).toBeGreaterThanOrEqual(CAROUSEL_TIMING.intervalMs);
              lastAdvance = at;
            }
            if (type === 'hold' || type === 'interact' || type === 'release') {
              if (step.state.resumeAt !== null) lastBlockedUntil = step.state.resumeAt;
            }
            if ((type === 'play' && before.stopped) || type === 'selected') lastAdvance = at;
            state = step.state;
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('swipe rule', () => {
  it('needs more than 50 px to change slide', () => {
    expect(swipeStep(0)).toBe(0);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
  });

  it('mirrors the direction on right-to-left pages', () => {
    expect(swipeStep(-80, true)).toBe(-1);
    expect(swipeStep(80, true)).toBe(1);
  });

  it('wraps round at both ends of the 5 slides', () => {
    expect(swipeTarget(4, 1, 5)).toBe(0);
    expect(swipeTarget(0, -1, 5)).toBe(4);
    expect(swipeTarget(2, 0, 5)).toBe(2);
  });
});
