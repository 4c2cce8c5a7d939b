// "Step 2 of 3" with a bar per step: where the shopper is in a multi-step account form.
import { useTranslation } from 'react-i18next';

export function StepIndicator({ step, count }: { step: number; count: number }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex items-center gap-3">
      <div aria-hidden="true" className="flex flex-1 gap-1.5">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={`h-1.5 flex-1 rounded-full ${i < step ? 'bg-brand-700' : 'bg-line'}`} />
        ))}
      </div>
      <p className="shrink-0 text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {t('Step {{step}} of {{count}}', { step, count })}
      </p>
    </div>
  );
}
