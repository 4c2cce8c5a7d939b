// Sign-up (docs/behaviour/seller-portal.md#sign-up): 1 contact and password, 2 the codes sent by e-mail and SMS,
// 3 the business (GSTIN, PAN, pickup address, bank), then the seller waits for review.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailSchema, newPasswordSchema, otpSchema, phoneSchema } from '@haat/domain/auth/auth.schema';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Field } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { BusinessForm } from './business-form.tsx';

type Step = 'contact' | 'verify' | 'business';
const STEPS: Step[] = ['contact', 'verify', 'business'];

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

export function SignUpPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('contact');
  const [contact, setContact] = useState({ email: '', phone: '', password: '' });
  const [codes, setCodes] = useState({ email: '', phone: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (err: unknown, fallbackField?: string) => {
    if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
    else if (err instanceof ApiError) setErrors({ [fallbackField ?? 'form']: err.message });
    else setErrors({ form: String(err) });
  };

  const sendCodes = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await api('/seller-portal/codes', {
        method: 'POST',
        body: { email: contact.email, phone: contact.phone },
        auth: false,
      });
      setNotice('Codes sent to your e-mail and phone');
      setStep('verify');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const onContact = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      email: firstIssue(emailSchema.safeParse(contact.email)),
      phone: firstIssue(phoneSchema.safeParse(contact.phone)),
      password: firstIssue(newPasswordSchema.safeParse(contact.password)),
    };
    setErrors(next);
    if (!next.email && !next.phone && !next.password) void sendCodes();
  };

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      emailCode: firstIssue(otpSchema.safeParse(codes.email)),
      phoneCode: firstIssue(otpSchema.safeParse(codes.phone)),
    };
    setErrors(next);
    if (next.emailCode || next.phoneCode) return;
    setBusy(true);
    try {
      for (const channel of ['email', 'phone'] as const) {
        try {
          await api('/seller-portal/codes/verify', {
            method: 'POST',
            body: { channel, email: contact.email, phone: contact.phone, otp: codes[channel] },
            auth: false,
          });
        } catch (err) {
          fail(
            err instanceof ApiError ? new ApiError(err.status, err.message, err.code, undefined) : err,
            `${channel}Code`,
          );
          return;
        }
      }
      setNotice(null);
      setStep('business');
    } finally {
      setBusy(false);
    }
  };

  const stepIndex = STEPS.indexOf(step);
  const stepNames = [t('Contact'), t('Verify'), t('Business')];

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <title>{t('Create a seller account | Haat Seller Central')}</title>
      <div>
        <h1 className="text-2xl font-bold">{t('Start selling on Haat')}</h1>
        <p className="text-ink-muted">
          {t('Three short steps; keep your GSTIN, PAN and bank details at hand.')}
        </p>
      </div>
      <ol className="grid grid-cols-3 gap-2" aria-label={t('Sign-up steps')}>
        {stepNames.map((name, i) => (
          <li
            key={name}
            aria-current={i === stepIndex ? 'step' : undefined}
            className={`rounded-lg border px-2 py-2 text-center text-sm font-medium ${
              i === stepIndex
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : i < stepIndex
                  ? 'border-success/40 bg-success-50 text-success'
                  : 'border-line bg-white text-ink-muted'
            }`}
          >
            {t('{{n}}. {{name}}', { n: i + 1, name })}
          </li>
        ))}
      </ol>
      {notice ? <Alert tone="success">{t(notice)}</Alert> : null}
      {errors.form ? <Alert tone="error">{t(errors.form)}</Alert> : null}

      {step === 'contact' ? (
        <Card>
          <form noValidate onSubmit={onContact} className="space-y-4">
            <Field
              label={t('E-mail')}
              type="email"
              autoComplete="email"
              value={contact.email}
              error={errors.email && t(errors.email)}
              onChange={(e) => setContact({ ...contact, email: e.target.value })}
            />
            <Field
              label={t('Mobile number')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={contact.phone}
              error={errors.phone && t(errors.phone)}
              onChange={(e) => setContact({ ...contact, phone: e.target.value })}
            />
            <Field
              label={t('Password')}
              type="password"
              autoComplete="new-password"
              value={contact.password}
              hint={t('At least 6 characters')}
              error={errors.password && t(errors.password)}
              onChange={(e) => setContact({ ...contact, password: e.target.value })}
            />
            <Button type="submit" busy={busy} className="w-full">
              {t('Send verification codes')}
            </Button>
          </form>
        </Card>
      ) : null}

      {step === 'verify' ? (
        <Card>
          <form noValidate onSubmit={(e) => void onVerify(e)} className="space-y-4">
            <Field
              label={t('Code sent to {{address}}', { address: contact.email })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={codes.email}
              error={errors.emailCode && t(errors.emailCode)}
              onChange={(e) => setCodes({ ...codes, email: e.target.value.trim() })}
            />
            <Field
              label={t('Code sent by SMS to {{address}}', { address: contact.phone })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={codes.phone}
              error={errors.phoneCode && t(errors.phoneCode)}
              onChange={(e) => setCodes({ ...codes, phone: e.target.value.trim() })}
            />
            <Button type="submit" busy={busy} className="w-full">
              {t('Verify and continue')}
            </Button>
            <div className="flex flex-wrap justify-between gap-2">
              <Button tone="secondary" onClick={() => setStep('contact')}>
                {t('Change e-mail or phone')}
              </Button>
              <Button tone="secondary" busy={busy} onClick={() => void sendCodes()}>
                {t('Send new codes')}
              </Button>
            </div>
          </form>
        </Card>
      ) : null}

      {step === 'business' ? <BusinessForm contact={contact} /> : null}

      <p className="text-center text-sm text-ink-muted">
        {t('Already selling on Haat?')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t('Sign in')}
        </Link>
      </p>
    </div>
  );
}
