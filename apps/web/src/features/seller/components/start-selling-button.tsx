// "Start Selling": opens the external seller portal login in a new tab once the portal address is known.
import { ExternalLink, RefreshCw, Store, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type PortalLinkState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; url: string };

interface StartSellingButtonProps {
  state: PortalLinkState;
  /** 'onBrand' sits on the blue hero; 'solid' on white cards. */
  tone?: 'onBrand' | 'solid';
}

const BASE =
  'inline-flex min-h-12 min-w-48 items-center justify-center gap-2 rounded-md px-6 py-3 text-base font-semibold shadow-sm';
const TONES = {
  onBrand: 'bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white',
  solid: 'bg-accent-500 text-ink hover:bg-accent-400',
} as const;

/** Only web addresses may open from the button; anything else from config is treated as missing. */
export function isPortalUrl(value: string): boolean {
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function StartSellingButton({ state, tone = 'solid' }: StartSellingButtonProps) {
  const { t } = useTranslation();
  const errorId = useId();

  if (state.status === 'ready') {
    return (
      <a href={state.url} target="_blank" rel="noopener noreferrer" className={`${BASE} ${TONES[tone]}`}>
        <Store className="h-5 w-5" aria-hidden="true" />
        {t('Start Selling')}
        <ExternalLink className="h-4 w-4 opacity-70" aria-hidden="true" />
        <span className="sr-only">{t('(opens the seller portal in a new tab)')}</span>
      </a>
    );
  }

  if (state.status === 'loading') {
    return (
      <button type="button" disabled aria-busy="true" className={`${BASE} ${TONES[tone]} cursor-wait`}>
        <span className="sr-only">{t('Start Selling')}</span>
        <span className="h-4 w-32 animate-pulse rounded bg-current opacity-20" aria-hidden="true" />
      </button>
    );
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        disabled
        aria-describedby={errorId}
        className={`${BASE} ${TONES[tone]} cursor-not-allowed opacity-60`}
      >
        <Store className="h-5 w-5" aria-hidden="true" />
        {t('Start Selling')}
      </button>
      <div
        id={errorId}
        role="alert"
        className="flex max-w-md flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger"
      >
        <span className="flex items-center gap-1.5">
          <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t("We couldn't load the seller portal link. Please try again.")}
        </span>
        <button
          type="button"
          onClick={state.onRetry}
          disabled={state.retrying}
          className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 disabled:opacity-60"
        >
          <RefreshCw className={`h-3.5 w-3.5 ${state.retrying ? 'animate-spin' : ''}`} aria-hidden="true" />
          {state.retrying ? t('Retrying...') : t('Try again')}
        </button>
      </div>
    </div>
  );
}
