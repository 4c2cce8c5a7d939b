// A password field with a show/hide toggle: the toggle is a real button named for what it does, and the field keeps
// its label, error and hint wiring from FormInput.
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../../components/ui/form-field.tsx';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

export function PasswordInput({ label, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <FormInput {...props} label={label} requiredMark type={shown ? 'text' : 'password'} className="pe-12" />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? t('Hide {{field}}', { field: label }) : t('Show {{field}}', { field: label })}
        aria-pressed={shown}
        aria-controls={props.id}
        className="absolute end-1 top-[1.625rem] grid size-10 place-items-center rounded-md text-ink-muted hover:bg-page hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
