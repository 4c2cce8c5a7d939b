// The Grievance Officer and support contact shown at the end of every policy (Consumer Protection (E-Commerce) Rules).
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_HOURS, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import { KeyValueList } from '../../../components/ui/key-value-list.tsx';

export function PolicyContactCard() {
  const { t } = useTranslation();
  return (
    <div className="mt-3 grid gap-4 rounded-lg border border-line bg-page/60 p-4 sm:grid-cols-2">
      <div>
        <p className="font-semibold text-ink">{t('Grievance Officer')}</p>
        <address className="mt-2 space-y-2 text-sm not-italic text-ink-muted">
          <p className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{t(SUPPORT_CONTACT.address)}</span>
          </p>
          <p className="flex gap-2">
            <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            <a
              href={`mailto:${SUPPORT_CONTACT.email}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {SUPPORT_CONTACT.email}
            </a>
          </p>
          <p className="flex gap-2">
            <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            <a href={SUPPORT_CONTACT.phoneHref} className="font-medium text-brand-700 hover:underline">
              <span dir="ltr">{SUPPORT_CONTACT.phone}</span>
            </a>
          </p>
        </address>
      </div>
      <div>
        <p className="flex items-center gap-2 font-semibold text-ink">
          <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t('Business hours')}
        </p>
        <KeyValueList
          rows={BUSINESS_HOURS.map((row) => ({ key: row.days, term: t(row.days), value: t(row.hours) }))}
        />
      </div>
    </div>
  );
}
