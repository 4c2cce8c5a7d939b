// The help centre's own topics and popular questions as search entries, in the reader's language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_TOPICS, POPULAR_QUESTIONS } from '../content/help-content.ts';
import type { HelpSearchEntry } from './use-help-search.ts';

export function useHelpEntries(): HelpSearchEntry[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const topics = HELP_TOPICS.map((topic) => ({
      id: `topic:${topic.to}`,
      title: t(topic.title),
      context: t('Help topics'),
      to: topic.to,
      text: t(topic.description.text, topic.description.values),
    }));
    const questions = POPULAR_QUESTIONS.map((q) => ({
      id: `faq:${q.question.text}`,
      title: t(q.question.text, q.question.values),
      context: t('Popular questions'),
      to: '/faq',
      text: t(q.answer.text, q.answer.values),
    }));
    return [...topics, ...questions];
  }, [t]);
}
