// /m/search (docs/behaviour/shell.md#routes): the phone's full-screen search — a back button and the search box,
// focused on arrival so the keyboard is up; the box's own panel shows history and trending searches. It stands
// outside the shell on purpose: "full-screen" leaves no room for the header, footer or a second search box.
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { SearchBox } from '../../features/search/components/search-box.tsx';

/** React Router numbers its history entries: idx 0 is where the visit to this site began. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function MobileSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <main id="main" className="relative isolate min-h-dvh bg-page">
      <title>{t('{{title}} | {{brand}}', { title: t('Search'), brand: BRAND_NAME })}</title>
      <h1 className="sr-only">{t('Search')}</h1>
      {/* The brand bar sits behind the box's row only; the suggestions panel flows below it onto the page. */}
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-16 bg-brand-700 shadow-card" />
      <div className="mx-auto flex max-w-3xl items-start gap-1 px-2 pb-4 pt-3 sm:gap-2 sm:px-4">
        <button
          type="button"
          // Back to where the shopper came from; arriving here directly (a shared link), back means home.
          onClick={() => (hasInAppHistory() ? navigate(-1) : navigate('/', { replace: true }))}
          aria-label={t('Back')}
          className="grid size-10 shrink-0 place-items-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white"
        >
          <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
        <SearchBox autoFocus variant="page" className="flex-1" />
      </div>
    </main>
  );
}
