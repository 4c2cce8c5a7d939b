// Log Out (docs/behaviour/auth.md#session): end the server session (its failure is ignored: the device forgets the
// session anyway), forget the stored tokens and user, empty the cart and wishlist, drop cached server data, go home.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { useCartStore } from '../../../features/cart/stores/cart-store.ts';
import { useWishlistStore } from '../../../lib/stores/wishlist-store.ts';
import { getAccessToken, getRefreshToken } from '../../../lib/session-storage.ts';

export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(() => {
    const credentials = { token: getAccessToken(), refreshToken: getRefreshToken() };
    // The request carries the tokens read above, so the device forgets them at once without waiting for it. The
    // call and its message load on use: the header's first download stays free of the account code.
    import('../../../features/auth/api/logout.ts').then(
      ({ logout, LOGGED_OUT_MESSAGE }) => {
        toast.success(t(LOGGED_OUT_MESSAGE));
        return logout(credentials).catch(() => undefined);
      },
      () => undefined,
    );
    useAuthStore.getState().signOut();
    useCartStore.getState().clear();
    useWishlistStore.getState().clear();
    // Another shopper on this device must not see this account's orders or profile from the cache.
    queryClient.clear();
    navigate('/');
  }, [navigate, queryClient, t]);
}
