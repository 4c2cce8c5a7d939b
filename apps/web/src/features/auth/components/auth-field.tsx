// Labelled inputs of the account forms: the error is tied to the input (aria-invalid, aria-describedby) and the
// password input can be shown in clear text.
import { Eye, EyeOff, Lock, Mail, type LucideIcon } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  id: string;
  label: string;
  icon?: LucideIcon;
  error?: string | undefined;
  /** A line under the input, read with it (e.g. what the code was sent to). */
  hint?: ReactNode;
  /** Something drawn inside the input at the end (the show-password button). */
  trailing?: ReactNode;
};

export function AuthField({
  id,
  label,
  icon: Icon,
  error,
  hint,
  trailing,
  className = '',
  ...input
}: InputProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        {Icon && (
          <Icon
            aria-hidden="true"
            className={`pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 ${error ? 'text-danger' : 'text-ink-subtle'}`}
          />
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`h-12 w-full rounded-lg border bg-card text-base text-ink placeholder:text-ink-subtle focus:outline-none focus-visible:ring-2 ${
            Icon ? 'ps-10' : 'ps-3'
          } ${trailing ? 'pe-12' : 'pe-3'} ${
            error
              ? 'border-danger bg-danger-50/40 focus-visible:ring-danger/30'
              : 'border-line focus:border-brand-600 focus-visible:ring-brand-200'
          } ${className}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

export function PasswordField(props: Omit<InputProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <AuthField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('Hide password') : t('Show password')}
          aria-controls={props.id}
          className="flex size-10 items-center justify-center rounded-md text-ink-muted hover:bg-page hover:text-ink"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}

/** The account e-mail input; a form may still set its own autocomplete hint. */
export function EmailField(props: Omit<InputProps, 'label' | 'icon'>) {
  const { t } = useTranslation();
  return (
    <AuthField
      label={t('Email address')}
      icon={Mail}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('you@example.com')}
      {...props}
    />
  );
}

/** A new password, or (confirm) the same typed again. */
export function NewPasswordField({
  confirm = false,
  ...props
}: Omit<InputProps, 'type' | 'trailing' | 'icon' | 'autoComplete' | 'placeholder'> & { confirm?: boolean }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      icon={Lock}
      autoComplete="new-password"
      placeholder={confirm ? t('Type it again') : t('Min. 6 characters')}
      {...props}
    />
  );
}
