// The saved addresses with their add/edit form (docs/behaviour/checkout.md#shipping-step,
// docs/behaviour/account.md#addresses-tab): radio cards when a choice is asked for, the default chosen first; 'No
// addresses found' opens the add form; the form toggles between add and edit and closes after a successful save,
// choosing a newly added address.
import { MapPinPlus, RotateCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MESSAGES, type Address } from '@haat/domain/addresses/address.schema';
import { useAddresses } from '../api/addresses-query.ts';
import { AddressCard } from './address-card.tsx';
import { AddressForm } from './address-form.tsx';

type FormMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: string };

function AddressSkeleton() {
  return (
    <div aria-hidden="true" className="divide-y divide-line">
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-3 px-4 py-4">
          <span className="mt-1 size-4 rounded-full bg-page" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-1/3 animate-pulse rounded bg-page" />
            <span className="block h-3 w-4/5 animate-pulse rounded bg-page" />
          </span>
        </div>
      ))}
    </div>
  );
}

export function AddressBook({
  selectedId,
  onSelect,
  onAddresses,
  allowDelete = false,
}: {
  /** With onSelect: the cards are radios. */
  selectedId?: string | null;
  onSelect?: (address: Address) => void;
  /** Told every time the book changes (checkout needs the chosen address's pincode). */
  onAddresses?: (addresses: Address[]) => void;
  /** Settings offers Delete on each card; checkout does not. */
  allowDelete?: boolean;
}) {
  const { t } = useTranslation();
  const radioName = useId();
  const { data, error, isPending, isFetching, refetch } = useAddresses();
  const [mode, setMode] = useState<FormMode>({ kind: 'closed' });
  const addresses = data?.addresses;
  const empty = data?.empty ?? false;

  useEffect(() => {
    if (addresses) onAddresses?.(addresses);
  }, [addresses, onAddresses]);

  // The default is chosen until the shopper chooses; a chosen address that was deleted is forgotten.
  useEffect(() => {
    if (!addresses || !onSelect) return;
    if (selectedId && addresses.some((a) => a._id === selectedId)) return;
    const preferred = addresses.find((a) => a.isDefault);
    if (preferred) onSelect(preferred);
  }, [addresses, onSelect, selectedId]);

  if (isPending) return <AddressSkeleton />;
  if (error && !addresses) {
    return (
      <div role="alert" className="px-4 py-6 text-center">
        <p className="text-sm text-danger">{t('Failed to load addresses')}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="mt-3 inline-flex items-center gap-2 rounded-md border border-line px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          {t('Try Again')}
        </button>
      </div>
    );
  }

  const list = addresses ?? [];
  const adding = mode.kind === 'add' || empty;
  const saved = (address: Address) => {
    setMode({ kind: 'closed' });
    onSelect?.(address);
  };

  return (
    <div>
      {list.length > 0 && (
        <div
          role={onSelect ? 'radiogroup' : undefined}
          aria-label={onSelect ? t('Saved addresses') : undefined}
          className="divide-y divide-line"
        >
          {list.map((address) =>
            mode.kind === 'edit' && mode.id === address._id ? (
              <div key={address._id} className="bg-brand-50/40 px-4 py-4">
                <h3 className="mb-3 text-sm font-bold uppercase tracking-wide text-brand-700">
                  {t('Edit address')}
                </h3>
                <AddressForm address={address} onSaved={saved} onCancel={() => setMode({ kind: 'closed' })} />
              </div>
            ) : (
              <AddressCard
                key={address._id}
                address={address}
                radioName={onSelect ? radioName : undefined}
                selected={address._id === selectedId}
                onSelect={() => onSelect?.(address)}
                onEdit={() => setMode({ kind: 'edit', id: address._id })}
                deletable={allowDelete}
              />
            ),
          )}
        </div>
      )}
      {adding ? (
        <div className={`px-4 py-4 ${list.length > 0 ? 'border-t border-line bg-brand-50/40' : ''}`}>
          {empty && (
            <p className="mb-3 rounded-md bg-page px-3 py-2 text-sm text-ink-muted" role="status">
              {t(ADDRESS_MESSAGES.noAddresses)}. {t('Add an address to deliver your order.')}
            </p>
          )}
          <h3 className="mb-3 text-sm font-bold uppercase tracking-wide text-brand-700">
            {t('Add a new address')}
          </h3>
          <AddressForm
            makeDefault={list.length === 0}
            onSaved={saved}
            onCancel={empty ? undefined : () => setMode({ kind: 'closed' })}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setMode({ kind: 'add' })}
          className="flex w-full items-center gap-2 border-t border-line px-4 py-3.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <MapPinPlus aria-hidden="true" className="size-4" />
          {t('Add a new address')}
        </button>
      )}
    </div>
  );
}
