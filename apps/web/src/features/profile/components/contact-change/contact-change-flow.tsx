// Changing the account's e-mail or phone (docs/behaviour/account.md#profile, #email-or-phone-change): the Update
// Email or Phone screen, then the Verify OTPs screen for what was sent; Verify updates the profile, and the caller
// goes back to it.
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import type { SendProfileOtpResponse } from '@haat/domain/account/profile-change.schema';
import { toast } from '../../../../components/ui/lazy-toast.tsx';
import type { ContactChangeValues, CurrentContact } from '../../contact-change-rules.ts';
import { ContactChangeForm } from './contact-change-form.tsx';
import { OtpVerifyForm, type PendingChange } from './otp-verify-form.tsx';
import { tk } from '../../../../i18n/translation-key.ts';

const FIRST_VALUES: ContactChangeValues = { mode: 'email', newEmail: '', newPhone: '' };

function deadlines(answer: SendProfileOtpResponse) {
  const now = Date.now();
  return {
    expiresAt: now + answer.expiresInSeconds * 1000,
    resendAt: now + answer.resendAfterSeconds * 1000,
  };
}

export function ContactChangeFlow({ current, onClose }: { current: CurrentContact; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactChangeValues>(FIRST_VALUES);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = pending ? 'verify' : 'update';

  // Each screen opens with its heading focused, so a screen reader hears where it is.
  useEffect(() => {
    heading.current?.focus();
  }, [screen]);

  const title = pending ? t('Verify OTPs') : t('Update Email or Phone');
  return (
    <section
      aria-labelledby="contact-change-heading"
      className="overflow-hidden rounded-lg bg-card shadow-card"
    >
      <div className="flex items-center gap-2 border-b border-line bg-brand-50/60 px-2 py-3 md:px-4">
        <button
          type="button"
          onClick={pending ? () => setPending(null) : onClose}
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-brand-100"
        >
          <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          <span className="sr-only">
            {pending ? t('Back to Update Email or Phone') : t('Back to My Profile')}
          </span>
        </button>
        <div className="min-w-0">
          <h1
            id="contact-change-heading"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-ink focus:outline-none md:text-xl"
          >
            {title}
          </h1>
          <p className="text-xs text-ink-muted md:text-sm">
            {pending
              ? t('Enter the 6-digit codes we sent. They are valid for 10 minutes.')
              : t('Your new email or phone is saved once you confirm it with a code.')}
          </p>
        </div>
      </div>
      <ol aria-label={t('Steps')} className="flex gap-1.5 px-4 pt-5 md:px-6">
        {[tk('Update'), tk('Verify')].map((step, index) => (
          <li
            key={step}
            aria-current={(index === 1) === (screen === 'verify') ? 'step' : undefined}
            className="flex-1"
          >
            <span
              aria-hidden="true"
              className={`block h-1.5 rounded-full ${index === 0 || screen === 'verify' ? 'bg-brand-700' : 'bg-line'}`}
            />
            <span className="mt-1 block text-xs font-semibold text-ink-muted">{t(step)}</span>
          </li>
        ))}
      </ol>
      <div className="px-4 py-4 md:px-6 md:py-5">
        {pending ? (
          <OtpVerifyForm
            pending={pending}
            onResent={(answer) => setPending({ ...pending, sentTo: answer.sentTo, ...deadlines(answer) })}
            onVerified={onClose}
            onBack={() => setPending(null)}
          />
        ) : (
          <ContactChangeForm
            current={current}
            initialValues={values}
            onCancel={onClose}
            onSent={(entered, body, answer) => {
              setValues(entered);
              setPending({ mode: answer.mode, body, sentTo: answer.sentTo, ...deadlines(answer) });
              toast.success(t(M.otpsSent));
            }}
          />
        )}
      </div>
    </section>
  );
}
