// Renders the structured sections of a policy document; every text goes through t() via usePolicyText.
import { ExternalLink, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PolicyBlock, PolicySection } from '../content/policy-types.ts';
import { usePolicyText } from '../hooks/use-policy-text.ts';
import { PolicyContactCard } from './policy-contact-card.tsx';

export function PolicySections({ sections }: { sections: PolicySection[] }) {
  const render = usePolicyText();
  return (
    <div className="divide-y divide-line">
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-32 py-5 first:pt-0 last:pb-0 md:py-6"
        >
          <h2
            id={`${section.id}-heading`}
            className="flex items-baseline gap-2 text-lg font-semibold text-ink"
          >
            <span className="text-sm font-bold tabular-nums text-brand-700" aria-hidden="true">
              {index + 1}.
            </span>
            {render(section.heading)}
          </h2>
          <div className="mt-3 max-w-[75ch] space-y-3 text-[15px] leading-relaxed text-ink-muted">
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  const render = usePolicyText();
  switch (block.kind) {
    case 'paragraph':
      return <p>{render(block.text)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`space-y-1.5 ps-5 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-700`}
        >
          {block.items.map((item, i) => (
            <li key={i} className="ps-1">
              {render(item)}
            </li>
          ))}
        </List>
      );
    }
    case 'facts':
      return (
        <div className="overflow-hidden rounded-lg border border-line">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{render(block.caption)}</caption>
            <thead className="bg-brand-50 text-ink">
              <tr>
                <th scope="col" className="w-2/5 px-3 py-2 font-semibold">
                  {render(block.columns[0])}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {render(block.columns[1])}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {block.rows.map(([label, value], i) => (
                <tr key={i} className="align-top">
                  <th scope="row" className="px-3 py-2.5 font-medium text-ink">
                    {render(label)}
                  </th>
                  <td className="px-3 py-2.5">{render(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return (
        <p className="flex gap-2 rounded-lg border border-accent-100 bg-accent-50 px-3 py-2.5 text-sm text-ink">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" aria-hidden="true" />
          <span>{render(block.text)}</span>
        </p>
      );
    case 'links':
      return <BlockLinks items={block.items} />;
    case 'contact':
      return <PolicyContactCard />;
  }
}

function BlockLinks({ items }: { items: Extract<PolicyBlock, { kind: 'links' }>['items'] }) {
  const { t } = useTranslation();
  const render = usePolicyText();
  return (
    <p className="flex flex-wrap gap-2">
      {items.map((item) => (
        <a
          key={item.href}
          href={item.href}
          {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {render(item.label)}
          {item.external && (
            <>
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">{t('(opens in a new tab)')}</span>
            </>
          )}
        </a>
      ))}
    </p>
  );
}
