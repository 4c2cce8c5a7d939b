// The table of contents: a sticky side nav on desktop that follows the reader, a collapsible list on phones.
import { ChevronDown, ListTree } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicySection } from '../content/policy-types.ts';
import { useActiveSection } from '../hooks/use-active-section.ts';
import { usePolicyText } from '../hooks/use-policy-text.ts';

export function PolicyTocSidebar({ sections }: { sections: PolicySection[] }) {
  const { t } = useTranslation();
  const ids = useMemo(() => sections.map((s) => s.id), [sections]);
  const active = useActiveSection(ids);
  return (
    <nav aria-label={t('On this page')} className="rounded-lg bg-card p-4 shadow-card">
      <p className="mb-2 flex items-center gap-2 text-xs font-bold tracking-wide text-ink-subtle uppercase">
        <ListTree className="h-4 w-4" aria-hidden="true" />
        {t('On this page')}
      </p>
      <TocLinks sections={sections} active={active} />
    </nav>
  );
}

export function PolicyTocDisclosure({ sections }: { sections: PolicySection[] }) {
  const { t } = useTranslation();
  return (
    <details className="group rounded-lg bg-card shadow-card">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <ListTree className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t('On this page')}
          <span className="text-sm font-normal text-ink-subtle">
            {t('{{count}} sections', { count: sections.length })}
          </span>
        </span>
        <ChevronDown
          className="h-5 w-5 text-ink-subtle transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <nav aria-label={t('On this page')} className="border-t border-line px-2 py-2">
        <TocLinks sections={sections} />
      </nav>
    </details>
  );
}

function TocLinks({ sections, active }: { sections: PolicySection[]; active?: string }) {
  const render = usePolicyText();
  return (
    <ol className="space-y-0.5 text-sm">
      {sections.map((section, index) => {
        const current = section.id === active;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current ? 'location' : undefined}
              className={`flex gap-2 rounded-md border-s-2 px-2 py-1.5 leading-snug hover:bg-brand-50 hover:text-brand-700 ${
                current
                  ? 'border-brand-700 bg-brand-50 font-semibold text-brand-700'
                  : 'border-transparent text-ink-muted'
              }`}
            >
              <span className="w-4 shrink-0 tabular-nums text-ink-subtle" aria-hidden="true">
                {index + 1}
              </span>
              {render(section.heading)}
            </a>
          </li>
        );
      })}
    </ol>
  );
}
