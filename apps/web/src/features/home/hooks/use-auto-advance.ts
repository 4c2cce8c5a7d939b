// Runs the banner carousel's auto-advance: one timer driven by the pure schedule in carousel-schedule.ts
// (5 s interval, pause on touch or dot click, resume 3 s later, stopped under reduced motion).
import { useEffect, useMemo, useState } from 'react';
import {
  IDLE_SCHEDULE,
  nextWakeAt,
  stepSchedule,
  type HoldReason,
  type ScheduleEvent,
} from '../carousel-schedule.ts';

export interface AutoAdvanceActions {
  /** A finger or mouse button went down on the slides, or keyboard focus reached one. */
  hold: (reason: HoldReason) => void;
  /** ...and it ended: once nothing holds it, auto-advance resumes after the resume delay. */
  release: (reason: HoldReason) => void;
  /** A dot or arrow was used: pause, then resume after the resume delay. */
  interact: () => void;
  /** The visible slide changed, however that happened. */
  selected: () => void;
  /** The shopper's pause/play button. */
  toggle: () => void;
}

export interface AutoAdvance extends AutoAdvanceActions {
  /** False while the shopper (or reduced motion) has auto-advance switched off. */
  playing: boolean;
}

interface Controller extends AutoAdvanceActions {
  send: (type: 'play' | 'stop') => void;
  /** What moving to the next slide means; set after render, as it depends on the carousel instance. */
  setAdvance: (advance: () => void) => void;
  dispose: () => void;
}

/** Owns the schedule state and its single timer; reports play/stop and calls the current advance callback. */
function createController(playingChanged: (playing: boolean) => void): Controller {
  let state = IDLE_SCHEDULE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let advance = () => {};
  const send = (event: ScheduleEvent): void => {
    const step = stepSchedule(state, event);
    state = step.state;
    playingChanged(!state.stopped);
    clearTimeout(timer);
    const wakeAt = nextWakeAt(state);
    if (wakeAt !== null)
      timer = setTimeout(() => send({ type: 'tick', at: Date.now() }), Math.max(0, wakeAt - Date.now()));
    if (step.advance) advance();
  };
  const simple = (type: 'play' | 'stop' | 'interact' | 'selected') => send({ type, at: Date.now() });
  return {
    send: simple,
    setAdvance: (next) => {
      advance = next;
    },
    dispose: () => clearTimeout(timer),
    hold: (reason) => send({ type: 'hold', reason, at: Date.now() }),
    release: (reason) => send({ type: 'release', reason, at: Date.now() }),
    interact: () => simple('interact'),
    selected: () => simple('selected'),
    toggle: () => simple(state.stopped ? 'play' : 'stop'),
  };
}

export function useAutoAdvance({
  enabled,
  onAdvance,
}: {
  enabled: boolean;
  onAdvance: () => void;
}): AutoAdvance {
  const [playing, setPlaying] = useState(false);
  // Created once, so the actions are stable and safe to list as effect dependencies.
  const [controller] = useState(() => createController(setPlaying));

  useEffect(() => controller.setAdvance(onAdvance), [controller, onAdvance]);

  useEffect(() => {
    controller.send(enabled ? 'play' : 'stop');
    return () => controller.dispose();
  }, [enabled, controller]);

  return useMemo(
    () => ({
      playing,
      hold: controller.hold,
      release: controller.release,
      interact: controller.interact,
      selected: controller.selected,
      toggle: controller.toggle,
    }),
    [playing, controller],
  );
}
