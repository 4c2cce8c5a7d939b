// Forgot password, last step: the new password is accepted only for an address whose reset code was verified in
// the last RESET_VERIFICATION_TTL_SECONDS (the client does not send the code again); every session then ends.
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { normalizeEmail, RESET_VERIFICATION_TTL_SECONDS } from '@haat/domain/auth/auth-rules';
import { BRAND_NAME, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { queueMail, type MailKicker } from '../mail/mail.service.ts';
import { findUserByEmail, updatePasswordHash } from './user-credentials.repository.ts';
import { clearAccountThrottle } from './login-throttle.service.ts';
import { consumeVerification } from './otp.repository.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.repository.ts';

export interface PasswordResetDeps {
  db: Db;
  mail: MailKicker;
}

export const PASSWORD_CHANGED_SUBJECT = `Your ${BRAND_NAME} password was changed`;

export async function resetPassword(
  deps: PasswordResetDeps,
  input: { email: string; newPassword: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const verification = await consumeVerification(tx, email, 'reset', RESET_VERIFICATION_TTL_SECONDS);
    if (!verification)
      throw new AppError({
        status: 403,
        code: CODES.resetVerificationRequired,
        message: M.resetVerificationRequired,
      });
    const user = await findUserByEmail(tx, email);
    // Only an account's address can be verified; a missing row means it was removed meanwhile.
    if (!user) throw AppError.badRequest({ message: M.resetFailed });
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, 'password_reset');
    await clearAccountThrottle(tx, user.id);
    await queueMail(tx, {
      channel: 'email',
      to: user.email,
      subject: PASSWORD_CHANGED_SUBJECT,
      text: [
        `Hello ${user.fullName},`,
        '',
        `The password of your ${BRAND_NAME} account was just changed, and every device was signed out.`,
        '',
        `If this was not you, contact us at once: ${SUPPORT_CONTACT.email}.`,
        '',
        `– ${BRAND_NAME}`,
      ].join('\n'),
    });
  });
  deps.mail.kick();
}
