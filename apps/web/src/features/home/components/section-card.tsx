// The white card every home section sits in: an h2, an optional subtitle and action (e.g. View All), content.
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  /** Hide the heading visually (it still names the section for screen readers). */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

export function SectionCard({
  title,
  subtitle,
  action,
  hideTitle = false,
  className = '',
  children,
}: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-lg bg-card p-3 shadow-card md:p-4 ${className}`}>
      {hideTitle ? (
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
      ) : (
        <div className="mb-3 flex items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-bold leading-tight text-ink md:text-lg">
              {title}
            </h2>
            {subtitle && <p className="mt-0.5 text-xs text-ink-muted md:text-sm">{subtitle}</p>}
          </div>
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
