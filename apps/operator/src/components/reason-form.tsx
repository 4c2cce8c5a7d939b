// An action that needs a reason (docs/behaviour/operator.md#reasons): a button that opens a labelled text box in
// place, the reason required (1-500 characters), the API's refusal shown under it. Escape or Cancel closes it and
// gives focus back to the button.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@haat/staff-ui/api';
import { Button } from '@haat/staff-ui/ui';

export function ReasonAction({
  label,
  reasonLabel,
  tone = 'danger',
  onSubmit,
}: {
  label: string;
  reasonLabel: string;
  tone?: 'primary' | 'danger' | 'secondary';
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // The button is mounted again once the form closes: focus it then, not before (it is not in the page yet).
  useEffect(() => {
    if (!open && refocus.current) {
      refocus.current = false;
      opener.current?.focus();
    }
  }, [open]);
  const close = () => {
    refocus.current = true;
    setOpen(false);
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError(t('Give a reason: the seller or shopper reads it.'));
    if (text.length > 500) return setError(t('Keep the reason under 500 characters.'));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text);
      setReason('');
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError ? t(err.message) : t('Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  if (!open)
    return (
      <Button ref={opener} tone={tone} onClick={() => setOpen(true)} aria-expanded={false}>
        {label}
      </Button>
    );
  return (
    <form
      className="w-full space-y-2 rounded-lg border border-line bg-page p-3"
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
      noValidate
    >
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {reasonLabel}
      </label>
      <textarea
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={3}
        maxLength={600}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-line bg-white p-3 text-base text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" tone={tone} busy={busy}>
          {label}
        </Button>
        <Button tone="secondary" onClick={close}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
