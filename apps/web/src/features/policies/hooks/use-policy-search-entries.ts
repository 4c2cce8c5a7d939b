// Every section of every policy as a searchable entry (translated heading, policy, link and full text).
import { useMemo } from 'react';
import { POLICY_LIST } from '../content/policy-registry.ts';
import type { PolicyBlock, PolicyInline } from '../content/policy-types.ts';
import { usePolicyText } from './use-policy-text.ts';

export interface PolicySearchEntry {
  id: string;
  title: string;
  context: string;
  to: string;
  text: string;
}

export function usePolicySearchEntries(): PolicySearchEntry[] {
  const render = usePolicyText();
  return useMemo(
    () =>
      POLICY_LIST.flatMap((policy) => {
        const context = render(policy.title);
        return policy.sections.map((section) => ({
          id: `${policy.slug}#${section.id}`,
          title: render(section.heading),
          context,
          to: `/${policy.slug}#${section.id}`,
          text: section.blocks
            .flatMap((block) => blockTexts(block))
            .map(render)
            .join(' '),
        }));
      }),
    [render],
  );
}

function blockTexts(block: PolicyBlock): PolicyInline[] {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return [block.text];
    case 'list':
      return block.items;
    case 'facts':
      return block.rows.flat();
    case 'links':
      return block.items.map((item) => item.label);
    case 'contact':
      return [];
  }
}
