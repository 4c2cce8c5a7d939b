// The box's microphone, loaded on intent: the voice button's code (and the contracts it reads) stays out of the
// first download (docs/architecture.md#budgets). The stand-in looks the same; a tap on it starts listening on
// arrival.
import { Mic } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intentLoader, LazyOnIntent, type Intent } from '../../../components/ui/lazy-on-intent.tsx';

const voiceLoader = intentLoader(() => import('./voice-search-button.tsx'));

/** Presses the real button once it has arrived if the shopper pressed the stand-in. */
function PressOnArrival({ arrival, children }: { arrival: Intent | null; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const pressed = useRef(arrival?.kind === 'activate');
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    ref.current?.querySelector('button')?.click();
  }, []);
  return (
    <span ref={ref} className="contents">
      {children}
    </span>
  );
}

export function VoiceSlot({ onResult }: { onResult: (phrase: string) => void }) {
  const { t } = useTranslation();
  return (
    <LazyOnIntent
      loader={voiceLoader}
      fallback={({ intent }) => (
        <button
          type="button"
          {...intent()}
          aria-label={t('Search by voice')}
          title={t('Search by voice')}
          className="relative flex w-9 shrink-0 items-center justify-center text-ink-muted hover:text-brand-700 focus-visible:outline-offset-[-2px]"
        >
          <span className="relative grid size-7 place-items-center rounded-full">
            <Mic className="size-4.5" aria-hidden="true" />
          </span>
        </button>
      )}
    >
      {(module, arrival) => (
        <PressOnArrival arrival={arrival}>
          <module.VoiceSearchButton onResult={onResult} />
        </PressOnArrival>
      )}
    </LazyOnIntent>
  );
}
