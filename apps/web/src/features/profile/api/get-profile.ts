// GET /api/users/profile (docs/behaviour/account.md#calls): the signed-in customer's profile, read-only on /profile.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { profileResponseSchema, type Profile, type ProfileResponse } from '@haat/domain/auth/profile.schema';
import { apiRequest } from '../../../lib/api-client.ts';

// Log Out clears the whole cache, so one key cannot show one account's profile to the next.
export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const data = await apiRequest<unknown>('/users/profile', { signal });
  return profileResponseSchema.parse(data);
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** A write answered the updated profile: show it now, and refetch so the addresses are the server's too. */
export function storeUpdatedProfile(queryClient: QueryClient, profile: Profile): Promise<void> {
  queryClient.setQueryData(PROFILE_QUERY_KEY, (old: ProfileResponse | undefined) =>
    old ? { ...old, profile } : old,
  );
  return queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
}
