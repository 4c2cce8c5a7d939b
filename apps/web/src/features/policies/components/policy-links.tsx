// Cross-links among the policies: cards under a policy, or a compact list on the help centre.
import { ChevronRight } from 'lucide-react';
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

/** A compact list of the policies, for side panels and the help centre. */
export function PolicyLinkList({ current }: { current?: PolicySlug }) {
  const { t } = useTranslation();
  const render = usePolicyText();
  return (
    <ul className="divide-y divide-line">
      {POLICY_LIST.map((policy) => {
        const Icon = POLICY_ICONS[policy.slug];
        const isCurrent = policy.slug === current;
        return (
          <li key={policy.slug}>
            <Link
              to={`/${policy.slug}`}
              aria-current={isCurrent ? 'page' : undefined}
              className={`flex items-center gap-3 px-1 py-2.5 text-sm hover:text-brand-700 ${
                isCurrent ? 'font-semibold text-brand-700' : 'text-ink'
              }`}
            >
              <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="flex-1">{render(policy.title)}</span>
              {isCurrent ? (
                <span className="text-xs font-normal text-ink-subtle">{t('Viewing')}</span>
              ) : (
                <ChevronRight className="h-4 w-4 text-ink-subtle" aria-hidden="true" />
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
