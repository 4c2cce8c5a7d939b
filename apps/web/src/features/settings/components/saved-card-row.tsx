// One saved card: brand, •••• and the last four digits, holder, expiry, the Default or Expired badge, and its
// actions — make default, and delete after a confirmation (an accessible alert dialog, focus back on Delete).
import { Loader2, Star, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isCardExpired, type PaymentMethod } from '@haat/domain/account/payment-method.schema';
import { cardExpiryLabel } from '../card-form-model.ts';
import { CardBrandBadge, cardBrandName } from './card-brand-badge.tsx';

export function SavedCardRow({
  card,
  busy,
  onDelete,
  onMakeDefault,
}: {
  card: PaymentMethod;
  /** This card's delete or default change is on its way. */
  busy: boolean;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation();
  const brand = t(cardBrandName(card.cardBrand));
  const expired = isCardExpired(card.expiryMonth, card.expiryYear);
  const name = t('{{brand}} ending in {{last4}}', { brand, last4: card.cardLast4 });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-4 md:px-6" data-testid="saved-card">
      <CardBrandBadge brand={card.cardBrand} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink">
            <span aria-hidden="true">
              {brand} •••• {card.cardLast4}
            </span>
            <span className="sr-only">{name}</span>
          </span>
          {card.isDefault && (
            <span className="rounded-sm bg-brand-50 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-brand-700">
              {t('Default')}
            </span>
          )}
          {expired && (
            <span className="rounded-sm bg-danger-50 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-danger">
              {t('Expired')}
            </span>
          )}
        </p>
        <p className="mt-0.5 truncate text-sm text-ink-muted">
          {card.cardHolderName} ·{' '}
          {t('Expires {{date}}', { date: cardExpiryLabel(card.expiryMonth, card.expiryYear) })}
        </p>
      </div>
      <div className="flex w-full items-center justify-end gap-1 sm:w-auto">
        {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin text-ink-muted" />}
        {!card.isDefault && (
          <button
            type="button"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={t('Make {{card}} the default card', { card: name })}
            className="inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-xs font-bold uppercase tracking-wide text-brand-700 hover:bg-brand-50 disabled:opacity-50"
          >
            <Star aria-hidden="true" className="size-3.5" />
            {t('Set as default')}
          </button>
        )}
        <AlertDialog.Root>
          <AlertDialog.Trigger
            disabled={busy}
            aria-label={t('Delete {{card}}', { card: name })}
            className="inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-xs font-bold uppercase tracking-wide text-danger hover:bg-danger-50 disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            {t('Delete')}
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
            <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-5 shadow-pop focus:outline-none">
              <AlertDialog.Title className="text-base font-bold text-ink">
                {t('Remove this card?')}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
                {t('{{card}} will no longer be offered at checkout.', { card: name })}
              </AlertDialog.Description>
              <div className="mt-5 flex justify-end gap-2">
                <AlertDialog.Cancel className="rounded-md border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-page">
                  {t('Cancel')}
                </AlertDialog.Cancel>
                <AlertDialog.Action
                  onClick={onDelete}
                  className="rounded-md bg-danger px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
                >
                  {t('Remove')}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </li>
  );
}
