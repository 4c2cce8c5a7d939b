// POST /api/auth/reset-password: the new password, after the reset code was verified (the code is not sent again).
import { useMutation } from '@tanstack/react-query';
import { successMessageSchema, type ResetPasswordRequest } from '@haat/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function resetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  const data = await apiRequest<unknown>('/auth/reset-password', { method: 'POST', body, auth: false });
  return successMessageSchema.parse(data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
