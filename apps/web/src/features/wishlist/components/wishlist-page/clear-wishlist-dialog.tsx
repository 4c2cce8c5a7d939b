// Clear All on /wishlist asks first (spec 3 §4 Wishlist clear) in an accessible alert dialog: focus moves into it,
// Escape or Cancel keeps the list, and focus returns to Clear All.
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

export function ClearWishlistDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        disabled={disabled}
        className="inline-flex items-center gap-1.5 rounded-md border border-line bg-card px-3 py-2 text-sm font-semibold text-danger hover:bg-danger-50 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('Clear All')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-5 shadow-pop focus:outline-none">
          <AlertDialog.Title className="text-base font-bold text-ink">
            {t('Clear wishlist?')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {t('Are you sure you want to clear your entire wishlist?')}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className="rounded-md border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-page">
              {t('Cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-md bg-danger px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
            >
              {t('Clear All')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
