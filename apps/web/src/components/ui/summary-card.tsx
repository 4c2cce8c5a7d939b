// The white card with a small upper-case heading that holds a page's money summary (cart, checkout).
import type { ReactNode } from 'react';

export function SummaryCard({
  id,
  title,
  testId,
  children,
}: {
  /** The heading's id, which labels the section for screen readers. */
  id: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-card shadow-card" data-testid={testId}>
      <h2
        id={id}
        className="scroll-mt-36 border-b border-line px-4 py-3 text-sm font-bold uppercase tracking-wide text-ink-muted"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
