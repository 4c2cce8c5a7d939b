// Clear All on /wishlist asks first (docs/behaviour/wishlist.md#wishlist-page) in an accessible alert dialog: focus
// moves into it, Escape or Cancel keeps the list, and focus returns to Clear All.
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';

export function ClearWishlistDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          disabled={disabled}
          className="inline-flex items-center gap-1.5 rounded-md border border-line bg-card px-3 py-2 text-sm font-semibold text-danger hover:bg-danger-50 disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('Clear All')}
        </button>
      }
      title={t('Clear wishlist?')}
      description={t('Are you sure you want to clear your entire wishlist?')}
      confirmLabel={t('Clear All')}
      onConfirm={onConfirm}
    />
  );
}
