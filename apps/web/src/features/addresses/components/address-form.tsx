// The add/edit address form (docs/behaviour/checkout.md#shipping-step, docs/behaviour/account.md#addresses):
// react-hook-form, every required field checked at once with one message naming the missing ones, the server's
// refusal in a toast; after a successful save it resets and hands the saved address to its parent, which closes it.
// Settings reuses it. A valid pincode fills city, state and country from the directory and locks them
// (docs/behaviour/account.md#addresses; the same rule at checkout).
import { Loader2 } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MESSAGES,
  ADDRESS_REQUIRED_FIELDS,
  ADDRESS_TYPES,
  type Address,
} from '@haat/domain/addresses/address.schema';
import { FormInput } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { useAddAddress } from '../api/add-address.ts';
import type { PincodePlace } from '../api/pincode-lookup.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { usePincodeAutofill } from '../hooks/use-pincode-autofill.ts';
import {
  addressPayload,
  addressSaveErrorMessage,
  addressValuesOf,
  emptyAddressValues,
  missingFields,
  type AddressFormValues,
} from '../address-form-model.ts';
import { tk } from '../../../i18n/translation-key.ts';

type TextField = Exclude<keyof AddressFormValues, 'addressType' | 'isDefault'>;

/** Filled from the pincode and read-only while the pincode stands. */
const PLACE_FIELDS = ['city', 'state', 'country'] as const satisfies readonly TextField[];
const isPlaceField = (name: TextField) => (PLACE_FIELDS as readonly TextField[]).includes(name);

const FIELDS: {
  name: TextField;
  label: string;
  autoComplete: string;
  wide?: boolean;
  inputMode?: 'tel' | 'numeric';
}[] = [
  { name: 'fullName', label: tk('Full Name'), autoComplete: 'name' },
  { name: 'phone', label: tk('Phone'), autoComplete: 'tel', inputMode: 'tel' },
  { name: 'addressLine1', label: tk('Address Line 1'), autoComplete: 'address-line1', wide: true },
  { name: 'addressLine2', label: tk('Address Line 2 (optional)'), autoComplete: 'address-line2', wide: true },
  { name: 'city', label: tk('City'), autoComplete: 'address-level2' },
  { name: 'state', label: tk('State'), autoComplete: 'address-level1' },
  { name: 'postalCode', label: tk('Postal Code'), autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'country', label: tk('Country'), autoComplete: 'country-name' },
];

export function AddressForm({
  address,
  makeDefault = false,
  onSaved,
  onCancel,
}: {
  /** Edit mode when given; add mode otherwise. */
  address?: Address;
  /** A first address becomes the default. */
  makeDefault?: boolean;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const saving = add.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<AddressFormValues>({
    defaultValues: address ? addressValuesOf(address) : emptyAddressValues(makeDefault),
  });
  const fillPlace = useCallback(
    (place: PincodePlace) => {
      for (const field of PLACE_FIELDS) setValue(field, place[field], { shouldDirty: true });
      clearErrors([...PLACE_FIELDS]);
    },
    [setValue, clearErrors],
  );
  const clearPlace = useCallback(
    (place: PincodePlace) => {
      for (const field of PLACE_FIELDS)
        if (getValues(field) === place[field]) setValue(field, '', { shouldDirty: true });
    },
    [getValues, setValue],
  );
  const pincode = usePincodeAutofill(useWatch({ control, name: 'postalCode' }), fillPlace, {
    savedCode: address?.postalCode,
    clear: clearPlace,
  });

  const fieldHint = (name: TextField): string | undefined => {
    if (name === 'postalCode') {
      if (pincode.looking) return t('Looking up this pincode…');
      if (pincode.locked) return t('City, state and country are filled in from the pincode.');
      if (pincode.cleared)
        return t('This pincode finds no place, so the city, state and country it filled were cleared.');
    }
    return undefined;
  };

  const submit = handleSubmit(async (values) => {
    const missing = missingFields(values);
    if (missing.length > 0) {
      for (const field of missing)
        setError(field, {
          message: t('{{field}} is required', { field: t(ADDRESS_REQUIRED_FIELDS[field]) }),
        });
      toast.error(
        t('Please fill the following required fields: {{fields}}', {
          fields: missing.map((field) => t(ADDRESS_REQUIRED_FIELDS[field])).join(', '),
        }),
      );
      return;
    }
    try {
      const saved = address
        ? await update.mutateAsync({ id: address._id, input: addressPayload(values) })
        : await add.mutateAsync(addressPayload(values));
      toast.success(t(address ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.added));
      reset(emptyAddressValues());
      onSaved(saved.address);
    } catch (error) {
      console.error('Saving the address failed', error);
      toast.error(t(addressSaveErrorMessage(error)));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(address ? 'Edit address' : 'Add a new address')}
      data-testid="address-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            <FormInput
              id={`${id}-${field.name}`}
              label={t(field.label)}
              requiredMark={field.name !== 'addressLine2'}
              aria-required={field.name !== 'addressLine2'}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              readOnly={pincode.locked && isPlaceField(field.name)}
              className={pincode.locked && isPlaceField(field.name) ? 'bg-page text-ink-muted' : undefined}
              hint={fieldHint(field.name)}
              error={
                errors[field.name]?.message ??
                (field.name === 'postalCode' && pincode.error ? t(pincode.error) : undefined)
              }
              {...register(field.name)}
            />
          </div>
        ))}
      </div>
      <fieldset className="mt-4">
        <legend className="mb-1.5 text-sm font-medium text-ink">
          {t('Address Type')}
          <span aria-hidden className="ms-0.5 text-danger">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-line px-3.5 py-1.5 text-sm font-medium text-ink has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800"
            >
              <input type="radio" value={type} className="accent-brand-700" {...register('addressType')} />
              {t(type)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-4 flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('isDefault')} />
        {t('Make this my default address')}
      </label>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={saving}
          className="inline-flex min-w-40 items-center justify-center gap-2 rounded-md bg-accent-400 px-5 py-3 text-sm font-bold text-ink hover:bg-accent-500 disabled:opacity-60"
        >
          {saving && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {saving ? t('Saving...') : t(address ? 'Update Address' : 'Save Address')}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={() => {
              reset();
              onCancel();
            }}
            className="rounded-md px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('Cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
