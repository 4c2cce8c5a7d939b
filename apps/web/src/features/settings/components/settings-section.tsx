// One tab's white card: a heading and a line saying what the tab is for, then its content.
import type { ReactNode } from 'react';

export function SettingsSection({
  title,
  description,
  action,
  children,
  flush = false,
}: {
  title: string;
  description?: string;
  /** A button beside the heading (e.g. Add New Card). */
  action?: ReactNode;
  children: ReactNode;
  /** Content runs edge to edge (lists with their own dividers). */
  flush?: boolean;
}) {
  return (
    <section className="overflow-hidden rounded-lg bg-card shadow-card">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-4 py-4 md:px-6">
        <div className="min-w-0">
          <h2 className="text-base font-bold text-ink md:text-lg">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
        </div>
        {action}
      </header>
      <div className={flush ? undefined : 'px-4 py-5 md:px-6'}>{children}</div>
    </section>
  );
}

/** The tabs' main button: the store's accent (the same as Save Address and Place Order). */
export const primaryButtonClass =
  'inline-flex min-w-36 items-center justify-center gap-2 rounded-md bg-accent-400 px-5 py-3 text-sm font-bold text-ink hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-line bg-card px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60';
