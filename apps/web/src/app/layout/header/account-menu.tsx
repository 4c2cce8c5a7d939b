// The account menu (docs/behaviour/shell.md#account-menu): Sign In, Create Account, seller and help links for
// visitors; profile, cart, orders, notifications, wishlist, settings and Log Out when signed in; Language in both.
// Loaded on intent by account-button.tsx, which draws the trigger.
import {
  Bell,
  CircleHelp,
  Heart,
  Languages,
  LogIn,
  LogOut,
  Package,
  Settings,
  ShoppingCart,
  Store,
  User,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Intent } from '../../../components/ui/lazy-on-intent.tsx';
import { fullNameOf, useAuthStore } from '../../../features/auth/stores/auth-store.ts';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

function LinkItem({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon className="h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

export function AccountMenu({
  trigger,
  arrival,
  onOpenLanguage,
  onLogout,
}: {
  trigger: ReactElement;
  /** A click or Enter on the stand-in trigger while this loaded opens the menu at once. */
  arrival: Intent | null;
  onOpenLanguage: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const user = useAuthStore((s) => s.user);
  // Radix puts the first item under focus when its own trigger opens the menu from the keyboard; opened on arrival
  // it cannot know, so the first keyboard-made opening does that here.
  const focusFirstItem = useRef(arrival?.kind === 'activate' && arrival.keyboard);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={arrival?.kind === 'activate'}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          onFocus={(event) => {
            // Radix focuses the content itself on opening; move on to the first item as its keyboard path does.
            if (!focusFirstItem.current || event.target !== event.currentTarget) return;
            focusFirstItem.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          className="z-50 w-64 rounded-lg border border-line bg-card p-1.5 shadow-pop"
        >
          {isSignedIn ? (
            <>
              <DropdownMenu.Label className="px-3 pb-2 pt-1.5">
                <span className="block text-xs text-ink-muted">{t('Signed in as')}</span>
                <span className="block truncate font-semibold text-ink">{fullNameOf(user) ?? t('User')}</span>
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <LinkItem to="/profile" icon={User} label={t('My Profile')} />
              <LinkItem to="/cart" icon={ShoppingCart} label={t('My Cart')} />
              <LinkItem to="/recent-purchase" icon={Package} label={t('My Orders')} />
              <LinkItem to="/notification" icon={Bell} label={t('Notification')} />
              <LinkItem to="/wishlist" icon={Heart} label={t('My Wishlist')} />
              <LinkItem to="/settings" icon={Settings} label={t('Settings')} />
              <LinkItem to="/seller/register" icon={Store} label={t('Become a Seller')} />
            </>
          ) : (
            <>
              <div className="px-2 pb-2 pt-1.5">
                <DropdownMenu.Item asChild className="outline-none">
                  <Link
                    to="/login"
                    className="flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 data-[highlighted]:bg-brand-800 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-200"
                  >
                    <LogIn className="h-4 w-4" aria-hidden="true" />
                    {t('Sign In')}
                  </Link>
                </DropdownMenu.Item>
              </div>
              <LinkItem to="/signup" icon={UserPlus} label={t('Create Account')} />
              <LinkItem to="/seller/register" icon={Store} label={t('Become a Seller')} />
              <LinkItem to="/help" icon={CircleHelp} label={t('Help Center')} />
            </>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={onOpenLanguage}>
            <Languages className="h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
            {t('Language')}
          </DropdownMenu.Item>
          {isSignedIn && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item
                className={`${itemClass} text-danger data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger`}
                onSelect={onLogout}
              >
                <LogOut className="h-4 w-4 shrink-0" aria-hidden="true" />
                {t('Log Out')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
