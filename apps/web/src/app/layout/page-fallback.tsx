// Shown while a lazy page chunk loads: a quiet skeleton, not a spinner.
import { useTranslation } from 'react-i18next';

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-6" role="status" aria-live="polite">
      <span className="sr-only">{t('Loading…')}</span>
      <div className="h-40 animate-pulse rounded-lg bg-card shadow-card" />
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-48 animate-pulse rounded-lg bg-card shadow-card" />
        ))}
      </div>
    </div>
  );
}
