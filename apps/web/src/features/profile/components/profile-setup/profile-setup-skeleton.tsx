// The setup form's shape while the profile loads: title, four step circles and a few fields.
import { useTranslation } from 'react-i18next';

const bar = 'animate-pulse rounded bg-line';

export function ProfileSetupSkeleton() {
  const { t } = useTranslation();
  return (
    <section aria-busy="true" className="overflow-hidden rounded-lg bg-card shadow-card">
      <h1 className="sr-only">{t('Complete Your Profile')}</h1>
      <p role="status" className="sr-only">
        {t('Loading your profile...')}
      </p>
      <div aria-hidden="true">
        <div className="border-b border-line px-4 pt-4 pb-5 md:px-8 md:pt-6">
          <div className={`${bar} h-6 w-56`} />
          <div className={`${bar} mt-2 h-3.5 w-72 max-w-full`} />
          <div className="mt-6 flex justify-between px-4">
            {[0, 1, 2, 3].map((step) => (
              <span key={step} className="size-8 animate-pulse rounded-full bg-line" />
            ))}
          </div>
        </div>
        <div className="space-y-4 px-4 py-5 md:px-8 md:py-6">
          {[0, 1, 2].map((row) => (
            <div key={row} className="space-y-2">
              <div className={`${bar} h-3.5 w-24`} />
              <div className={`${bar} h-11 w-full`} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
