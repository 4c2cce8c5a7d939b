// The read-only profile (docs/behaviour/account.md#profile): avatar with initials, greeting, and name, e-mail, phone,
// pincode and address. Only administrators change a name (docs/behaviour/account.md#profile), so the card says who
// can; e-mail and phone change through Update Email or Phone (verified by codes), and a profile not yet set up links
// to /profile-setup.
import type { ProfileResponse } from '@haat/domain/auth/profile.schema';
import { firstName } from '@haat/domain/auth/auth-rules';
import {
  ChevronRight,
  Mail,
  MapPin,
  MapPinned,
  PencilLine,
  Phone,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone, initialsOf } from '../profile-format.ts';

type Profile = ProfileResponse['profile'];

export const PROFILE_HEADING_ID = 'profile-heading';

interface ProfileCardProps {
  profile: Profile;
  onUpdateContact: () => void;
  /** Back from Update Email or Phone: focus returns to its button. */
  focusUpdateContact?: boolean;
}

export function ProfileCard({ profile, onUpdateContact, focusUpdateContact = false }: ProfileCardProps) {
  const { t } = useTranslation();
  const updateButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusUpdateContact) updateButton.current?.focus();
  }, [focusUpdateContact]);
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
            {profile.address ? <bdi>{profile.address}</bdi> : notAdded}
          </ProfileRow>
        </dl>
        <div className="mt-2 flex flex-col gap-3 rounded-lg bg-page px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-ink-muted sm:text-sm">
            {t('Changed your email or phone? We confirm the new one with a 6-digit code.')}
          </p>
          <button
            ref={updateButton}
            type="button"
            onClick={onUpdateContact}
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <PencilLine aria-hidden="true" className="size-4" />
            {t('Update Email or Phone')}
          </button>
        </div>
        {!profile.profileCompletedAt && (
          <Link
            to="/profile-setup"
            className="mt-3 flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50/60 px-3 py-3 text-sm hover:bg-brand-50"
          >
            <Sparkles aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{t('Complete your profile')}</span>
              <span className="block text-xs text-ink-muted">
                {t('Add your date of birth, an address and how we keep in touch.')}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-brand-700 rtl:rotate-180" />
          </Link>
        )}
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
