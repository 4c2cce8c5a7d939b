// A labelled track-order input with a hint and an error, both tied to it through aria-describedby.
import type { ComponentPropsWithRef } from 'react';

type TrackOrderFieldProps = ComponentPropsWithRef<'input'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

export function TrackOrderField({ id, label, hint, error, ...input }: TrackOrderFieldProps) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required
        className={`h-11 w-full rounded-md border bg-card px-3 text-base text-ink placeholder:text-ink-subtle focus:outline-none focus-visible:ring-2 focus-visible:outline-none ${
          error
            ? 'border-danger focus-visible:ring-danger/30'
            : 'border-line focus:border-brand-600 focus-visible:ring-brand-200'
        }`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-subtle">
          {hint}
        </p>
      )}
    </div>
  );
}
