// GET and PUT /api/users/profile (docs/behaviour/account.md#calls) for the settings profile tab. The query shares
// /profile's cache key, so both pages show one copy and Log Out's cache clear drops it; a save writes the answered
// profile into that copy.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema, type ProfileResponse } from '@haat/domain/auth/profile.schema';
import {
  profileUpdatedResponseSchema,
  type ProfileUpdatedResponse,
} from '@haat/domain/account/profile-settings.schema';
import { apiRequest } from '../../../lib/api-client.ts';

const PROFILE_QUERY_KEY = ['users', 'profile'] as const;

export async function getSettingsProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return profileResponseSchema.parse(await apiRequest<unknown>('/users/profile', { signal }));
}

export function useSettingsProfile() {
  return useQuery(
    queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getSettingsProfile(signal) }),
  );
}

export interface ProfileUpdate {
  fullName: string;
  email: string;
  phone?: string;
}

export async function updateProfile(input: ProfileUpdate): Promise<ProfileUpdatedResponse> {
  return profileUpdatedResponseSchema.parse(
    await apiRequest<unknown>('/users/profile', { method: 'PUT', body: input }),
  );
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) =>
      queryClient.setQueryData<ProfileResponse>(PROFILE_QUERY_KEY, (old) =>
        old ? { ...old, profile } : old,
      ),
  });
}
