// The setup form's own controls: a read-only value with a lock, a row of choice chips (gender) and a switch with
// its description (preferences). Each is labelled and reachable by keyboard.
import { Lock } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export function ReadOnlyField({
  id,
  label,
  value,
  dir,
}: {
  id: string;
  label: string;
  value: string;
  dir?: 'ltr';
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          readOnly
          value={value}
          dir={dir}
          className="h-11 w-full cursor-default rounded-md border border-line bg-page ps-3 pe-10 text-base text-ink-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
        />
        <Lock aria-hidden="true" className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-subtle" />
      </div>
    </div>
  );
}

export function ChoiceChips<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-ink">
        {legend}
        <span aria-hidden className="ms-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200 ${
              value === option.value
                ? 'border-brand-600 bg-brand-50 text-brand-700'
                : `${error ? 'border-danger' : 'border-line'} bg-card text-ink hover:bg-page`
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function PreferenceSwitch({
  id,
  label,
  description,
  ...input
}: { id: string; label: string; description: ReactNode } & Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'id'
>) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3 py-3">
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span id={`${id}-description`} className="block text-xs text-ink-muted">
          {description}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-description`}
        className="peer sr-only"
        {...input}
      />
      <span
        aria-hidden="true"
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-line transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-200 after:absolute after:top-0.5 after:start-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
      />
    </label>
  );
}
