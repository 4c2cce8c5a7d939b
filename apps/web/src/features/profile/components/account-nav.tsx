// The account side menu (docs/behaviour/account.md#profile): a left column on wide screens, a list below the profile
// card on phones.
import {
  Bell,
  ChevronRight,
  Heart,
  LogOut,
  Package,
  Settings,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

// The labels are the account menu's (docs/behaviour/shell.md#account-menu); t() translates them where they are drawn.
const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: '/profile', label: 'My Profile', icon: UserRound },
  { to: '/recent-purchase', label: 'My Orders', icon: Package },
  { to: '/wishlist', label: 'My Wishlist', icon: Heart },
  { to: '/notification', label: 'Notifications', icon: Bell },
  { to: '/settings', label: 'Settings', icon: Settings },
];

const rowClass =
  'flex min-h-12 w-full items-center gap-3 px-4 py-3 text-start text-sm font-medium transition-colors';

export function AccountNav({ onLogout, className = '' }: { onLogout: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Account')} className={`overflow-hidden rounded-lg bg-card shadow-card ${className}`}>
      <ul className="divide-y divide-line">
        {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `${rowClass} ${
                  isActive
                    ? 'bg-brand-50 font-semibold text-brand-700 shadow-[inset_3px_0_0] shadow-brand-700 rtl:shadow-[inset_-3px_0_0]'
                    : 'text-ink hover:bg-page hover:text-brand-700'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span className="flex-1">{t(label)}</span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-subtle rtl:rotate-180" />
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={onLogout} className={`${rowClass} text-danger hover:bg-danger-50`}>
            <LogOut aria-hidden="true" className="size-5 shrink-0 rtl:rotate-180" />
            <span className="flex-1">{t('Log Out')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
