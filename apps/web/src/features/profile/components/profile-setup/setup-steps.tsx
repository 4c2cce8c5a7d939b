// The four steps of /profile-setup (docs/behaviour/account.md#profile-setup), drawn inside the wizard's form: 1 basic
// (the account's name and e-mail, read-only), 2 personal (phone read-only, date of birth, gender), 3 address (a valid
// pincode fills city and state), 4 preferences with a summary of everything entered.
import { Info, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import { GENDERS } from '@haat/domain/account/profile-setup.schema';
import { FormInput } from '../../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format.ts';
import { usePincodePlace } from '../../api/lookup-pincode.ts';
import { GENDER_LABELS, type ProfileSetupValues } from '../../profile-setup-model.ts';
import { formatPhone } from '../../profile-format.ts';
import { ChoiceChips, PreferenceSwitch, ReadOnlyField } from './setup-fields.tsx';

type StepProps = { idPrefix: string };

function useFieldError() {
  const { t } = useTranslation();
  const {
    formState: { errors },
  } = useFormContext<ProfileSetupValues>();
  return (field: keyof ProfileSetupValues) => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };
}

export function BasicStep({ idPrefix }: StepProps) {
  const { t } = useTranslation();
  const { getValues } = useFormContext<ProfileSetupValues>();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <ReadOnlyField id={`${idPrefix}-first`} label={t('First Name')} value={getValues('firstName')} />
        <ReadOnlyField id={`${idPrefix}-last`} label={t('Last Name')} value={getValues('lastName') || '—'} />
      </div>
      <ReadOnlyField id={`${idPrefix}-email`} label={t('Email')} value={getValues('email')} />
      <p className="flex gap-2 rounded-lg bg-brand-50/70 px-3 py-2.5 text-xs text-ink-muted sm:text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          {t('Your name and email belong to your account, so they are shown here as they are.')}{' '}
          {t('Email changes are confirmed with a code from')}{' '}
          <Link to="/profile" className="font-semibold text-brand-700 hover:underline">
            {t('Update Email or Phone on your profile')}
          </Link>
          {'; '}
          {t('your name can only be changed by our support team.')}
        </span>
      </p>
    </div>
  );
}

export function PersonalStep({ idPrefix }: StepProps) {
  const { t } = useTranslation();
  const { register, control, getValues, clearErrors } = useFormContext<ProfileSetupValues>();
  const errorOf = useFieldError();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="space-y-4">
      <ReadOnlyField
        id={`${idPrefix}-phone`}
        label={t('Phone')}
        value={formatPhone(getValues('phone'))}
        dir="ltr"
      />
      <FormInput
        id={`${idPrefix}-dob`}
        label={t('Date of Birth')}
        type="date"
        min="1900-01-01"
        max={today}
        requiredMark
        error={errorOf('dateOfBirth')}
        {...register('dateOfBirth', { onChange: () => clearErrors('dateOfBirth') })}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <ChoiceChips
            name={`${idPrefix}-gender`}
            legend={t('Gender')}
            value={field.value}
            options={GENDERS.map((value) => ({ value, label: t(GENDER_LABELS[value]) }))}
            onChange={(value) => {
              field.onChange(value);
              clearErrors('gender');
            }}
            error={errorOf('gender')}
          />
        )}
      />
    </div>
  );
}

export function AddressStep({ idPrefix }: StepProps) {
  const { t } = useTranslation();
  const { register, control, setValue, getValues, clearErrors } = useFormContext<ProfileSetupValues>();
  const errorOf = useFieldError();
  const zipCode = useWatch({ control, name: 'zipCode' });
  const place = usePincodePlace(zipCode);
  // The pincode the city and state already match: the saved address's on arrival, then each one looked up.
  const filledFor = useRef(getValues('zipCode'));

  useEffect(() => {
    if (!place.data || filledFor.current === zipCode) return;
    filledFor.current = zipCode;
    setValue('city', place.data.city, { shouldDirty: true });
    setValue('state', place.data.state, { shouldDirty: true });
    clearErrors(['city', 'state']);
  }, [place.data, zipCode, setValue, clearErrors]);

  const notFound = place.error instanceof ApiRequestError && place.error.status === 404;
  const pincodeHint = place.isFetching
    ? t('Looking up the pincode...')
    : place.data
      ? t('Pincode of {{city}}, {{state}}', { city: place.data.city, state: place.data.state })
      : place.error
        ? t(notFound ? M.pincodeNotFound : M.pincodeLookupFailed)
        : t('City and state fill in from a valid pincode.');

  return (
    <div className="space-y-4">
      <FormInput
        id={`${idPrefix}-street`}
        label={t('Street Address')}
        autoComplete="street-address"
        placeholder={t('House no., building, street, area')}
        requiredMark
        error={errorOf('street')}
        {...register('street', { onChange: () => clearErrors('street') })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="relative">
          <FormInput
            id={`${idPrefix}-zip`}
            label={t('Pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t('6-digit pincode')}
            requiredMark
            error={errorOf('zipCode')}
            hint={pincodeHint}
            {...register('zipCode', {
              onChange: (event: { target: HTMLInputElement }) => {
                event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
                clearErrors('zipCode');
              },
            })}
          />
          {place.isFetching && (
            <Loader2 aria-hidden="true" className="absolute end-3 top-9 size-5 animate-spin text-brand-700" />
          )}
        </div>
        <ReadOnlyField id={`${idPrefix}-country`} label={t('Country')} value={t('India')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          id={`${idPrefix}-city`}
          label={t('City')}
          autoComplete="address-level2"
          requiredMark
          error={errorOf('city')}
          {...register('city', { onChange: () => clearErrors('city') })}
        />
        <FormInput
          id={`${idPrefix}-state`}
          label={t('State')}
          autoComplete="address-level1"
          requiredMark
          error={errorOf('state')}
          {...register('state', { onChange: () => clearErrors('state') })}
        />
      </div>
    </div>
  );
}

export function PreferencesStep({ idPrefix }: StepProps) {
  const { t } = useTranslation();
  const { register, getValues } = useFormContext<ProfileSetupValues>();
  const v = getValues();
  const summary: [string, string][] = [
    [t('Name'), [v.firstName, v.lastName].filter(Boolean).join(' ')],
    [t('Email'), v.email],
    [t('Phone'), formatPhone(v.phone)],
    [t('Date of Birth'), v.dateOfBirth ? formatDate(`${v.dateOfBirth}T00:00:00`) : '—'],
    [t('Gender'), v.gender ? t(GENDER_LABELS[v.gender]) : '—'],
    [t('Address'), [v.street, v.city, v.state, v.zipCode, t('India')].filter(Boolean).join(', ')],
  ];
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('Keep me posted about')}</legend>
        <div className="divide-y divide-line">
          <PreferenceSwitch
            id={`${idPrefix}-newsletter`}
            label={t('Newsletter')}
            description={t('New arrivals and stories from our sellers, once a week.')}
            {...register('newsletter')}
          />
          <PreferenceSwitch
            id={`${idPrefix}-promotions`}
            label={t('Promotions')}
            description={t('Sales, coupons and festive offers.')}
            {...register('promotions')}
          />
          <PreferenceSwitch
            id={`${idPrefix}-orders`}
            label={t('Order Updates')}
            description={t('Packing, dispatch and delivery of your orders.')}
            {...register('orderUpdates')}
          />
        </div>
      </fieldset>
      <section aria-labelledby={`${idPrefix}-summary`} className="rounded-lg border border-line">
        <h3
          id={`${idPrefix}-summary`}
          className="border-b border-line bg-page px-3 py-2 text-sm font-bold text-ink"
        >
          {t('Summary')}
        </h3>
        <dl className="divide-y divide-line px-3">
          {summary.map(([label, value]) => (
            <div
              key={label}
              className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 py-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]"
            >
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-medium break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
