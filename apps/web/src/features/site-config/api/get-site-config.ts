// GET /api/site-config: the public settings operators configure in one place (seller portal, support email, dev tools).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema, type SiteConfig } from '@haat/domain/shell/site-config.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const body = await apiRequest<unknown>('/site-config', { signal, auth: false });
  // Parsed, not cast: a missing or malformed setting must surface as an error, never as a broken link.
  return siteConfigSchema.parse(body);
}

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    // Operators change these rarely; one fetch per visit is plenty.
    staleTime: 30 * 60_000,
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
