// The profile could not load: the server's message and Try Again.
import { AlertCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function ProfileError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg bg-card px-4 py-8 text-center shadow-card md:px-6 md:py-12">
      <h1 className="sr-only">{t('My Profile')}</h1>
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-danger-50 text-danger">
        <AlertCircle aria-hidden="true" className="size-6" />
      </span>
      <div role="alert" className="mt-3">
        <p className="font-semibold text-ink">{t('We could not load your profile.')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t(message)}</p>
      </div>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-5 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        {retrying ? t('Trying again...') : t('Try Again')}
      </button>
    </section>
  );
}
