// /track-order (linked from the footer): a guest looks up an order and sees its progress and events, drawn by the
// orders feature; signed-in shoppers are pointed to My Orders.
import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GuestTrackingResult } from '../../features/orders/components/guest-tracking-result.tsx';
import { TrackOrderForm } from '../../features/track-order/components/track-order-form.tsx';
import { TrackOrderHelp } from '../../features/track-order/components/track-order-help.tsx';

export function TrackOrderPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-4 md:py-8">
      <div className="mx-auto grid max-w-4xl gap-4 md:gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section className="rounded-lg bg-card p-4 shadow-card md:p-6">
          <div className="mb-5 flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Truck aria-hidden className="size-6" />
            </span>
            <div>
              <h1 className="text-xl font-bold text-ink md:text-2xl">{t('Track Your Order')}</h1>
              <p className="text-sm text-ink-muted">
                {t('Enter your order number and the e-mail or phone number used at checkout.')}
              </p>
            </div>
          </div>
          <TrackOrderForm renderFound={(order) => <GuestTrackingResult order={order} />} />
        </section>
        <TrackOrderHelp />
      </div>
    </div>
  );
}
