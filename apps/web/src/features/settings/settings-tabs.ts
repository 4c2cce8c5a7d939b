// The tabs of /settings (docs/behaviour/account.md#settings) and which one opens: navigation state `activeTab` (how
// other pages send a shopper to a tab) first, then `?tab=` (so a tab can be linked or bookmarked), else the profile
// tab.
import { tk } from '../../i18n/translation-key.ts';
export const SETTINGS_TABS = ['profile', 'security', 'notifications', 'addresses', 'payment'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';

/** The label each tab shows; t() translates it where it is drawn. */
export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  profile: tk('Profile'),
  security: tk('Security'),
  notifications: 'Notifications',
  addresses: tk('Addresses'),
  payment: tk('Payment Methods'),
};

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** The tab to show for a location's state and search; unknown values fall through to the next source. */
export function settingsTabFrom(state: unknown, search: string): SettingsTab {
  const fromState = (state as { activeTab?: unknown } | null | undefined)?.activeTab;
  if (isSettingsTab(fromState)) return fromState;
  const fromQuery = new URLSearchParams(search).get('tab');
  if (isSettingsTab(fromQuery)) return fromQuery;
  return DEFAULT_SETTINGS_TAB;
}
