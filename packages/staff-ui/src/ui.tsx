// The staff apps' primitives (Seller Central and the operator console): a labelled field with its error and hint,
// buttons, a card, an alert, a spinner. No domain knowledge.
import {
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

/** A label, its control and the control's hint and error, tied together by ids (aria-describedby lists both). */
function LabelledControl({
  label,
  error,
  hint,
  control,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {control({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const controlBorder = (error: string | undefined) =>
  `w-full rounded-lg border bg-white px-3 text-base text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
    error ? 'border-danger' : 'border-line'
  }`;

export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      control={(aria) => <input {...aria} className={`block h-12 ${controlBorder(error)}`} {...input} />}
    />
  );
}

/** Field for several lines of text. */
export function TextArea({
  label,
  error,
  hint,
  ...area
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      control={(aria) => (
        <textarea {...aria} rows={4} className={`block py-2 ${controlBorder(error)}`} {...area} />
      )}
    />
  );
}

export function Button({
  tone = 'primary',
  busy = false,
  children,
  className = '',
  ...rest
}: {
  tone?: 'primary' | 'secondary' | 'danger';
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const tones = {
    primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
    secondary: 'border border-line bg-white text-ink hover:bg-page',
    danger: 'border border-danger/40 bg-white text-danger hover:bg-danger-50',
  };
  return (
    <button
      type="button"
      aria-busy={busy || undefined}
      disabled={busy || rest.disabled}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 text-base font-semibold transition-colors disabled:cursor-not-allowed ${tones[tone]} ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-xl bg-card p-4 shadow-card md:p-6 ${className}`}>{children}</section>;
}

export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const tones = {
    error: 'border-danger/30 bg-danger-50 text-danger',
    success: 'border-success/30 bg-success-50 text-success',
    info: 'border-brand-100 bg-brand-50 text-brand-900',
  };
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-ink-muted">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden
      />
      <span>{label}</span>
    </div>
  );
}
