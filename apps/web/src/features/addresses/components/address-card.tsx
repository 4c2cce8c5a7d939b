// One saved address as a card: name, type and phone, then the address. At checkout it is a radio card (the whole
// card selects it); elsewhere it is plain. Edit opens the form in its place.
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@haat/domain/addresses/address.schema';
import { DeleteAddressButton } from './delete-address-button.tsx';

export function addressLines(address: Address): string {
  return [
    address.addressLine1,
    address.addressLine2,
    address.city,
    `${address.state} - ${address.postalCode}`,
    address.country,
  ]
    .filter((part) => part && part.trim())
    .join(', ');
}

export function AddressCard({
  address,
  radioName,
  selected = false,
  onSelect,
  onEdit,
  deletable = false,
}: {
  address: Address;
  /** The radio group's name: the card is selectable when given. */
  radioName?: string;
  selected?: boolean;
  onSelect?: () => void;
  onEdit?: () => void;
  /** Offers Delete (settings); checkout only edits. */
  deletable?: boolean;
}) {
  const { t } = useTranslation();
  const body = (
    <span className="min-w-0 flex-1">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-ink">{address.fullName}</span>
        <span className="rounded-sm bg-page px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-ink-muted">
          {t(address.addressType)}
        </span>
        {address.isDefault && (
          <span className="rounded-sm bg-brand-50 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-brand-700">
            {t('Default')}
          </span>
        )}
        <span dir="ltr" className="text-sm font-semibold text-ink">
          {address.phone}
        </span>
      </span>
      <span className="mt-1 block text-sm leading-relaxed text-ink-muted">
        <bdi>{addressLines(address)}</bdi>
      </span>
    </span>
  );
  return (
    <div
      className={`flex items-start gap-3 px-4 py-3.5 ${selected ? 'bg-brand-50/60' : 'bg-card'}`}
      data-testid="address-card"
    >
      {radioName ? (
        <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
          <input
            type="radio"
            name={radioName}
            checked={selected}
            onChange={onSelect}
            className="mt-1 size-4 shrink-0 accent-brand-700"
            aria-label={t('Deliver to {{name}}, {{address}}', {
              name: address.fullName,
              address: addressLines(address),
            })}
          />
          {body}
        </label>
      ) : (
        body
      )}
      {(onEdit || deletable) && (
        <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
          {onEdit && <EditButton name={address.fullName} onEdit={onEdit} />}
          {deletable && <DeleteAddressButton address={address} />}
        </span>
      )}
    </div>
  );
}

function EditButton({ name, onEdit }: { name: string; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onEdit}
      aria-label={t('Edit address of {{name}}', { name })}
      className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-xs font-bold uppercase tracking-wide text-brand-700 hover:bg-brand-50"
    >
      <Pencil aria-hidden="true" className="size-3.5" />
      {t('Edit')}
    </button>
  );
}
