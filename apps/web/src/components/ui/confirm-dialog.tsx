// An action that asks first, in an accessible alert dialog: focus moves into it, Escape or Cancel keeps things as
// they are, and focus returns to the trigger. The caller gives the trigger button (any look) and the words.
import { AlertDialog } from 'radix-ui';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  /** A <button>; it receives the dialog's trigger props. */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-5 shadow-pop focus:outline-none">
          <AlertDialog.Title className="text-base font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {description}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className="rounded-md border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-page">
              {t('Cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-md bg-danger px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
