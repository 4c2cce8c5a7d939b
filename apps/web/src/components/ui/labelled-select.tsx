// A labelled native select with an icon: phones show their own picker and the keyboard works as everywhere.
// The listing's sort, the trending sort and the trending period share it.
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectOption<T extends string> {
  value: T;
  /** English text, translated here. */
  label: string;
}

export function LabelledSelect<T extends string>({
  label,
  icon: Icon,
  value,
  options,
  onChange,
  labelOnPhone = true,
  className = '',
}: {
  /** English text, translated here. */
  label: string;
  icon: LucideIcon;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** false keeps the label for screen readers only on narrow screens. */
  labelOnPhone?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="flex items-center gap-1 text-sm whitespace-nowrap text-ink-muted">
        <Icon aria-hidden="true" className="size-4" />
        <span className={labelOnPhone ? '' : 'sr-only sm:not-sr-only'}>{t(label)}</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-9 min-w-0 flex-1 rounded-md border border-line bg-card px-2 text-sm font-medium text-ink focus:border-brand-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
