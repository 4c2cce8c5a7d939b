// Seller landing (docs/behaviour/static-pages.md#seller-landing): the pitch, and Start Selling opening the external
// seller portal login in a new tab; the portal address comes from GET /api/site-config so operators set it in one
// place.
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import { SellerHero } from '../../features/seller/components/seller-hero.tsx';
import {
  SellerBenefits,
  SellerRequirements,
  SellerSteps,
} from '../../features/seller/components/seller-sections.tsx';
import {
  isPortalUrl,
  StartSellingButton,
  type PortalLinkState,
} from '../../features/seller/components/start-selling-button.tsx';
import { useSiteConfig } from '../../features/site-config/api/get-site-config.ts';

export function SellerRegisterPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();

  let portal: PortalLinkState;
  if (config.isPending) portal = { status: 'loading' };
  else if (config.isError || !isPortalUrl(config.data.sellerPortalUrl))
    portal = { status: 'error', onRetry: () => void config.refetch(), retrying: config.isFetching };
  else portal = { status: 'ready', url: config.data.sellerPortalUrl };

  const supportEmail = config.data?.supportEmail || SUPPORT_CONTACT.email;

  return (
    <div className="container-page space-y-3 pt-3 pb-10 md:space-y-4 md:pt-4">
      <title>{t('Become a Seller | {{brand}}', { brand: BRAND_NAME })}</title>
      <SellerHero cta={<StartSellingButton state={portal} tone="onBrand" />} />
      <SellerBenefits />
      <SellerSteps />
      <SellerRequirements />
      <section
        aria-labelledby="seller-cta"
        className="flex flex-col gap-4 rounded-lg bg-card p-5 shadow-card md:flex-row md:items-center md:justify-between md:p-6"
      >
        <div>
          <h2 id="seller-cta" className="text-xl font-bold text-ink">
            {t('Ready to start selling?')}
          </h2>
          <p className="mt-1 text-ink-muted">
            {t('You register on the {{brand}} Seller Portal, which opens in a new tab.', {
              brand: BRAND_NAME,
            })}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
            <Mail className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {t('Questions before you start? Write to')}
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:underline">
              {supportEmail}
            </a>
          </p>
        </div>
        <StartSellingButton state={portal} />
      </section>
    </div>
  );
}
