// A card brand drawn as a small coloured plate with its name, so a saved card is recognised at a glance; the
// colours are the brands' own, kept to this badge.
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CardBrand } from '@haat/domain/account/payment-method.schema';
import { tk } from '../../../i18n/translation-key.ts';

const BRAND_STYLE: Record<CardBrand, { label: string; className: string }> = {
  Visa: { label: 'VISA', className: 'bg-[#1a1f71] text-white italic' },
  MasterCard: { label: 'Mastercard', className: 'bg-[#231f20] text-[#f79e1b]' },
  Amex: { label: 'AMEX', className: 'bg-[#2e77bc] text-white' },
  Discover: { label: 'DISCOVER', className: 'bg-[#ff6000] text-white' },
  Other: { label: '', className: 'bg-page text-ink-muted' },
};

export function CardBrandBadge({ brand, size = 'md' }: { brand: CardBrand; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { label, className } = BRAND_STYLE[brand];
  // One width for every brand, so the card rows line up.
  const box = size === 'sm' ? 'h-6 w-14 text-[9px]' : 'h-8 w-[4.75rem] text-[11px]';
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded font-extrabold tracking-wide ${box} ${className}`}
    >
      {brand === 'Other' ? (
        <>
          <CreditCard aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('Other')}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}

/**
 * The brand's name in words, for text and screen readers: an unknown prefix is "Other", as the card rules name it
 * (docs/behaviour/account.md#saved-cards), an i18n key like the rest.
 */
export function cardBrandName(brand: CardBrand): string {
  return brand === 'Other' ? tk('Other') : brand === 'MasterCard' ? 'Mastercard' : brand;
}
