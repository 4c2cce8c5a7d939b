// The settings payment tab (docs/behaviour/account.md#settings, #calls): the saved cards, default first, each with
// delete (after a confirmation) and make-default; Add New Card opens the form below the list and closes after a save
// or Cancel.
import { CreditCard, Plus, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import { MAX_PAYMENT_METHODS, type PaymentMethod } from '@haat/domain/account/payment-method.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  useDeletePaymentMethod,
  usePaymentMethods,
  useSetDefaultPaymentMethod,
} from '../api/payment-methods.ts';
import { AddCardForm } from './add-card-form.tsx';
import { SavedCardRow } from './saved-card-row.tsx';
import { secondaryButtonClass, SettingsSection } from './settings-section.tsx';

const errorText = (failure: unknown) =>
  failure instanceof ApiRequestError && failure.message ? failure.message : MESSAGES.somethingWentWrong;

function CardsSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-line">
      {[0, 1].map((i) => (
        <li key={i} className="flex items-center gap-3 px-4 py-4 md:px-6">
          <span className="h-8 w-14 animate-pulse rounded bg-page" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-40 animate-pulse rounded bg-page" />
            <span className="block h-3 w-56 animate-pulse rounded bg-page" />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function PaymentTab() {
  const { t } = useTranslation();
  const { data: cards, error, isPending, isFetching, refetch } = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const makeDefault = useSetDefaultPaymentMethod();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const formClosed = useRef(false);
  // Closing the form (saved or cancelled) hands focus back to Add New Card, not to the page's start.
  useEffect(() => {
    if (adding || !formClosed.current) return;
    formClosed.current = false;
    addButton.current?.focus();
  }, [adding]);
  const closeForm = () => {
    formClosed.current = true;
    setAdding(false);
  };
  const busyId = remove.isPending ? remove.variables : makeDefault.isPending ? makeDefault.variables : null;
  const full = (cards?.length ?? 0) >= MAX_PAYMENT_METHODS;

  const onDelete = (card: PaymentMethod) =>
    remove.mutate(card._id, {
      onSuccess: () => toast.success(t(M.cardDeleted)),
      onError: (failure) => toast.error(t(errorText(failure))),
    });
  const onMakeDefault = (card: PaymentMethod) =>
    makeDefault.mutate(card._id, {
      onSuccess: () => toast.success(t(M.changesSaved)),
      onError: (failure) => toast.error(t(errorText(failure))),
    });

  let list;
  if (isPending) list = <CardsSkeleton />;
  else if (error && !cards)
    list = (
      <div role="alert" className="px-4 py-6 text-center">
        <p className="text-sm text-danger">{t('Failed to load saved cards')}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={`mt-3 ${secondaryButtonClass}`}
        >
          <RotateCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          {t('Try Again')}
        </button>
      </div>
    );
  else if (cards.length === 0)
    list = adding ? null : (
      <div className="px-4 py-8 text-center md:px-6">
        <span
          aria-hidden="true"
          className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700"
        >
          <CreditCard className="size-6" />
        </span>
        <p className="mt-3 font-semibold text-ink">{t('No saved cards yet')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('Save a card to pay faster at checkout.')}</p>
      </div>
    );
  else
    list = (
      <ul className="divide-y divide-line" aria-label={t('Saved cards')}>
        {cards.map((card) => (
          <SavedCardRow
            key={card._id}
            card={card}
            busy={busyId === card._id}
            onDelete={() => onDelete(card)}
            onMakeDefault={() => onMakeDefault(card)}
          />
        ))}
      </ul>
    );

  return (
    <SettingsSection
      flush
      title={t('Saved Cards')}
      description={t('Cards you saved for faster checkout.')}
      action={
        !adding && cards ? (
          <button
            ref={addButton}
            type="button"
            onClick={() => setAdding(true)}
            disabled={full}
            title={full ? t(M.tooManyCards) : undefined}
            className={secondaryButtonClass}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('Add New Card')}
          </button>
        ) : undefined
      }
    >
      {list}
      {adding && <AddCardForm makeDefault={(cards?.length ?? 0) === 0} onDone={closeForm} />}
    </SettingsSection>
  );
}
