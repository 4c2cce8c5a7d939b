// The error and empty panels of the browsing pages: an icon, the spec's message, and one action button.
import { RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function StatusPanel({
  icon: Icon,
  tone,
  title,
  text,
  action,
  role,
}: {
  icon: LucideIcon;
  tone: 'danger' | 'neutral';
  title: string;
  text?: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
}) {
  const toneClass = tone === 'danger' ? 'bg-danger-50 text-danger' : 'bg-brand-50 text-brand-700';
  return (
    <section role={role} className="rounded-lg bg-card px-4 py-10 text-center shadow-card md:py-14">
      <span
        aria-hidden="true"
        className={`mx-auto grid size-14 place-items-center rounded-full ${toneClass}`}
      >
        <Icon className="size-7" />
      </span>
      <h2 className="mt-3 text-base font-semibold text-ink md:text-lg">{title}</h2>
      {text && <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">{text}</p>}
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </section>
  );
}

/** The solid button the panels use for Try Again and Clear Filters. */
export function PanelButton({
  onClick,
  children,
  busy = false,
}: {
  onClick: () => void;
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** 'Try Again' for a failed load; spins while the retry is in flight. */
export function RetryButton({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <PanelButton onClick={onRetry} busy={busy}>
      <RotateCw aria-hidden="true" className={`size-4 ${busy ? 'animate-spin' : ''}`} />
      {t('Try Again')}
    </PanelButton>
  );
}
