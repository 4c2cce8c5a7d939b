// /forgot-password (docs/behaviour/auth.md#forgot-password): e-mail, code, new password, then "All Set!" with a way
// to sign in.
import { AuthFrame } from '../../features/auth/components/auth-frame.tsx';
import { ForgotPasswordFlow } from '../../features/auth/components/forgot-password-flow.tsx';

export function ForgotPasswordPage() {
  return (
    <AuthFrame>
      <ForgotPasswordFlow />
    </AuthFrame>
  );
}
