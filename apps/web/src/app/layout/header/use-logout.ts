// Log Out (spec 1 §4): forget the session, empty the cart and wishlist, drop cached server data, go home.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { useCartStore } from '../../../features/cart/stores/cart-store.ts';
import { useWishlistStore } from '../../../features/wishlist/stores/wishlist-store.ts';

export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(() => {
    useAuthStore.getState().signOut();
    useCartStore.getState().clear();
    useWishlistStore.getState().clear();
    // Another shopper on this device must not see this account's orders or profile from the cache.
    queryClient.clear();
    navigate('/');
    toast.success(t('You have been logged out'));
  }, [navigate, queryClient, t]);
}
