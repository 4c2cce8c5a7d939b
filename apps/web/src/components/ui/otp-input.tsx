// A six-box one-time code input: one digit per box, digits only, typing moves on, Backspace goes back, a paste or
// an SMS autofill fills up to six boxes. The boxes form one labelled group; each box says which digit it is.
import { useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { enterDigits, eraseDigit, OTP_BOX_COUNT, otpBoxesOf, otpValueOf, typedText } from './otp-boxes.ts';

interface OtpInputProps {
  id: string;
  /** The group's label, already translated ("Email OTP"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Where the code went, already translated; read with the group. */
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  /** Given the first box, so a form can focus the group (react-hook-form's field.ref). */
  ref?: Ref<HTMLInputElement>;
}

export function OtpInput({ id, label, value, onChange, onBlur, hint, error, disabled, ref }: OtpInputProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = otpBoxesOf(value);

  const apply = ({ boxes: next, focus }: { boxes: string[]; focus: number }) => {
    onChange(otpValueOf(next));
    const target = inputs.current[focus];
    target?.focus();
    target?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Handled here rather than in onChange: typing the digit a box already holds changes nothing, so React
      // fires no change and focus would not move on. (Touch keyboards that send no key still go by onChange.)
      event.preventDefault();
      apply(enterDigits(boxes, index, event.key));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseDigit(boxes, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_BOX_COUNT - 1) {
      event.preventDefault();
      inputs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterDigits(boxes, index, event.clipboardData.getData('text')));
  };

  const labelId = `${id}-label`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-semibold text-ink">
        {label}
      </p>
      {/* Codes read left to right in every language. */}
      <div
        role="group"
        aria-labelledby={labelId}
        dir="ltr"
        className="flex max-w-xs gap-1.5 sm:max-w-sm sm:gap-2"
      >
        {boxes.map((digit, index) => (
          <input
            key={index}
            id={index === 0 ? id : `${id}-${index}`}
            ref={(element) => {
              inputs.current[index] = element;
              if (index === 0 && ref) {
                if (typeof ref === 'function') ref(element);
                else ref.current = element;
              }
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('{{label}}, digit {{position}} of {{count}}', {
              label,
              position: index + 1,
              count: OTP_BOX_COUNT,
            })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            disabled={disabled}
            value={digit}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onChange={(event) => apply(enterDigits(boxes, index, typedText(digit, event.target.value)))}
            className={`aspect-square h-auto min-w-0 flex-1 rounded-lg border bg-card text-center text-xl font-bold text-ink tabular-nums caret-brand-700 selection:bg-transparent focus:outline-none focus-visible:ring-2 disabled:bg-page disabled:text-ink-subtle sm:text-2xl ${
              error
                ? 'border-danger bg-danger-50/40 focus-visible:ring-danger/30'
                : `${digit ? 'border-brand-600' : 'border-line'} focus:border-brand-600 focus-visible:ring-brand-200`
            }`}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
