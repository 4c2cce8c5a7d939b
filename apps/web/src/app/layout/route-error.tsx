// Last resort when a route throws or its chunk fails to load (e.g. after a deploy): offer a reload.
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { removeFirstPaint } from '../../lib/first-paint.ts';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  // A product page that failed before drawing itself would otherwise stay under the server's first paint.
  useLayoutEffect(removeFirstPaint, []);
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink">{t('Something went wrong')}</h1>
      <p className="max-w-md text-ink-muted">
        {t('This page could not be shown. Please reload and try again.')}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          {t('Reload page')}
        </button>
        <a
          href="/"
          className="rounded-md border border-line bg-card px-5 py-2.5 font-medium text-ink hover:bg-page"
        >
          {t('Go to Homepage')}
        </a>
      </div>
    </div>
  );
}
