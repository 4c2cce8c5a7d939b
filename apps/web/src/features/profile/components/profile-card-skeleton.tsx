// The profile card's shape while the profile loads: avatar, greeting, heading and five rows.
import { useTranslation } from 'react-i18next';

const bar = 'animate-pulse rounded bg-line';

export function ProfileCardSkeleton() {
  const { t } = useTranslation();
  return (
    <section aria-busy="true" className="overflow-hidden rounded-lg bg-card shadow-card">
      <h1 className="sr-only">{t('My Profile')}</h1>
      <p role="status" className="sr-only">
        {t('Loading your profile...')}
      </p>
      <div aria-hidden="true">
        <div className="flex items-center gap-4 border-b border-line bg-brand-50/60 px-4 py-4 md:px-6 md:py-5">
          <span className="size-14 shrink-0 animate-pulse rounded-full bg-brand-100 md:size-16" />
          <div className="flex-1 space-y-2">
            <div className={`${bar} h-3.5 w-24`} />
            <div className={`${bar} h-5 w-44`} />
          </div>
        </div>
        <div className="px-4 py-4 md:px-6 md:py-5">
          <div className={`${bar} h-6 w-32`} />
          <div className={`${bar} mt-2 h-3.5 w-64 max-w-full`} />
          <div className="mt-3 divide-y divide-line">
            {[0, 1, 2, 3, 4].map((row) => (
              <div key={row} className="flex gap-3 py-3">
                <span className={`${bar} size-5 shrink-0`} />
                <div className="flex-1 space-y-2 sm:grid sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4 sm:space-y-0">
                  <div className={`${bar} h-3.5 w-16`} />
                  <div className={`${bar} h-4 ${row === 0 ? 'w-40' : 'w-52'} max-w-full`} />
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
