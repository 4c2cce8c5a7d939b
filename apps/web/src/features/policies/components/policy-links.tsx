// Cross-links among the policies: cards under a policy, or a compact list on the help centre.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POLICY_LIST } from '../content/policy-registry.ts';
import type { PolicySlug } from '../content/policy-types.ts';
import { usePolicyText } from '../hooks/use-policy-text.ts';
import { POLICY_ICONS } from './policy-icon.tsx';

/** Every policy but the current one, as cards with a one-line summary. */
export function RelatedPolicies({ current }: { current?: PolicySlug }) {
  const render = usePolicyText();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {POLICY_LIST.filter((p) => p.slug !== current).map((policy) => {
        const Icon = POLICY_ICONS[policy.slug];
        return (
          <li key={policy.slug}>
            <Link
              to={`/${policy.slug}`}
              className="group flex h-full items-center gap-3 sm:items-start rounded-lg border border-line bg-card p-3 hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-card">
                <Icon className="h-4 w-4" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink group-hover:text-brand-700">
                  {render(policy.title)}
                </span>
                <span className="mt-0.5 hidden text-sm leading-snug text-ink-muted sm:block">
                  {render(policy.summary)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** All six policies as a strip of tabs with the current one marked; it scrolls sideways on phones. */
export function PolicyTabs({ current }: { current: PolicySlug }) {
  const { t } = useTranslation();
  const render = usePolicyText();
  const strip = useRef<HTMLElement>(null);

  // On phones the strip scrolls sideways: bring the current policy into view without moving the page.
  useEffect(() => {
    const nav = strip.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && link) nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav
      ref={strip}
      aria-label={t('Our policies')}
      className="relative -mx-4 overflow-x-auto px-4 md:mx-0 md:px-0"
    >
      <ul className="flex gap-2 md:flex-wrap">
        {POLICY_LIST.map((policy) => {
          const Icon = POLICY_ICONS[policy.slug];
          const isCurrent = policy.slug === current;
          return (
            <li key={policy.slug} className="shrink-0">
              <Link
                to={`/${policy.slug}`}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
                  isCurrent
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line text-ink hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700'
                }`}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {render(policy.title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
