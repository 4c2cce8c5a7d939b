// POST /api/auth/logout: ends the server session of the tokens given. Sent with the tokens read before they are
// cleared, and without the client's refresh-and-retry: an expired token must not start a refresh on the way out.
import { AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { apiRequest } from '../../../lib/api-client.ts';

/** Said once the device has forgotten the session. */
export const LOGGED_OUT_MESSAGE = AUTH_MESSAGES.loggedOut;

export async function logout({ token, refreshToken }: { token: string | null; refreshToken: string | null }) {
  await apiRequest<unknown>('/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    auth: false,
    headers: token ? { authorization: `Bearer ${token}` } : undefined,
  });
}
