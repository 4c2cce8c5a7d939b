// The questions shoppers ask most, each with a short answer and a way into the full FAQ.
import { ArrowRight, CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POPULAR_QUESTIONS } from '../content/help-content.ts';

export function PopularQuestions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="popular-questions" className="rounded-lg bg-card p-4 shadow-card md:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="popular-questions" className="text-lg font-bold text-ink md:text-xl">
          {t('Popular questions')}
        </h2>
        <Link
          to="/faq"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('View all FAQs')}
          <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-2 divide-y divide-line">
        {POPULAR_QUESTIONS.map(({ question, answer }) => (
          <li key={question.text}>
            <Link to="/faq" className="group flex gap-3 py-3">
              <CircleHelp className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-medium text-ink group-hover:text-brand-700 group-hover:underline">
                  {t(question.text, question.values)}
                </span>
                <span className="mt-0.5 block text-sm leading-snug text-ink-muted">
                  {t(answer.text, answer.values)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
