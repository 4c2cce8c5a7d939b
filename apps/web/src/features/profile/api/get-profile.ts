// GET /api/users/profile (spec 3 §7): the signed-in customer's profile, read-only on /profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema, type ProfileResponse } from '@haat/domain/auth/profile.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const data = await apiRequest<unknown>('/users/profile', { signal });
  return profileResponseSchema.parse(data);
}

export function profileQueryOptions() {
  return queryOptions({
    // Log Out clears the whole cache, so one key cannot show one account's profile to the next.
    queryKey: ['users', 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
