// "Swipe to Sign In" (docs/behaviour/auth.md#login): a handle dragged to the far end of its track submits the form
// once; it goes back after 0.5 s and takes a new swipe after 1 s. A real button: Enter, Space and screen readers'
// activation submit too; mouse, pen and touch drag it through pointer events with capture. The rules live in
// swipe-state.ts.
import { ChevronsRight, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stepSwipe, SWIPE_IDLE, type SwipeEvent, type SwipeState } from '../swipe-state.ts';

/** A click this soon after the pointer let go belongs to the drag (or tap), not to a keyboard or screen reader. */
const POINTER_CLICK_WINDOW_MS = 600;
/** Handle 3 rem, track padding 0.25 rem each side. */
const HANDLE_SPAN = '3.5rem';

interface SwipeToSubmitProps {
  /** The resting label, e.g. "Swipe to Sign In". */
  label: string;
  /** The label while the submission is under way, e.g. "Signing in...". */
  busyLabel: string;
  busy: boolean;
  /** Called on a completed swipe; by default the form the control sits in is submitted (with its validation). */
  onSubmit?: () => void;
}

export function SwipeToSubmit({ label, busyLabel, busy, onSubmit }: SwipeToSubmitProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const [swipe, setSwipe] = useState<SwipeState>(SWIPE_IDLE);
  const swipeRef = useRef(swipe);
  const drag = useRef<{ pointerId: number; startX: number; width: number; sign: 1 | -1 } | null>(null);
  const lastPointerUp = useRef(-Infinity);

  const send = (event: SwipeEvent) => {
    const step = stepSwipe(swipeRef.current, event, busy);
    swipeRef.current = step.state;
    setSwipe(step.state);
    if (!step.submit) return;
    if (onSubmit) onSubmit();
    else handleRef.current?.form?.requestSubmit();
  };
  // The handle goes back and re-arms on the state machine's own clock.
  useEffect(() => {
    if (swipe.until === null) return;
    const timer = setTimeout(
      () => {
        const step = stepSwipe(swipeRef.current, { type: 'tick', at: Date.now() });
        swipeRef.current = step.state;
        setSwipe(step.state);
      },
      Math.max(0, swipe.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [swipe]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || busy || swipeRef.current.phase !== 'idle' || !trackRef.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const rtl = getComputedStyle(trackRef.current).direction === 'rtl';
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      width: Math.max(1, trackRef.current.clientWidth - 3.5 * rem),
      sign: rtl ? -1 : 1,
    };
    send({ type: 'press' });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    send({ type: 'move', progress: ((event.clientX - d.startX) * d.sign) / d.width, at: Date.now() });
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    lastPointerUp.current = performance.now();
    send({ type: 'release' });
  };

  const dragging = swipe.phase === 'dragging';
  // No tick at the end: the form may still refuse what was swiped; the spinner shows the request under way.
  const Icon = busy ? LoaderCircle : ChevronsRight;
  const text = busy ? busyLabel : label;
  const offset = `calc(${swipe.progress} * (100% - ${HANDLE_SPAN}) + 0.25rem)`;
  const motion = dragging ? '' : 'transition-[inset-inline-start,width] duration-300 ease-out';

  return (
    <div
      ref={trackRef}
      className="relative h-14 select-none overflow-hidden rounded-full bg-gradient-to-r from-brand-800 via-brand-700 to-brand-600 shadow-inner"
    >
      <div
        aria-hidden="true"
        className={`absolute inset-y-0 start-0 rounded-full bg-accent-500/90 ${motion}`}
        style={{ width: `calc(${swipe.progress} * (100% - ${HANDLE_SPAN}) + ${HANDLE_SPAN})` }}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 flex items-center justify-center ps-12 text-base font-bold tracking-wide text-white"
        style={{ opacity: busy ? 1 : Math.max(0, 1 - swipe.progress * 1.6) }}
      >
        {text}
        {!busy && (
          <ChevronsRight aria-hidden="true" className="ms-1 size-5 animate-pulse opacity-80 rtl:rotate-180" />
        )}
      </span>
      <button
        ref={handleRef}
        type="button"
        aria-label={text}
        aria-describedby={hintId}
        aria-disabled={busy || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
        onClick={(event) => {
          // Enter, Space and assistive technology click without a pointer; a pointer must drag.
          if (drag.current || performance.now() - lastPointerUp.current < POINTER_CLICK_WINDOW_MS) return;
          event.preventDefault();
          send({ type: 'activate', at: Date.now() });
        }}
        className={`absolute top-1 flex size-12 touch-none items-center justify-center rounded-full bg-white text-brand-700 shadow-pop focus-visible:outline-offset-2 focus-visible:outline-accent-400 ${
          busy ? 'cursor-progress' : dragging ? 'cursor-grabbing' : 'cursor-grab'
        } ${motion}`}
        style={{ insetInlineStart: offset }}
      >
        <Icon aria-hidden="true" className={`size-6 ${busy ? 'animate-spin' : 'rtl:rotate-180'}`} />
      </button>
      <span id={hintId} className="sr-only">
        {t('Drag the handle to the end of the track, or press Enter.')}
      </span>
    </div>
  );
}
