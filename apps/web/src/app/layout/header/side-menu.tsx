// The slide-in menu (docs/behaviour/shell.md#slide-in-menu): account, All Categories, Trending, Programs & Features,
// Help & Settings, Become a Seller, Wishlist and Cart. A left drawer on a Radix Dialog: focus trapped, Escape closes,
// focus goes back to the button that opened it. Loaded on intent by the header.
import {
  CircleHelp,
  Flame,
  Heart,
  Languages,
  LogOut,
  Rocket,
  Settings,
  ShoppingCart,
  Sparkles,
  Store,
  Tag,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '@haat/domain/shell/languages';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { fullNameOf, useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { useCartStore } from '../../../features/cart/stores/cart-store.ts';
import { PROGRAM_LINKS, TRENDING_LINKS } from '../../../features/navigation/menu-data.ts';
import { useWishlistStore } from '../../../lib/stores/wishlist-store.ts';
import { SideMenuCategories } from './side-menu-categories.tsx';

const rowClass = 'flex w-full items-center gap-3 px-4 py-2.5 text-start text-sm text-ink hover:bg-page';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-line py-2" aria-label={title}>
      <h3 className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-ink-muted">{title}</h3>
      {children}
    </section>
  );
}

function RowLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={rowClass}>
      <Icon className="h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
      {children}
    </Link>
  );
}

const TRENDING_ICONS: LucideIcon[] = [Flame, Sparkles, Tag];

export function SideMenu({
  open,
  onOpenChange,
  onOpenLanguage,
  onLogout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenLanguage: () => void;
  onLogout: () => void;
}) {
  const { t, i18n } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const user = useAuthStore((s) => s.user);
  const cartCount = useCartStore((s) => s.items.length);
  const wishlistCount = useWishlistStore((s) => s.wishlistCount);
  const language = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  const returnFocus = useReturnFocus();

  // Following any link inside closes the drawer (route changes close it too; see the header).
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <Dialog.Content
          onClick={closeOnLink}
          onOpenAutoFocus={returnFocus.remember}
          onCloseAutoFocus={returnFocus.restore}
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(86vw,340px)] flex-col bg-card shadow-pop focus:outline-none"
        >
          <div className="relative bg-brand-700 px-4 pb-4 pt-5 text-white">
            <Dialog.Title className="sr-only">{t('Menu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('Close menu')}
              className="absolute end-2 top-2 rounded-full p-2 hover:bg-white/10 focus-visible:outline-white"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
            <div className="flex items-center gap-3 pe-8">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/15">
                <UserRound className="h-6 w-6" aria-hidden="true" />
              </span>
              {isSignedIn ? (
                <p className="min-w-0 leading-tight">
                  <span className="block text-sm text-white/85">{t('Welcome back,')}</span>
                  <span className="block truncate text-lg font-bold">{fullNameOf(user) ?? t('User')}</span>
                </p>
              ) : (
                <p className="text-lg font-bold">{t('Hello, Sign in')}</p>
              )}
            </div>
            <div className="mt-4 flex gap-2">
              {isSignedIn ? (
                <button
                  type="button"
                  onClick={() => {
                    onOpenChange(false);
                    onLogout();
                  }}
                  className="inline-flex items-center gap-2 rounded-md border border-white/60 px-4 py-2 text-sm font-semibold hover:bg-white/10 focus-visible:outline-white"
                >
                  <LogOut className="h-4 w-4" aria-hidden="true" />
                  {t('Log Out')}
                </button>
              ) : (
                <>
                  <Link
                    to="/login"
                    className="flex-1 rounded-md bg-white px-4 py-2 text-center text-sm font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-white"
                  >
                    {t('Sign In')}
                  </Link>
                  <Link
                    to="/signup"
                    className="flex-1 rounded-md border border-white/70 px-4 py-2 text-center text-sm font-semibold hover:bg-white/10 focus-visible:outline-white"
                  >
                    {t('Create Account')}
                  </Link>
                </>
              )}
            </div>
          </div>

          <nav aria-label={t('Main menu')} className="flex-1 overflow-y-auto overscroll-contain">
            <Section title={t('All Categories')}>
              <SideMenuCategories />
            </Section>
            <Section title={t('Trending')}>
              {TRENDING_LINKS.map((link, i) => (
                <RowLink key={link.to} to={link.to} icon={TRENDING_ICONS[i] ?? Flame}>
                  {t(link.label)}
                </RowLink>
              ))}
            </Section>
            <Section title={t('Programs & Features')}>
              {PROGRAM_LINKS.map((link) => (
                <RowLink key={link.to} to={link.to} icon={Rocket}>
                  {/* The brand stays as it is; the program name is translated. */}
                  <span className="flex-1">{`${BRAND_NAME} ${t(link.program)}`}</span>
                  <span className="rounded bg-accent-100 px-1.5 py-0.5 text-[10px] font-bold uppercase text-ink">
                    {t('Soon')}
                  </span>
                </RowLink>
              ))}
            </Section>
            <Section title={t('Help & Settings')}>
              <RowLink to="/help" icon={CircleHelp}>
                {t('Help Center')}
              </RowLink>
              <RowLink to="/settings" icon={Settings}>
                {t('Settings')}
              </RowLink>
              <button
                type="button"
                className={rowClass}
                onClick={() => {
                  onOpenChange(false);
                  onOpenLanguage();
                }}
              >
                <Languages className="h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
                <span className="flex-1">{t('Language')}</span>
                <span lang={language.code} className="text-xs text-ink-muted">
                  {language.native}
                </span>
              </button>
            </Section>
            <div className="py-2">
              <RowLink to="/seller/register" icon={Store}>
                {t('Become a Seller')}
              </RowLink>
              <RowLink to="/wishlist" icon={Heart}>
                <span className="flex-1">{t('Wishlist')}</span>
                {wishlistCount > 0 && <Count value={wishlistCount} />}
              </RowLink>
              <RowLink to="/cart" icon={ShoppingCart}>
                <span className="flex-1">{t('Cart')}</span>
                {cartCount > 0 && <Count value={cartCount} />}
              </RowLink>
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Count({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      <span className="sr-only">{t('Items:')} </span>
      {value}
    </span>
  );
}
