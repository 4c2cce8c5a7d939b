// A labelled required form control (input or textarea) with its error and hint tied to it through
// aria-invalid and aria-describedby.
import type { ComponentPropsWithRef, ReactNode } from 'react';

const controlClass =
  'w-full rounded-md border bg-card px-3 text-base text-ink placeholder:text-ink-subtle focus:outline-none focus-visible:ring-2 focus-visible:outline-none';

interface FieldTextProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** A quiet line under the control, read with it. */
  hint?: string | undefined;
  /** Draws a red asterisk after the label (the control is aria-required either way). */
  requiredMark?: boolean;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  requiredMark = false,
  children,
}: FieldTextProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {requiredMark && (
          <span aria-hidden className="ms-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {children}
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

function controlProps({ id, error, hint }: FieldTextProps) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': true,
  };
}

function stateClass(error?: string): string {
  return error
    ? 'border-danger focus-visible:ring-danger/30'
    : 'border-line focus:border-brand-600 focus-visible:ring-brand-200';
}

type FormInputProps = ComponentPropsWithRef<'input'> & FieldTextProps;

export function FormInput({
  id,
  label,
  error,
  hint,
  requiredMark,
  className = '',
  ...input
}: FormInputProps) {
  const text = { id, label, error, hint, requiredMark };
  return (
    <FieldShell {...text}>
      <input
        {...controlProps(text)}
        className={`${controlClass} h-11 ${stateClass(error)} ${className}`}
        {...input}
      />
    </FieldShell>
  );
}

type FormTextareaProps = ComponentPropsWithRef<'textarea'> & FieldTextProps;

export function FormTextarea({
  id,
  label,
  error,
  hint,
  requiredMark,
  className = '',
  ...textarea
}: FormTextareaProps) {
  const text = { id, label, error, hint, requiredMark };
  return (
    <FieldShell {...text}>
      <textarea
        {...controlProps(text)}
        className={`${controlClass} min-h-36 resize-y py-2.5 ${stateClass(error)} ${className}`}
        {...textarea}
      />
    </FieldShell>
  );
}
