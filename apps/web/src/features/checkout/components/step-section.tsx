// One step of /checkout as a card, Flipkart-style: the open step has a brand header and its content; a finished
// step collapses to a one-line summary with Change; a later step shows only its title.
import { Check } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function StepSection({
  number,
  title,
  state,
  summary,
  onChange,
  children,
  testId,
}: {
  number: number;
  /** English text, translated here. */
  title: string;
  state: 'open' | 'done' | 'later';
  summary?: ReactNode;
  onChange?: () => void;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(state === 'open');
  // Moving to a step puts the keyboard and screen reader at its heading.
  useEffect(() => {
    if (state === 'open' && !wasOpen.current) headingRef.current?.focus({ preventScroll: false });
    wasOpen.current = state === 'open';
  }, [state]);

  if (state === 'open') {
    return (
      <section
        aria-labelledby={`step-${number}-title`}
        className="overflow-hidden rounded-lg bg-card shadow-card"
        data-testid={testId}
      >
        <h2
          ref={headingRef}
          id={`step-${number}-title`}
          tabIndex={-1}
          className="flex scroll-mt-32 items-center gap-3 bg-brand-700 px-4 py-3 text-sm font-bold uppercase tracking-wide text-white focus:outline-none"
        >
          <span className="grid size-6 place-items-center rounded-sm bg-white text-xs text-brand-700">
            {number}
          </span>
          {t(title)}
        </h2>
        {children}
      </section>
    );
  }
  return (
    <section
      aria-labelledby={`step-${number}-title`}
      className="rounded-lg bg-card px-4 py-3 shadow-card"
      data-testid={testId}
    >
      <div className="flex items-start gap-3">
        <span
          className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-sm text-xs font-bold ${
            state === 'done' ? 'bg-page text-brand-700' : 'bg-page text-ink-muted'
          }`}
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={`step-${number}-title`}
            className="flex items-center gap-1.5 text-sm font-bold uppercase tracking-wide text-ink-muted"
          >
            {t(title)}
            {state === 'done' && <Check aria-label={t('(completed)')} className="size-4 text-success" />}
          </h2>
          {state === 'done' && summary && <div className="mt-1 text-sm text-ink">{summary}</div>}
        </div>
        {state === 'done' && onChange && (
          <button
            type="button"
            onClick={onChange}
            className="shrink-0 rounded-md border border-line px-3 py-1.5 text-xs font-bold uppercase tracking-wide text-brand-700 hover:bg-brand-50"
          >
            {t('Change')}
            <span className="sr-only"> {t(title)}</span>
          </button>
        )}
      </div>
    </section>
  );
}

/** The step's footer: Back (down one step) and the primary action, which phones keep in the bottom bar. */
export function StepActions({ onBack, primary }: { onBack?: () => void; primary: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      className={`${onBack ? 'flex' : 'hidden lg:flex'} items-center justify-between gap-3 border-t border-line px-4 py-3`}
    >
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          className="rounded-md px-3 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('Back')}
        </button>
      ) : (
        <span />
      )}
      <div className="hidden lg:block">{primary}</div>
    </div>
  );
}
