// Topic cards leading to the page that answers each kind of question.
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_TOPICS } from '../content/help-content.ts';

export function HelpTopics() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="help-topics" className="rounded-lg bg-card p-4 shadow-card md:p-6">
      <h2 id="help-topics" className="text-lg font-bold text-ink md:text-xl">
        {t('Browse help topics')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 md:gap-3 lg:grid-cols-3">
        {HELP_TOPICS.map(({ icon: Icon, title, description, to }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-3 rounded-lg border border-line p-3 hover:border-brand-200 hover:bg-brand-50 md:items-start md:p-4"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-card">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink group-hover:text-brand-700">{t(title)}</span>
                <span className="mt-0.5 block text-sm leading-snug text-ink-muted">
                  {t(description.text, description.values)}
                </span>
              </span>
              <ChevronRight
                className="h-4 w-4 shrink-0 self-center text-ink-subtle rtl:rotate-180"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
