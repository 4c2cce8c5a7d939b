// The guest lookup form: order number plus e-mail or phone; a failure appears in an alert below and what was typed
// stays so a typo can be fixed; the found order is drawn by what the route gives (the orders feature's view).
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, PackageSearch } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  trackOrderRequestSchema,
  type GuestTrackedOrder,
  type TrackOrderRequest,
} from '@haat/domain/orders/track-order.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { FormInput } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLookupOrder } from '../api/lookup-order.ts';

const FIELDS = ['orderNumber', 'contact'] as const;
const isTrackField = (field: string | undefined): field is (typeof FIELDS)[number] =>
  FIELDS.some((f) => f === field);

export function TrackOrderForm({ renderFound }: { renderFound: (order: GuestTrackedOrder) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const lookup = useLookupOrder();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TrackOrderRequest>({
    resolver: zodResolver(trackOrderRequestSchema),
    defaultValues: { orderNumber: '', contact: '' },
  });

  const onSubmit = handleSubmit((values) => {
    lookup.reset();
    lookup.mutate(values, {
      onError: (err) => {
        if (err instanceof ApiRequestError && err.status === 400 && isTrackField(err.field)) {
          setError(err.field, { type: 'server', message: err.message }, { shouldFocus: true });
        }
      },
    });
  });

  const fieldError =
    lookup.error instanceof ApiRequestError &&
    isTrackField(lookup.error.field) &&
    lookup.error.status === 400;
  const failure = lookup.error && !fieldError ? lookup.error.message || MESSAGES.connectionFailure : null;
  const message = (field: (typeof FIELDS)[number]) => {
    const text = errors[field]?.message;
    return text ? t(text) : undefined;
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate aria-label={t('Find your order')} className="space-y-4">
        <FormInput
          id={`${id}-order`}
          label={t('Order number')}
          hint={t('You can find it in your order confirmation e-mail or SMS.')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={message('orderNumber')}
          {...register('orderNumber')}
        />
        <FormInput
          id={`${id}-contact`}
          label={t('Email or phone number')}
          hint={t('The e-mail address or mobile number used at checkout.')}
          autoComplete="email"
          required
          error={message('contact')}
          {...register('contact')}
        />
        <button
          type="submit"
          disabled={lookup.isPending}
          className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          <PackageSearch aria-hidden className="size-4" />
          {lookup.isPending ? t('Looking up your order...') : t('Track Order')}
        </button>
      </form>

      {failure && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-50 p-3 text-sm text-danger"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="font-medium">{t(failure)}</p>
        </div>
      )}
      <div aria-live="polite">{lookup.isSuccess && renderFound(lookup.data)}</div>
    </div>
  );
}
