// One labelled contact-form control with its error wired through aria-invalid and aria-describedby.
import type { ComponentPropsWithRef, ReactNode } from 'react';

const controlClass =
  'w-full rounded-md border bg-card px-3 text-base text-ink placeholder:text-ink-subtle focus:outline-none focus-visible:ring-2 focus-visible:outline-none';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function stateClass(error?: string): string {
  return error
    ? 'border-danger focus-visible:ring-danger/30'
    : 'border-line focus:border-brand-600 focus-visible:ring-brand-200';
}

type InputFieldProps = ComponentPropsWithRef<'input'> & { id: string; label: string; error?: string };

export function ContactInput({ id, label, error, className = '', ...input }: InputFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        className={`${controlClass} h-11 ${stateClass(error)} ${className}`}
        {...input}
      />
    </FieldShell>
  );
}

type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & { id: string; label: string; error?: string };

export function ContactTextarea({ id, label, error, className = '', ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        className={`${controlClass} min-h-36 resize-y py-2.5 ${stateClass(error)} ${className}`}
        {...textarea}
      />
    </FieldShell>
  );
}
