// PUT /api/users/profile-setup (docs/behaviour/account.md#profile-setup; saved for real): date of birth, gender, an
// address and the preferences. The spec's 2 s pace runs alongside the call, so a fast answer still reads as the spec
// describes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_SETUP_PACE_MS, type ProfileSetupRequest } from '@haat/domain/account/profile-setup.schema';
import {
  profileUpdatedResponseSchema,
  type ProfileUpdatedResponse,
} from '@haat/domain/account/profile-settings.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

export async function saveProfileSetup(body: ProfileSetupRequest): Promise<ProfileUpdatedResponse> {
  const data = await apiRequest<unknown>('/users/profile-setup', { method: 'PUT', body });
  return profileUpdatedResponseSchema.parse(data);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useSaveProfileSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileSetupRequest) => {
      const [saved] = await Promise.all([saveProfileSetup(body), pause(PROFILE_SETUP_PACE_MS)]);
      return saved;
    },
    // The setup may have added the default address, which the profile answer derives address and pincode from.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
