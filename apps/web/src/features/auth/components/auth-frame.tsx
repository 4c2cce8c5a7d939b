// The white card the account pages sit in: the picture carousel beside the form on large screens (a strip above
// it on phones) for sign-in and sign-up, a narrower single column for password reset.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthCarousel } from './auth-carousel.tsx';

export function AuthFrame({ carousel = false, children }: { carousel?: boolean; children: ReactNode }) {
  if (!carousel) {
    return <div className="w-full max-w-md rounded-2xl bg-card p-5 shadow-pop sm:p-8">{children}</div>;
  }
  return (
    <div className="grid w-full max-w-5xl overflow-hidden rounded-2xl bg-card shadow-pop lg:min-h-[36rem] lg:grid-cols-[5fr_6fr]">
      <AuthCarousel />
      <div className="p-5 sm:p-8 lg:px-12 lg:py-10">{children}</div>
    </div>
  );
}

/** The heading block of each step: one h1 per page, a line under it. */
export function AuthHeading({
  title,
  subtitle,
  icon,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mb-5">
      {icon}
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>}
    </div>
  );
}

/** A failure of the whole form (not of one field), read out as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <p className="rounded-lg border border-danger/30 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** The way back from a code step to the step before it. */
export function StepBackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {label}
    </button>
  );
}
