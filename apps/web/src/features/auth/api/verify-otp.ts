// POST /api/auth/verify-otp: a right code lets register (sign-up) or reset-password (reset) go ahead.
import { useMutation } from '@tanstack/react-query';
import { successMessageSchema, type VerifyOtpRequest } from '@haat/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function verifyOtp(body: VerifyOtpRequest): Promise<{ message: string }> {
  const data = await apiRequest<unknown>('/auth/verify-otp', { method: 'POST', body, auth: false });
  return successMessageSchema.parse(data);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
