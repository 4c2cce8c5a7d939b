// Delete on a saved address (docs/behaviour/account.md#addresses-tab, #calls DELETE /users/addresses/{id}): asks
// first in an accessible alert dialog (focus moves in, Escape or Cancel keeps the address, focus returns to Delete),
// then removes it and says so; the server's answer replaces the cached book.
import { Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MESSAGES, type Address } from '@haat/domain/addresses/address.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteAddress } from '../api/delete-address.ts';

export function DeleteAddressButton({ address }: { address: Address }) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const onConfirm = () =>
    remove.mutate(address._id, {
      onSuccess: () => toast.success(t(ADDRESS_MESSAGES.deleted)),
      onError: (failure) => {
        console.error('Deleting the address failed', failure);
        toast.error(t(failure instanceof ApiRequestError ? failure.message : MESSAGES.somethingWentWrong));
      },
    });
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          disabled={remove.isPending}
          aria-label={t('Delete address of {{name}}', { name: address.fullName })}
          className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-xs font-bold uppercase tracking-wide text-danger hover:bg-danger-50 disabled:opacity-50"
        >
          {remove.isPending ? (
            <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
          ) : (
            <Trash2 aria-hidden="true" className="size-3.5" />
          )}
          {t('Delete')}
        </button>
      }
      title={t('Delete this address?')}
      description={t('The address of {{name}} in {{city}} will be removed from your address book.', {
        name: address.fullName,
        city: address.city,
      })}
      confirmLabel={t('Delete')}
      onConfirm={onConfirm}
    />
  );
}
