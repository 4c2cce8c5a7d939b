// The 'Featured' badge on cards of /featured-products (docs/behaviour/catalogue.md#featured-products-page).
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function FeaturedBadge() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="featured-badge"
      className="inline-flex items-center gap-1 rounded-md bg-accent-500 px-2 py-0.5 text-[11px] font-bold text-white shadow-card"
    >
      <Sparkles aria-hidden="true" className="size-3" />
      {t('Featured')}
    </span>
  );
}
