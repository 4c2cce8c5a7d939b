// Guards the policy texts: anchors unique, every placeholder filled, and no business number typed into the prose.
import { describe, expect, it } from 'vitest';
import { POLICIES, POLICY_LIST } from './policy-registry.ts';
import { POLICY_SLUGS, type PolicyBlock, type PolicyInline, type PolicyText } from './policy-types.ts';

function blockTexts(block: PolicyBlock): PolicyInline[] {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return [block.text];
    case 'list':
      return block.items;
    case 'facts':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'links':
      return block.items.map((item) => item.label);
    case 'contact':
      return [];
  }
}

/** Every text, with `fromDomain` set on translated values that come from @haat/domain (e.g. "1-2 days"). */
function allTexts(): (PolicyText & { fromDomain: boolean })[] {
  const out: (PolicyText & { fromDomain: boolean })[] = [];
  const add = (inline: PolicyInline, fromDomain = false) => {
    const text = typeof inline === 'string' ? { text: inline } : inline;
    out.push({ ...text, fromDomain });
    for (const value of Object.values(text.values ?? {})) if (typeof value === 'object') add(value, true);
  };
  for (const policy of POLICY_LIST) {
    add(policy.title);
    add(policy.summary);
    for (const section of policy.sections) {
      add(section.heading);
      for (const inline of section.blocks.flatMap(blockTexts)) add(inline);
    }
  }
  return out;
}

// Years in the names of Indian laws are the only digits allowed in the prose itself.
const LAW_YEARS = /\b(?:Act|Rules), (?:2000|2019|2020|2023)\b/g;

describe('policy content', () => {
  it('has all six policies, each under its own slug', () => {
    expect(POLICY_LIST.map((p) => p.slug)).toEqual([...POLICY_SLUGS]);
    for (const slug of POLICY_SLUGS) expect(POLICIES[slug].slug).toBe(slug);
  });

  it('gives every section a unique anchor and at least one block', () => {
    for (const policy of POLICY_LIST) {
      const ids = policy.sections.map((s) => s.id);
      expect(new Set(ids).size, policy.slug).toBe(ids.length);
      for (const section of policy.sections) expect(section.blocks.length, section.id).toBeGreaterThan(0);
    }
  });

  it('fills every placeholder, and every value is used', () => {
    for (const { text, values = {} } of allTexts()) {
      const placeholders = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');
      for (const name of placeholders) {
        if (name !== 'brand') expect(values, `${name} in "${text}"`).toHaveProperty(name);
      }
      for (const name of Object.keys(values))
        expect(placeholders, `${name} unused in "${text}"`).toContain(name);
    }
  });

  it('types no number into the prose: numbers come from @haat/domain', () => {
    for (const { text } of allTexts().filter((t) => !t.fromDomain)) {
      const prose = text.replace(LAW_YEARS, '').replace(/Argon2id/g, '');
      expect(prose, text).not.toMatch(/\d/);
    }
  });

  it('ends every policy with the grievance or support contact', () => {
    for (const policy of POLICY_LIST) {
      const last = policy.sections.at(-1);
      expect(
        last?.blocks.some((b) => b.kind === 'contact'),
        policy.slug,
      ).toBe(true);
    }
  });
});
