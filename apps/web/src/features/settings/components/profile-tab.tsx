// The settings profile tab (docs/behaviour/account.md#settings, #validation; issue 9): full name, email and phone
// from GET /api/users/profile, name and email required. The name is the administrators' to change and the e-mail and
// phone change only through the OTP flow on /profile, so the fields are read-only here with the way to change each;
// Save sends them with PUT /api/users/profile and shows 'Changes saved', or the server's reason, or 'Profile update
// failed!'.
import { Loader2, Lock, RotateCw } from 'lucide-react';
import { useEffect, useId, type ComponentPropsWithRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import { MESSAGES } from '@haat/domain/validation/messages';
import { FormInput } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSettingsProfile, useUpdateProfile } from '../api/settings-profile.ts';
import { primaryButtonClass, secondaryButtonClass, SettingsSection } from './settings-section.tsx';

interface ProfileValues {
  fullName: string;
  email: string;
  phone: string;
}

function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-5">
      {[0, 1, 2].map((i) => (
        <span key={i} className="block">
          <span className="block h-4 w-24 animate-pulse rounded bg-page" />
          <span className="mt-2 block h-11 animate-pulse rounded-md bg-page" />
        </span>
      ))}
    </div>
  );
}

/** docs/behaviour/account.md#messages: the server's own reason when it gave one, else 'Profile update failed!'. */
export function profileSaveErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status > 0 && error.status < 500 && error.message)
    return error.message;
  return M.profileUpdateFailed;
}

export function ProfileTab() {
  const { t } = useTranslation();
  const id = useId();
  const { data, error, isPending, isFetching, refetch } = useSettingsProfile();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileValues>({ defaultValues: { fullName: '', email: '', phone: '' } });
  const profile = data?.profile;

  useEffect(() => {
    if (profile) reset({ fullName: profile.fullName, email: profile.email, phone: profile.phone });
  }, [profile, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const phone = values.phone.trim();
      await update.mutateAsync({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
      });
      toast.success(t(M.changesSaved));
    } catch (failure) {
      console.error('Saving the profile failed', failure);
      toast.error(t(profileSaveErrorMessage(failure)));
    }
  });

  let body;
  if (isPending) body = <ProfileSkeleton />;
  else if (error || !profile)
    body = (
      <div role="alert" className="py-4 text-center">
        <p className="text-sm text-danger">
          {t(error instanceof ApiRequestError ? error.message : MESSAGES.somethingWentWrong)}
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={`mt-3 ${secondaryButtonClass}`}
        >
          <RotateCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          {t('Try Again')}
        </button>
      </div>
    );
  else
    body = (
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Profile details')}>
        <div className="grid max-w-xl gap-5">
          <div>
            <FormInput
              id={`${id}-name`}
              label={t('Full Name')}
              requiredMark
              readOnly
              autoComplete="name"
              className="bg-page text-ink-muted"
              hint={t(M.nameAdminOnly)}
              error={errors.fullName?.message}
              {...register('fullName', { validate: (v) => v.trim() !== '' || t(M.nameRequired) })}
            />
          </div>
          <ContactField
            id={`${id}-email`}
            label={t('Email')}
            required
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', { validate: (v) => v.trim() !== '' || t(M.emailRequired) })}
          />
          <ContactField
            id={`${id}-phone`}
            label={t('Phone')}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
          />
        </div>
        <p className="mt-4 flex max-w-xl items-start gap-2 rounded-md bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('We verify a new email or phone number with a one-time code (OTP) on your profile page.')}
        </p>
        <div className="mt-5">
          <button type="submit" disabled={update.isPending} className={primaryButtonClass}>
            {update.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {update.isPending ? t('Saving...') : t('Save Changes')}
          </button>
        </div>
      </form>
    );

  return (
    <SettingsSection title={t('Profile Information')} description={t('Your name and how we reach you.')}>
      {body}
    </SettingsSection>
  );
}

function ContactField({
  id,
  label,
  required = false,
  ...input
}: ComponentPropsWithRef<'input'> & { id: string; label: string; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <FormInput
        id={id}
        label={label}
        requiredMark={required}
        aria-required={required}
        readOnly
        className="bg-page pe-20 text-ink-muted"
        {...input}
      />
      <Link
        to="/profile"
        aria-label={t('Change {{field}}', { field: label })}
        className="absolute end-1 top-[1.625rem] inline-flex h-10 items-center rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('Change')}
      </Link>
    </div>
  );
}
