// POST /api/auth/send-otp: mails a 6-digit code for sign-up or password reset; role is always customer and the
// phone goes only with sign-up (docs/behaviour/auth.md#validation, docs/behaviour/shell.md#who-may-do-what).
import { useMutation } from '@tanstack/react-query';
import { successMessageSchema, type OtpType } from '@haat/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SendOtpInput {
  email: string;
  type: OtpType;
  phone?: string;
}

export async function sendOtp({ email, type, phone }: SendOtpInput): Promise<{ message: string }> {
  const body =
    type === 'signup' ? { email, type, role: 'customer', phone } : { email, type, role: 'customer' };
  const data = await apiRequest<unknown>('/auth/send-otp', { method: 'POST', body, auth: false });
  return successMessageSchema.parse(data);
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
