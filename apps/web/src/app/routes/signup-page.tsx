// /signup (docs/behaviour/auth.md#sign-up): details, then the e-mail code, then success and on to /login after 3 s;
// beside the picture carousel, as on sign-in.
import { AuthFrame } from '../../features/auth/components/auth-frame.tsx';
import { SignupFlow } from '../../features/auth/components/signup-flow.tsx';

export function SignupPage() {
  return (
    <AuthFrame carousel>
      <SignupFlow />
    </AuthFrame>
  );
}
