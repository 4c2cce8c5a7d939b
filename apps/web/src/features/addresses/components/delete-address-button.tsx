// Delete on a saved address (spec 3 §Settings addresses, §7 DELETE /users/addresses/{id}): asks first in an
// accessible alert dialog (focus moves in, Escape or Cancel keeps the address, focus returns to Delete), then removes
// it and says so; the server's answer replaces the cached book.
import { Loader2, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MESSAGES, type Address } from '@haat/domain/addresses/address.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
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
    <AlertDialog.Root>
      <AlertDialog.Trigger
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
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-5 shadow-pop focus:outline-none">
          <AlertDialog.Title className="text-base font-bold text-ink">
            {t('Delete this address?')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {t('The address of {{name}} in {{city}} will be removed from your address book.', {
              name: address.fullName,
              city: address.city,
            })}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className="rounded-md border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-page">
              {t('Cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-md bg-danger px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
            >
              {t('Delete')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
