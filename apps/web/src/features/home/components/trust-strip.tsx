// The slim promise strip at the foot of the home page, worded from the domain's shipping and return facts.
import { Banknote, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@haat/domain/money/money';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { RETURN_POLICY_STATEMENTS, SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { SectionCard } from './section-card.tsx';

export function TrustStrip() {
  const { t } = useTranslation();
  const promises = [
    {
      icon: Truck,
      text: t('Free delivery over {{amount}}', {
        amount: formatInr(SHIPPING_STATEMENTS.productCard.freeFrom),
      }),
    },
    {
      icon: RotateCcw,
      text: t('{{days}}-day easy returns', { days: RETURN_POLICY_STATEMENTS.policyPageReturnDays }),
    },
    { icon: Banknote, text: t('Cash on Delivery') },
    { icon: ShieldCheck, text: t('Secure UPI & card payments') },
  ];
  return (
    <SectionCard title={t('Why shop with {{brand}}', { brand: BRAND_NAME })} hideTitle className="py-3">
      <ul className="grid grid-cols-2 gap-x-3 gap-y-3 md:grid-cols-4">
        {promises.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 md:justify-center">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" strokeWidth={1.8} />
            </span>
            <span className="text-xs leading-tight font-semibold text-ink md:text-sm">{text}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
