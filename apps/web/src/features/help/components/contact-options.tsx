// Ways to reach support: email, phone, live chat and the contact form, with business hours and location.
import { Clock, Mail, MapPin, MessageCircle, MessageSquareText, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POLICY_FACTS } from '@haat/domain/pricing/shipping-statements';
import { BUSINESS_HOURS, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import { KeyValueList } from '../../../components/ui/key-value-list.tsx';

export function ContactOptions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-options" className="rounded-lg bg-card p-4 shadow-card md:p-5">
      <h2 id="contact-options" className="text-lg font-bold text-ink">
        {t('Contact us')}
      </h2>
      <p className="mt-0.5 text-sm text-ink-muted">{t('Still need help? Our team is here for you.')}</p>
      <ul className="mt-3 space-y-2">
        <Option
          icon={Mail}
          title={t('Email us')}
          note={t('We reply within {{hours}} hours', { hours: POLICY_FACTS.supportReplyHours })}
        >
          <a
            href={`mailto:${SUPPORT_CONTACT.email}`}
            className="font-semibold break-all text-brand-700 hover:underline"
          >
            {SUPPORT_CONTACT.email}
          </a>
        </Option>
        <Option icon={Phone} title={t('Call us')} note={t('During business hours')}>
          <a href={SUPPORT_CONTACT.phoneHref} className="font-semibold text-brand-700 hover:underline">
            <span dir="ltr">{SUPPORT_CONTACT.phone}</span>
          </a>
        </Option>
        <Option
          icon={MessageCircle}
          title={t('Live chat')}
          note={t('Available {{availability}}', { availability: POLICY_FACTS.liveChatAvailability })}
        >
          <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
            {t('Go to Contact Us')}
          </Link>
        </Option>
        <Option
          icon={MessageSquareText}
          title={t('Write to us')}
          note={t('Tell us what happened and we will get back to you')}
        >
          <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
            {t('Open the contact form')}
          </Link>
        </Option>
      </ul>
      <div className="mt-4 rounded-lg bg-page p-3">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t('Business hours')}
        </h3>
        <KeyValueList
          rows={BUSINESS_HOURS.map((row) => ({ key: row.days, term: t(row.days), value: t(row.hours) }))}
        />
        <p className="mt-2 flex items-center gap-2 border-t border-line pt-2 text-sm text-ink-muted">
          <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t(SUPPORT_CONTACT.location)}
        </p>
      </div>
    </section>
  );
}

function Option({
  icon: Icon,
  title,
  note,
  children,
}: {
  icon: LucideIcon;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-lg border border-line p-3">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="h-4 w-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-ink-muted">{note}</p>
        <p className="mt-1">{children}</p>
      </div>
    </li>
  );
}
