// The header's account trigger (docs/behaviour/shell.md#account-menu): "Hello, Sign in / Account" on large screens, a
// person icon on phones. The menu behind it (Radix DropdownMenu and its items) loads on intent, so the first download
// carries only this.
import { ChevronDown, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { intentLoader, LazyOnIntent, StandInTrigger } from '../../../components/ui/lazy-on-intent.tsx';
import { firstNameOf, useAuthStore } from '../../../features/auth/stores/auth-store.ts';

const menu = intentLoader(() => import('./account-menu.tsx'));

export function AccountButton({
  variant,
  onOpenLanguage,
  onLogout,
}: {
  variant: 'desktop' | 'mobile';
  onOpenLanguage: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const user = useAuthStore((s) => s.user);
  const greetingName = firstNameOf(user) ?? t('User');
  const greeting = isSignedIn ? t('Hello, {{name}}', { name: greetingName }) : t('Hello, Sign in');

  const trigger = (
    <button
      type="button"
      aria-label={`${greeting} – ${t('Account menu')}`}
      className={
        variant === 'desktop'
          ? 'flex items-center gap-1 rounded-md px-2 py-1 text-start text-white hover:bg-white/10 focus-visible:outline-white data-[state=open]:bg-white/15'
          : 'flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white'
      }
    >
      {variant === 'desktop' ? (
        <>
          <span className="leading-tight">
            {/* The space keeps the two lines two words for speech input and axe (label in name). */}
            <span className="block max-w-32 truncate text-xs text-white/80">{greeting}</span>{' '}
            <span className="block text-sm font-bold">{t('Account')}</span>
          </span>
          <ChevronDown className="mt-3 h-4 w-4" aria-hidden="true" />
        </>
      ) : (
        <User className="h-6 w-6" aria-hidden="true" />
      )}
    </button>
  );

  return (
    <LazyOnIntent
      loader={menu}
      fallback={({ intent }) => <StandInTrigger trigger={trigger} popup="menu" intent={intent()} />}
    >
      {({ AccountMenu }, arrival) => (
        <AccountMenu
          trigger={trigger}
          arrival={arrival}
          onOpenLanguage={onOpenLanguage}
          onLogout={onLogout}
        />
      )}
    </LazyOnIntent>
  );
}
