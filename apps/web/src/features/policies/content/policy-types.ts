// The shape of a policy document: English texts are the i18n keys, rendered through t() with their values.
export const POLICY_SLUGS = [
  'privacy-policy',
  'terms',
  'cancellation-refund',
  'shipping-delivery',
  'return-policy',
  'security',
] as const;

export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}

/** A text with {{placeholders}}; values are filled at render time so numbers come from @haat/domain. A value
 * that is itself a PolicyText (e.g. "1-2 days", "6 PM") is translated too. */
export interface PolicyText {
  text: string;
  values?: Record<string, PolicyValue>;
}

export type PolicyValue = string | number | PolicyText;

export type PolicyInline = string | PolicyText;

export type PolicyBlock =
  | { kind: 'paragraph'; text: PolicyInline }
  | { kind: 'list'; items: PolicyInline[]; ordered?: boolean }
  /** Labelled facts, e.g. a delivery option and its charge. */
  | {
      kind: 'facts';
      caption: string;
      columns: readonly [string, string];
      rows: ReadonlyArray<readonly [PolicyInline, PolicyInline]>;
    }
  | { kind: 'note'; text: PolicyInline }
  /** Call-to-action links, e.g. a helpline number or an official portal. */
  | { kind: 'links'; items: { label: PolicyInline; href: string; external?: boolean }[] }
  /** The grievance officer and support contact card, filled from SUPPORT_CONTACT. */
  | { kind: 'contact' };

export interface PolicySection {
  /** Anchor for the table of contents; unique within the document. */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  slug: PolicySlug;
  title: string;
  /** One line under the title and on cross-link cards. */
  summary: string;
  sections: PolicySection[];
}

/** A text with values, written inline in the content modules. */
export function withValues(text: string, values: Record<string, PolicyValue>): PolicyText {
  return { text, values };
}

/** A value from @haat/domain that carries words (e.g. "1-2 days"), so it is translated as well. */
export function translated(text: string): PolicyText {
  return { text };
}
