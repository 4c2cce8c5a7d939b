// The six policy pages (docs/behaviour/static-pages.md#policy-pages): last updated today, a table of contents and
// cross-links among them.
import { CalendarDays, ChevronRight, LifeBuoy, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { PolicySections } from '../../features/policies/components/policy-blocks.tsx';
import { POLICY_ICONS } from '../../features/policies/components/policy-icon.tsx';
import { PolicyTabs, RelatedPolicies } from '../../features/policies/components/policy-links.tsx';
import { PolicyTocDisclosure, PolicyTocSidebar } from '../../features/policies/components/policy-toc.tsx';
import { POLICIES } from '../../features/policies/content/policy-registry.ts';
import { isPolicySlug, type PolicySlug } from '../../features/policies/content/policy-types.ts';
import { usePolicyText } from '../../features/policies/hooks/use-policy-text.ts';
import { formatDate } from '../../lib/format.ts';
import { NotFoundPage } from './not-found-page.tsx';

export function PolicyRoute({ slug }: { slug: string }) {
  if (!isPolicySlug(slug)) return <NotFoundPage />;
  return <PolicyPage slug={slug} />;
}

function PolicyPage({ slug }: { slug: PolicySlug }) {
  const { t, i18n } = useTranslation();
  const render = usePolicyText();
  const policy = POLICIES[slug];
  const Icon = POLICY_ICONS[slug];
  const title = render(policy.title);
  // The spec states the last-updated date equals today.
  const today = new Date();
  const { hash } = useLocation();

  // The page arrives lazily, after the browser has looked for the #section of a shared link.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, slug]);

  return (
    <div className="container-page pt-3 pb-10 md:pt-4">
      <title>{`${title} | ${BRAND_NAME}`}</title>
      <nav aria-label={t('Breadcrumb')} className="mb-3 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
          <li className="flex items-center gap-1">
            <Link to="/" className="hover:text-brand-700 hover:underline">
              {t('Home')}
            </Link>
            <ChevronRight className="h-3.5 w-3.5 text-ink-subtle rtl:rotate-180" aria-hidden="true" />
          </li>
          <li className="flex items-center gap-1">
            <Link to="/help" className="hover:text-brand-700 hover:underline">
              {t('Help Center')}
            </Link>
            <ChevronRight className="h-3.5 w-3.5 text-ink-subtle rtl:rotate-180" aria-hidden="true" />
          </li>
          <li aria-current="page" className="font-medium text-ink">
            {title}
          </li>
        </ol>
      </nav>

      <header className="rounded-lg bg-card p-4 shadow-card md:p-6">
        <div className="flex gap-4">
          <span className="hidden h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
            <Icon className="h-7 w-7" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 id="policy-title" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
              {title}
            </h1>
            <p className="mt-1 text-ink-muted">{render(policy.summary)}</p>
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-page px-3 py-1 text-sm text-ink-muted">
              <CalendarDays className="h-4 w-4 text-brand-700" aria-hidden="true" />
              {t('Last updated: {{date}}', { date: formatDate(today, i18n.language) })}
            </p>
          </div>
        </div>
        <div className="mt-4 border-t border-line pt-4">
          <PolicyTabs current={slug} />
        </div>
      </header>

      <div className="mt-3 grid gap-3 lg:mt-4 lg:grid-cols-[280px_minmax(0,1fr)] lg:items-start lg:gap-4">
        <aside className="hidden lg:sticky lg:top-30 lg:block lg:max-h-[calc(100dvh-8.5rem)] lg:overflow-y-auto lg:pb-1">
          <PolicyTocSidebar sections={policy.sections} />
        </aside>

        <div className="min-w-0 space-y-3 lg:space-y-4">
          <div className="lg:hidden">
            <PolicyTocDisclosure sections={policy.sections} />
          </div>
          <article aria-labelledby="policy-title" className="rounded-lg bg-card p-4 shadow-card md:p-6">
            <PolicySections sections={policy.sections} />
          </article>

          <section aria-labelledby="related-policies" className="rounded-lg bg-card p-4 shadow-card md:p-6">
            <h2 id="related-policies" className="mb-3 text-lg font-semibold text-ink">
              {t('Related policies')}
            </h2>
            <RelatedPolicies current={slug} />
          </section>

          <section
            aria-labelledby="policy-help"
            className="flex flex-col gap-3 rounded-lg bg-brand-700 p-4 text-white shadow-card sm:flex-row sm:items-center sm:justify-between md:px-6"
          >
            <div>
              <h2 id="policy-help" className="font-semibold">
                {t('Still have questions?')}
              </h2>
              <p className="text-sm text-brand-100">
                {t('Our support team is happy to help with anything on this page.')}
              </p>
            </div>
            <div className="flex gap-2">
              <Link
                to="/help"
                className="inline-flex flex-1 items-center justify-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:flex-none"
              >
                <LifeBuoy className="h-4 w-4" aria-hidden="true" />
                {t('Help Center')}
              </Link>
              <Link
                to="/contact"
                className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-white/60 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 sm:flex-none"
              >
                <Mail className="h-4 w-4" aria-hidden="true" />
                {t('Contact Us')}
              </Link>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
