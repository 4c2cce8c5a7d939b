// The contact form (docs/behaviour/static-pages.md#contact): four required fields, 'Sending...' for at least 1 s, a 5
// s success banner that clears the form; a server message lands on its field, any other failure keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_BANNER_MS,
  contactRequestSchema,
  type ContactRequest,
} from '@haat/domain/contact/contact.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { FormInput, FormTextarea } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const isContactField = (field: string | undefined): field is (typeof FIELDS)[number] =>
  FIELDS.some((f) => f === field);

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(contactRequestSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    try {
      await send.mutateAsync(values);
      reset(EMPTY);
      setSent(true);
    } catch (err) {
      if (
        err instanceof ApiRequestError &&
        (err.status === 400 || err.status === 422) &&
        isContactField(err.field)
      ) {
        setError(err.field, { type: 'server', message: err.message }, { shouldFocus: true });
      } else {
        setFailure(err instanceof ApiRequestError ? err.message : MESSAGES.connectionFailure);
      }
    }
  });

  const error = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {t('Send us a message')}
        </h2>
        <p className="text-sm text-ink-muted">{t('All fields are required.')}</p>
      </div>

      <div role="status" aria-live="polite">
        {sent && (
          <p className="flex items-start gap-2 rounded-md border border-success/30 bg-success-50 p-3 text-sm font-medium text-success">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t(MESSAGES.contact.sent)}
          </p>
        )}
      </div>
      {failure && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-50 p-3 text-sm font-medium text-danger"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(failure)}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          id={`${id}-name`}
          label={t('Your name')}
          autoComplete="name"
          required
          requiredMark
          error={error('name')}
          {...register('name')}
        />
        <FormInput
          id={`${id}-email`}
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          requiredMark
          error={error('email')}
          {...register('email')}
        />
      </div>
      <FormInput
        id={`${id}-subject`}
        label={t('Subject')}
        required
        requiredMark
        error={error('subject')}
        {...register('subject')}
      />
      <FormTextarea
        id={`${id}-message`}
        label={t('Message')}
        rows={6}
        placeholder={t('Tell us how we can help. Add your order number if it is about an order.')}
        required
        requiredMark
        error={error('message')}
        {...register('message')}
      />

      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        <Send aria-hidden className="size-4" />
        {send.isPending ? t(MESSAGES.contact.sending) : t('Send Message')}
      </button>
    </form>
  );
}
