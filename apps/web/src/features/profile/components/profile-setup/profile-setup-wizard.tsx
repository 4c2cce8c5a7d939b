// /profile-setup's form (docs/behaviour/account.md#profile-setup): four steps with Next only once the step's required
// fields are filled, Back, Skip to /profile, and Complete Setup, which saves for real at the spec's 2 s pace, then
// goes to /profile. A failure keeps every value entered.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import type { ProfileResponse } from '@haat/domain/auth/profile.schema';
import { toast } from '../../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useSaveProfileSetup } from '../../api/save-profile-setup.ts';
import {
  SETUP_STEPS,
  profileSetupFormSchema,
  setupDefaults,
  setupRequest,
  stepMessage,
  type ProfileSetupValues,
} from '../../profile-setup-model.ts';
import { SetupStepIndicator } from './setup-step-indicator.tsx';
import { AddressStep, BasicStep, PersonalStep, PreferencesStep } from './setup-steps.tsx';
import { tk } from '../../../../i18n/translation-key.ts';

const STEP_BODIES = [BasicStep, PersonalStep, AddressStep, PreferencesStep] as const;
const STEP_INTROS = [
  tk('Your account details.'),
  tk('A little about you.'),
  tk('Where we deliver your orders.'),
  tk('How we keep in touch, and a last look.'),
] as const;
const LAST = SETUP_STEPS.length - 1;

export function ProfileSetupWizard({ answer }: { answer: ProfileResponse }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveProfileSetup();
  const [step, setStep] = useState(0);
  const [banner, setBanner] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  const form = useForm<ProfileSetupValues>({
    resolver: zodResolver(profileSetupFormSchema),
    defaultValues: setupDefaults(answer),
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  useEffect(() => {
    // After Next or Back, the new step's heading is where a screen reader continues.
    if (moved) heading.current?.focus();
  }, [step, moved]);

  const go = (next: number) => {
    setMoved(true);
    setBanner(null);
    setStep(next);
  };

  const onNext = async () => {
    const fields = [...SETUP_STEPS[step]!.required];
    const valid = await form.trigger(fields, { shouldFocus: true });
    const missing = stepMessage(form.getValues(), step);
    setBanner(missing);
    if (valid && !missing) go(step + 1);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await save.mutateAsync(setupRequest(values));
        toast.success(t(M.setupCompleted));
        void navigate('/profile');
      } catch (error) {
        const reason = error instanceof ApiRequestError && error.status < 500 && error.status !== 0;
        setBanner(reason ? `${t(M.setupFailed)} ${t(error.message)}` : M.setupFailed);
        toast.error(t(M.setupFailed));
      }
    },
    // A field an earlier step holds was refused (a date typed since): go back to it.
    (errors) => {
      const back = SETUP_STEPS.findIndex((s) => s.required.some((field) => field in errors));
      if (back >= 0 && back !== step) go(back);
      setBanner(M.setupRequired);
    },
  );

  const Body = STEP_BODIES[step]!;
  const saving = save.isPending;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        aria-busy={saving}
        // What the shopper types next answers the step's message; a fresh Next decides again.
        onChange={() => setBanner(null)}
        onSubmit={(event) => {
          if (step < LAST) {
            // Enter in a field means Next until the last step.
            event.preventDefault();
            void onNext();
          } else void onSubmit(event);
        }}
        className="overflow-hidden rounded-lg bg-card shadow-card"
      >
        <div className="border-b border-line px-4 pt-4 pb-5 md:px-8 md:pt-6">
          <div className="mb-5 flex items-start justify-between gap-3">
            <div>
              <h1 id={`${id}-title`} className="text-xl font-bold text-ink md:text-2xl">
                {t('Complete Your Profile')}
              </h1>
              <p className="mt-0.5 text-sm text-ink-muted">
                {t('A few details help us deliver faster and suggest what you like.')}
              </p>
            </div>
            <Link
              to="/profile"
              className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:underline"
            >
              {t('Skip')}
            </Link>
          </div>
          <SetupStepIndicator titles={SETUP_STEPS.map((s) => s.title)} current={step} />
        </div>

        <div className="px-4 py-5 md:px-8 md:py-6">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
            {t(SETUP_STEPS[step]!.title)}
          </h2>
          <p className="mb-4 text-sm text-ink-muted">{t(STEP_INTROS[step]!)}</p>
          <fieldset disabled={saving} className="min-w-0">
            <Body idPrefix={id} />
          </fieldset>
          {banner && (
            <p
              role="alert"
              className="mt-4 rounded-lg bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger"
            >
              {t(banner)}
            </p>
          )}
        </div>

        <div className="flex items-center justify-between gap-2 border-t border-line bg-page/60 px-4 py-3 md:px-8">
          {step > 0 ? (
            <button
              type="button"
              onClick={() => go(step - 1)}
              disabled={saving}
              className="inline-flex items-center gap-1.5 rounded-md border border-line bg-card px-4 py-2.5 text-sm font-semibold text-ink hover:bg-page disabled:opacity-60"
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('Back')}
            </button>
          ) : (
            <span />
          )}
          {step < LAST ? (
            // Keyed apart from Complete Setup: React must not turn this very button into a submit button while
            // its click is still being handled, or the browser would submit the form.
            <button
              key="next"
              type="button"
              onClick={() => void onNext()}
              className="inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('Next')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </button>
          ) : (
            <button
              key="submit"
              type="submit"
              disabled={saving}
              className="inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {saving ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <CheckCircle2 aria-hidden="true" className="size-4" />
              )}
              {saving ? t('Saving...') : t('Complete Setup')}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
