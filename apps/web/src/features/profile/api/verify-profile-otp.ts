// POST /api/users/verify-profile-otp (docs/behaviour/account.md#email-or-phone-change, #calls): the codes and the
// values they were sent for; the answer is the updated profile, which replaces the cached one so /profile shows the
// new e-mail or phone at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyProfileOtpRequest } from '@haat/domain/account/profile-change.schema';
import {
  profileUpdatedResponseSchema,
  type ProfileUpdatedResponse,
} from '@haat/domain/account/profile-settings.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeUpdatedProfile } from './get-profile.ts';

export async function verifyProfileOtp(body: VerifyProfileOtpRequest): Promise<ProfileUpdatedResponse> {
  const data = await apiRequest<unknown>('/users/verify-profile-otp', { method: 'POST', body });
  return profileUpdatedResponseSchema.parse(data);
}

export function useVerifyProfileOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyProfileOtp,
    onSuccess: ({ profile }) => storeUpdatedProfile(queryClient, profile),
  });
}
