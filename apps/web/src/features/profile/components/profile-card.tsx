// The read-only profile (spec 3 §Profile): avatar with initials, greeting, and name, e-mail, phone, pincode and
// address. Only administrators change a name (spec 3 §6), so the card says who can.
import type { ProfileResponse } from '@haat/domain/auth/profile.schema';
import { firstName } from '@haat/domain/auth/auth-rules';
import { Mail, MapPin, MapPinned, Phone, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone, initialsOf } from '../profile-format.ts';

type Profile = ProfileResponse['profile'];

export const PROFILE_HEADING_ID = 'profile-heading';

export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const notAdded = <span className="font-normal text-ink-subtle">{t('Not added yet')}</span>;
  return (
    <section aria-labelledby={PROFILE_HEADING_ID} className="overflow-hidden rounded-lg bg-card shadow-card">
      <div className="flex items-center gap-4 border-b border-line bg-brand-50/60 px-4 py-4 md:px-6 md:py-5">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white md:size-16 md:text-2xl"
        >
          {initialsOf(profile.fullName)}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">
            {t('Hello, {{name}}', { name: firstName(profile.fullName) })}
          </p>
          <p className="truncate text-lg font-bold text-ink md:text-xl">{profile.fullName}</p>
        </div>
      </div>
      <div className="px-4 py-4 md:px-6 md:py-5">
        <h1 id={PROFILE_HEADING_ID} className="text-lg font-bold text-ink md:text-xl">
          {t('My Profile')}
        </h1>
        <p className="mt-0.5 text-sm text-ink-muted">
          {t('The details we use for your orders and deliveries.')}
        </p>
        <dl className="mt-3 divide-y divide-line">
          <ProfileRow icon={UserRound} label={t('Name')}>
            {profile.fullName}
            <span className="mt-1 block text-xs font-normal text-ink-muted">
              {t('Your name can only be changed by our support team.')}{' '}
              <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
                {t('Contact Us')}
              </Link>
            </span>
          </ProfileRow>
          <ProfileRow icon={Mail} label={t('Email')}>
            <span className="break-all">{profile.email}</span>
          </ProfileRow>
          <ProfileRow icon={Phone} label={t('Phone')}>
            <span dir="ltr">{formatPhone(profile.phone)}</span>
          </ProfileRow>
          <ProfileRow icon={MapPinned} label={t('Pincode')}>
            {profile.pincode ?? notAdded}
          </ProfileRow>
          <ProfileRow icon={MapPin} label={t('Address')}>
            {profile.address ?? notAdded}
          </ProfileRow>
        </dl>
      </div>
    </section>
  );
}

function ProfileRow({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3 py-3 sm:items-start">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-subtle" />
      <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4">
        <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase sm:pt-0.5 sm:text-sm sm:normal-case">
          {label}
        </dt>
        <dd className="mt-0.5 text-sm font-semibold text-ink sm:mt-0 md:text-base">{children}</dd>
      </div>
    </div>
  );
}
