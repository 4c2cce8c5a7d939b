// Where the shopper is among the four setup steps: a numbered circle per step (a tick once passed) and its name.
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function SetupStepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('Setup steps')} className="flex items-start">
      {titles.map((title, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li
            key={title}
            aria-current={here ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center gap-1.5 text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-4 end-1/2 z-0 h-0.5 w-full -translate-y-1/2 ${
                  index <= current ? 'bg-brand-700' : 'bg-line'
                }`}
              />
            )}
            <span
              className={`relative z-10 grid size-8 place-items-center rounded-full text-sm font-bold ring-4 ring-card ${
                done || here ? 'bg-brand-700 text-white' : 'bg-page text-ink-muted'
              }`}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
            </span>
            <span className={`text-xs font-semibold ${here ? 'text-brand-700' : 'text-ink-muted'}`}>
              <span className="sr-only">
                {t('Step {{step}} of {{count}}', { step: index + 1, count: titles.length })}:{' '}
              </span>
              {t(title)}
              {done && <span className="sr-only"> ({t('done')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
