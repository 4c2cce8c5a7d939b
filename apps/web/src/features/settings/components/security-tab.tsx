// The settings security tab (docs/behaviour/account.md#settings, #addresses, #messages; issue 9): current password,
// new password and its confirmation, each with show/hide. The browser checks the match and the 8-character minimum;
// the server checks the current password and answers in the right field; on success every other device is signed out
// and the form clears.
import { CheckCircle2, Loader2, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import { PASSWORD_CHANGE_MIN_LENGTH } from '@haat/domain/account/profile-settings.schema';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordInput } from './password-input.tsx';
import { primaryButtonClass, SettingsSection } from './settings-section.tsx';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The browser's own checks, in the spec's words; null when the form may be sent. */
export function passwordFormProblem(
  values: PasswordValues,
): { field: keyof PasswordValues; message: string } | null {
  if (!values.currentPassword) return { field: 'currentPassword', message: M.currentPasswordRequired };
  if (values.newPassword.length < PASSWORD_CHANGE_MIN_LENGTH)
    return { field: 'newPassword', message: M.passwordTooShort };
  if (values.newPassword !== values.confirmPassword)
    return { field: 'confirmPassword', message: M.passwordsMismatch };
  return null;
}

export function SecurityTab() {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PasswordValues>({ defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setDone(null);
    const problem = passwordFormProblem(values);
    if (problem) {
      setError(problem.field, { message: t(problem.message) }, { shouldFocus: true });
      toast.error(t(problem.message));
      return;
    }
    try {
      const answer = await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset(EMPTY);
      setDone(answer.message || M.passwordUpdated);
      toast.success(t(answer.message || M.passwordUpdated));
    } catch (failure) {
      console.error('Changing the password failed', failure);
      // The server names the field it refuses (a wrong current password, a new one equal to it): shown there.
      const field = failure instanceof ApiRequestError ? failure.field : undefined;
      if (failure instanceof ApiRequestError && (FIELDS as readonly string[]).includes(field ?? '')) {
        setError(field as (typeof FIELDS)[number], { message: t(failure.message) });
        setFocus(field as (typeof FIELDS)[number]);
        toast.error(t(failure.message));
        return;
      }
      const message =
        failure instanceof ApiRequestError && failure.status === 429
          ? failure.message
          : M.passwordUpdateFailed;
      toast.error(t(message));
    }
  });

  return (
    <SettingsSection
      title={t('Change Password')}
      description={t('Changing your password signs you out on every other device.')}
    >
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('Change Password')}
        className="grid max-w-md gap-5"
      >
        <PasswordInput
          id={`${id}-current`}
          label={t('Current Password')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordInput
          id={`${id}-new`}
          label={t('New Password')}
          autoComplete="new-password"
          hint={t('At least {{count}} characters.', { count: PASSWORD_CHANGE_MIN_LENGTH })}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          id={`${id}-confirm`}
          label={t('Confirm New Password')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {done && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md bg-success-50 px-3 py-2.5 text-sm text-success"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(done)}
          </p>
        )}
        <div>
          <button type="submit" disabled={change.isPending} className={primaryButtonClass}>
            {change.isPending ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ShieldCheck aria-hidden="true" className="size-4" />
            )}
            {change.isPending ? t('Updating...') : t('Update Password')}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
