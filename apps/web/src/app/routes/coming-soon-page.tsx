// The Coming Soon placeholder (docs/behaviour/static-pages.md#coming-soon): names the feature from ?feature= ('This
// feature' by default), links home and to /trending, and lists the other programs on the way.
import { Home, Sparkles, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BRAND_NAME, COMING_SOON_PROGRAMS } from '@haat/domain/shell/store-info';
import { ActionLinkRow } from '../../components/ui/action-link-row.tsx';

/** Longer names are cut so a hand-edited address cannot break the layout. */
const MAX_FEATURE_LENGTH = 60;

export function ComingSoonPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = (params.get('feature') ?? '').trim().slice(0, MAX_FEATURE_LENGTH).trim();
  const feature = requested || t('This feature');

  return (
    <div className="container-page pt-3 pb-10 md:pt-6">
      <title>{t('{{feature}} is coming soon | {{brand}}', { feature, brand: BRAND_NAME })}</title>
      <section
        aria-labelledby="coming-soon-title"
        className="mx-auto max-w-3xl overflow-hidden rounded-lg bg-card text-center shadow-card"
      >
        <div className="bg-gradient-to-b from-brand-50 to-card px-4 pt-8 md:pt-10">
          <ParcelIllustration className="mx-auto h-44 w-auto md:h-56" />
        </div>
        <div className="px-5 pt-4 pb-8 md:px-12 md:pb-10">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
            <Sparkles className="h-3.5 w-3.5 text-accent-600" aria-hidden="true" />
            {t('Coming soon')}
          </p>
          <h1
            id="coming-soon-title"
            className="mt-3 text-2xl font-extrabold tracking-tight break-words text-ink md:text-4xl"
          >
            {t('{{feature}} is coming soon', { feature })}
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-ink-muted md:text-lg">
            {t(
              "We're putting the finishing touches on it and will launch it here as soon as it's ready. Meanwhile, there's plenty to discover.",
            )}
          </p>
          <ActionLinkRow
            className="mt-6"
            primary={{ to: '/', icon: Home, label: t('Go to Homepage') }}
            secondary={{ to: '/trending', icon: TrendingUp, label: t('Explore Trending') }}
          />
        </div>
      </section>

      <nav
        aria-labelledby="more-programs"
        className="mx-auto mt-3 max-w-3xl rounded-lg bg-card p-4 shadow-card md:mt-4 md:p-6"
      >
        <h2 id="more-programs" className="font-semibold text-ink">
          {t('More from {{brand}}, on the way', { brand: BRAND_NAME })}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {COMING_SOON_PROGRAMS.map((program) => {
            const name = t('{{brand}} {{program}}', { brand: BRAND_NAME, program: t(program) });
            // Links carry the English label, as the menus and footer do.
            const label = `${BRAND_NAME} ${program}`;
            const current = feature === label || feature === name;
            return (
              <li key={program}>
                <Link
                  to={`/coming-soon?feature=${encodeURIComponent(label)}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex rounded-full border px-3 py-1.5 text-sm font-medium ${
                    current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line text-ink hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700'
                  }`}
                >
                  {name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** A wrapped parcel with sparkles and a clock: something good, not yet here. Decorative. */
function ParcelIllustration({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 240 200" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="188" rx="78" ry="8" className="fill-brand-100" />
      <circle cx="120" cy="100" r="84" className="fill-brand-100/60" />
      {/* box */}
      <path d="M56 84 120 60l64 24v78l-64 24-64-24z" className="fill-accent-400" />
      <path d="M120 108v78l-64-24V84z" className="fill-accent-500" />
      <path d="M56 84 120 108l64-24" className="fill-none stroke-accent-600" strokeWidth="2" />
      {/* ribbon */}
      <path d="M88 72 152 96v88l-12 4V100L76 76z" className="fill-brand-700" />
      <path
        d="M120 60c-10-22-34-24-36-10-2 12 22 14 36 10zm0 0c10-22 34-24 36-10 2 12-22 14-36 10z"
        className="fill-brand-700"
      />
      {/* clock badge */}
      <circle cx="178" cy="58" r="22" className="fill-white stroke-brand-700" strokeWidth="4" />
      <path d="M178 45v13l9 6" className="fill-none stroke-brand-700" strokeWidth="4" strokeLinecap="round" />
      {/* sparkles */}
      <path d="M44 46l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" className="animate-pulse fill-accent-500" />
      <path d="M200 120l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" className="animate-pulse fill-brand-500" />
      <circle cx="70" cy="28" r="3" className="fill-brand-500" />
      <circle cx="206" cy="96" r="3" className="fill-accent-500" />
    </svg>
  );
}
