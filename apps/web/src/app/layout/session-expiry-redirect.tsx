// When a token refresh fails the session is over: go to /login unless already there (docs/behaviour/auth.md#session).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from '../../lib/api-client.ts';

export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionExpired(() => {
        if (location.pathname !== '/login') navigate('/login', { state: { from: location.pathname } });
      }),
    [navigate, location.pathname],
  );
  return null;
}
