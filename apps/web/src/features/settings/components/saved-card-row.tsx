// One saved card: brand, •••• and the last four digits, holder, expiry, the Default or Expired badge, and its
// actions — make default, and delete after a confirmation (an accessible alert dialog, focus back on Delete).
import { Loader2, Star, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
        <ConfirmDialog
          trigger={
            <button
              type="button"
              disabled={busy}
              aria-label={t('Delete {{card}}', { card: name })}
              className="inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-xs font-bold uppercase tracking-wide text-danger hover:bg-danger-50 disabled:opacity-50"
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
              {t('Delete')}
            </button>
          }
          title={t('Remove this card?')}
          description={t('{{card}} will no longer be offered at checkout.', { card: name })}
          confirmLabel={t('Remove')}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
