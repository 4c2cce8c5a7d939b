// The support side panel: e-mail, phone, live chat, business hours and where Haat is
// (docs/behaviour/static-pages.md#contact).
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_HOURS, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        <div className="text-sm text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

export function ContactInfo() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <section aria-labelledby="contact-ways" className="rounded-lg bg-card p-4 shadow-card md:p-5">
        <h2 id="contact-ways" className="mb-3 font-semibold text-ink">
          {t('Other ways to reach us')}
        </h2>
        <ul className="divide-y divide-line">
          <InfoRow icon={<Mail aria-hidden className="size-5" />} title={t('Email support')}>
            <a
              href={`mailto:${SUPPORT_CONTACT.email}`}
              className="font-medium break-all text-brand-700 hover:underline"
            >
              {SUPPORT_CONTACT.email}
            </a>
          </InfoRow>
          <InfoRow icon={<Phone aria-hidden className="size-5" />} title={t('Phone')}>
            <a href={SUPPORT_CONTACT.phoneHref} className="font-medium text-brand-700 hover:underline">
              <span dir="ltr">{SUPPORT_CONTACT.phone}</span>
            </a>
          </InfoRow>
          <InfoRow icon={<MessageCircle aria-hidden className="size-5" />} title={t('Live chat')}>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-2 rounded-full bg-success" />
              {t('Available 24/7')}
            </span>
          </InfoRow>
        </ul>
      </section>

      <section aria-labelledby="contact-hours" className="rounded-lg bg-card p-4 shadow-card md:p-5">
        <h2 id="contact-hours" className="mb-3 flex items-center gap-2 font-semibold text-ink">
          <Clock aria-hidden className="size-5 text-brand-700" />
          {t('Business hours')}
        </h2>
        <dl className="space-y-2 text-sm">
          {BUSINESS_HOURS.map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t(row.days)}</dt>
              <dd className={row.hours === 'Closed' ? 'font-medium text-danger' : 'font-medium text-ink'}>
                {t(row.hours)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="contact-location" className="rounded-lg bg-card p-4 shadow-card md:p-5">
        <h2 id="contact-location" className="mb-2 flex items-center gap-2 font-semibold text-ink">
          <MapPin aria-hidden className="size-5 text-brand-700" />
          {t('Location')}
        </h2>
        <p className="text-sm font-medium text-ink">{t(SUPPORT_CONTACT.location)}</p>
        <p className="mt-0.5 text-sm text-ink-muted">{t(SUPPORT_CONTACT.address)}</p>
      </section>
    </div>
  );
}
