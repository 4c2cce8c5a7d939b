// The help centre (docs/architecture.md#real-where-the-spec-simulated): search, topics, popular questions, ways to
// contact us and every policy.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { ContactOptions } from '../../features/help/components/contact-options.tsx';
import { HelpHero } from '../../features/help/components/help-hero.tsx';
import { HelpTopics } from '../../features/help/components/help-topics.tsx';
import { PopularQuestions } from '../../features/help/components/popular-questions.tsx';
import { useHelpEntries } from '../../features/help/hooks/use-help-entries.ts';
import { RelatedPolicies } from '../../features/policies/components/policy-links.tsx';
import { usePolicySearchEntries } from '../../features/policies/hooks/use-policy-search-entries.ts';

export function HelpPage() {
  const { t } = useTranslation();
  const helpEntries = useHelpEntries();
  const policyEntries = usePolicySearchEntries();
  const entries = useMemo(() => [...helpEntries, ...policyEntries], [helpEntries, policyEntries]);

  return (
    <div className="container-page space-y-3 pt-3 pb-10 md:space-y-4 md:pt-4">
      <title>{t('Help Center | {{brand}}', { brand: BRAND_NAME })}</title>
      <HelpHero entries={entries} />
      <HelpTopics />
      {/* Phones read questions, contact, policies; wide screens keep contact in a side column. */}
      <div className="grid gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_360px] lg:grid-rows-[auto_1fr] lg:items-start">
        <PopularQuestions />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ContactOptions />
        </div>
        <section aria-labelledby="help-policies" className="rounded-lg bg-card p-4 shadow-card md:p-6">
          <h2 id="help-policies" className="text-lg font-bold text-ink md:text-xl">
            {t('Our policies')}
          </h2>
          <p className="mt-0.5 mb-3 text-sm text-ink-muted">
            {t('The rules for orders, delivery, returns, refunds, privacy and security, in plain words.')}
          </p>
          <RelatedPolicies />
        </section>
      </div>
    </div>
  );
}
