// The notification preferences of /settings (docs/behaviour/account.md#settings: "saved locally only"): what to hear
// about and on which channels, kept in this browser under haat_notification_prefs. Storage errors are ignored: a full
// or blocked storage keeps the choice for this page only.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { quietLocalStorage } from '../../../lib/stores/quiet-local-storage.ts';

export const NOTIFICATION_PREFS_STORAGE_KEY = 'haat_notification_prefs';

export interface NotificationPrefs {
  orderUpdates: boolean;
  promotions: boolean;
  newsletter: boolean;
  priceDrops: boolean;
  email: boolean;
  sms: boolean;
  push: boolean;
}

export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  orderUpdates: true,
  promotions: true,
  newsletter: true,
  priceDrops: false,
  email: true,
  sms: true,
  push: false,
};

/** Keeps only known keys with boolean values, so an old or hand-edited entry cannot break the form. */
export function normaliseNotificationPrefs(value: unknown): NotificationPrefs {
  const given = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const prefs = { ...DEFAULT_NOTIFICATION_PREFS };
  for (const key of Object.keys(prefs) as (keyof NotificationPrefs)[]) {
    if (typeof given[key] === 'boolean') prefs[key] = given[key];
  }
  return prefs;
}

interface NotificationPrefsState {
  prefs: NotificationPrefs;
  save: (prefs: NotificationPrefs) => void;
}

export const useNotificationPrefsStore = create<NotificationPrefsState>()(
  persist(
    (set) => ({
      prefs: DEFAULT_NOTIFICATION_PREFS,
      save: (prefs) => set({ prefs: normaliseNotificationPrefs(prefs) }),
    }),
    {
      name: NOTIFICATION_PREFS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => quietLocalStorage),
      partialize: (s) => ({ prefs: s.prefs }),
      merge: (persisted, current) => ({
        ...current,
        prefs: normaliseNotificationPrefs((persisted as { prefs?: unknown } | undefined)?.prefs),
      }),
    },
  ),
);
