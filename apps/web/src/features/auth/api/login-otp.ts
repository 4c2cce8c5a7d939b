// POST /api/users/login-otp: sign-in by the code send-otp (type login) e-mailed; answers like a password sign-in.
import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginOtpRequest, type LoginResponse } from '@haat/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function loginWithOtp(body: LoginOtpRequest): Promise<LoginResponse> {
  // No bearer: a refusal here is about the code, never an expired session to refresh.
  const data = await apiRequest<unknown>('/users/login-otp', { method: 'POST', body, auth: false });
  return loginResponseSchema.parse(data);
}

export function useLoginWithOtp() {
  return useMutation({ mutationFn: loginWithOtp });
}
