// Log Out (spec 1 §4): end the server session (its failure is ignored: the device forgets the session anyway),
// forget the stored tokens and user, empty the cart and wishlist, drop cached server data, go home.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { logout } from '../../../features/auth/api/logout.ts';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { useCartStore } from '../../../features/cart/stores/cart-store.ts';
import { useWishlistStore } from '../../../features/wishlist/stores/wishlist-store.ts';
import { getAccessToken, getRefreshToken } from '../../../lib/session-storage.ts';

export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(() => {
    const credentials = { token: getAccessToken(), refreshToken: getRefreshToken() };
    // The request carries the tokens read above, so the device can forget them at once without waiting for it.
    logout(credentials).catch(() => undefined);
    useAuthStore.getState().signOut();
    useCartStore.getState().clear();
    useWishlistStore.getState().clear();
    // Another shopper on this device must not see this account's orders or profile from the cache.
    queryClient.clear();
    navigate('/');
    toast.success(t(AUTH_MESSAGES.loggedOut));
  }, [navigate, queryClient, t]);
}
