// PUT /api/users/password (docs/behaviour/account.md#calls, issue 9): checks the current password, sets the new one
// and signs every other session out; this browser's session stays.
import { useMutation } from '@tanstack/react-query';
import { passwordChangedResponseSchema } from '@haat/domain/account/profile-settings.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword(input: PasswordChange) {
  return passwordChangedResponseSchema.parse(
    await apiRequest<unknown>('/users/password', { method: 'PUT', body: input }),
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
