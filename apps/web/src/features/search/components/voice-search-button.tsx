// The search box's microphone (docs/behaviour/search.md#search-box, #voice-search): press to listen, press again to
// stop. While listening it pulses and a bubble shows what is heard; errors and alerts show in an accessible bubble
// (role=alert) instead of window.alert. The bubble is portalled so a clipping search box cannot hide it.
//
// Usage: <VoiceSearchButton onResult={(phrase) => { setTerm(phrase); cancel = scheduleVoiceSearch(() => go(phrase)); }} />
// The caller fills its box with the phrase and searches after SEARCH_LIMITS.voiceSearchDelayMs (500 ms) with
// scheduleVoiceSearch from hooks/use-voice-search.ts, cancelling it if the shopper types in the meantime.
import { Mic, MicOff, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { VOICE_ALERTS } from '@haat/domain/search/voice';
import { useVoiceSearch } from '../hooks/use-voice-search.ts';

/** Errors stay long enough to be read, then make way; the close button ends them sooner. */
const ERROR_VISIBLE_MS = 8000;
const BUBBLE_MAX_WIDTH = 320;
const EDGE = 8;

/** Keeps the bubble under the button, inside the viewport, as the page scrolls or resizes. */
function useAnchoredPosition(anchor: RefObject<HTMLElement | null>, open: boolean) {
  const [style, setStyle] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (!rect) return;
      const width = Math.min(BUBBLE_MAX_WIDTH, window.innerWidth - 2 * EDGE);
      const left = Math.min(Math.max(rect.right - width, EDGE), window.innerWidth - width - EDGE);
      setStyle({ top: rect.bottom + EDGE, left, width });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor, open]);
  return style;
}

export function VoiceSearchButton({
  onResult,
  className = '',
}: {
  onResult: (phrase: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const voice = useVoiceSearch(onResult);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const bubbleId = useId();
  const listening = voice.status === 'listening';
  const problem = voice.error !== null || voice.alert !== null;
  const open = listening || problem;
  const style = useAnchoredPosition(buttonRef, open);

  const { dismiss, stop } = voice;
  useEffect(() => {
    if (!problem || listening) return;
    const timer = setTimeout(dismiss, ERROR_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [problem, listening, dismiss, voice.error, voice.alert]);

  // Escape ends listening or closes the message, wherever focus is (the box keeps its own Escape for clearing).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (listening) stop();
      else dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, listening, stop, dismiss]);

  const label = listening
    ? t('Stop voice search')
    : voice.status === 'error'
      ? t('Voice search failed. Search by voice again')
      : t('Search by voice');
  const Icon = voice.supported ? Mic : MicOff;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => (listening ? voice.stop() : voice.start())}
        aria-pressed={listening}
        aria-label={label}
        aria-describedby={open ? bubbleId : undefined}
        title={label}
        data-voice-status={voice.status}
        className={`relative flex w-9 shrink-0 items-center justify-center focus-visible:outline-offset-[-2px] ${
          listening ? 'text-danger' : 'text-ink-muted hover:text-brand-700'
        } ${className}`}
      >
        {listening && (
          <span
            aria-hidden="true"
            className="absolute size-7 animate-ping rounded-full bg-danger/25 motion-reduce:animate-none"
          />
        )}
        <span
          className={`relative grid size-7 place-items-center rounded-full ${listening ? 'bg-danger-50' : ''}`}
        >
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </button>
      {open &&
        createPortal(
          <div
            id={bubbleId}
            role={problem ? 'alert' : 'status'}
            style={style}
            className="fixed z-[70] rounded-lg border border-line bg-card p-3 text-sm text-ink shadow-pop"
          >
            {listening ? (
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="relative mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-danger text-white"
                >
                  <span className="absolute inset-0 animate-ping rounded-full bg-danger/40 motion-reduce:animate-none" />
                  <Mic className="relative size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{t('Listening… speak now')}</p>
                  <p className="mt-0.5 break-words text-ink-muted">
                    {voice.interim ? `“${voice.interim}”` : t('Say a product, brand or category')}
                  </p>
                  {voice.alert && <p className="mt-1 text-ink-muted">{t(VOICE_ALERTS[voice.alert])}</p>}
                </div>
                <button
                  type="button"
                  onClick={stop}
                  className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('Stop')}
                </button>
              </div>
            ) : (
              <div className="flex items-start gap-3">
                <MicOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                <div className="min-w-0 flex-1 space-y-1">
                  {voice.error && (
                    <p className="font-semibold">{t(voice.error.message, voice.error.values)}</p>
                  )}
                  {voice.alert && (
                    <p className={voice.error ? 'text-ink-muted' : 'font-semibold'}>
                      {t(VOICE_ALERTS[voice.alert])}
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  onClick={dismiss}
                  aria-label={t('Close')}
                  className="-m-1 shrink-0 rounded-md p-1 text-ink-muted hover:bg-page hover:text-ink"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            )}
          </div>,
          document.body,
        )}
    </>
  );
}
