// Which notices the shopper marked read or deleted (docs/behaviour/account.md#notifications: local only), per
// account, kept in the browser under haat_notifications so a reload or another visit keeps them.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_KEYS } from '../../../lib/session-storage.ts';

export const NOTIFICATION_STATE_STORAGE_KEY = 'haat_notifications';
/** Ids kept per list; the oldest go first. A notice over 24 hours old is read anyway, and order notices are few. */
export const NOTIFICATION_IDS_MAX = 500;

export interface AccountNotificationState {
  readIds: string[];
  deletedIds: string[];
}

const EMPTY: AccountNotificationState = { readIds: [], deletedIds: [] };

/** The ids with `added` appended (no duplicates), keeping the newest NOTIFICATION_IDS_MAX. */
export function withIds(ids: readonly string[], added: readonly string[]): string[] {
  const fresh = added.filter((id) => id && !ids.includes(id));
  return [...new Set([...ids, ...fresh])].slice(-NOTIFICATION_IDS_MAX);
}

/** Stored data may be stale or hand-edited: strings only, distinct, at most NOTIFICATION_IDS_MAX. */
export function normaliseIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return withIds(
    [],
    value.filter((id): id is string => typeof id === 'string' && id.length > 0),
  );
}

export function normaliseAccounts(value: unknown): Record<string, AccountNotificationState> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, AccountNotificationState> = {};
  for (const [account, state] of Object.entries(value as Record<string, unknown>)) {
    const s = (state ?? {}) as { readIds?: unknown; deletedIds?: unknown };
    out[account] = { readIds: normaliseIds(s.readIds), deletedIds: normaliseIds(s.deletedIds) };
  }
  return out;
}

/** The accounts with `ids` added to one account's read or deleted list; the other accounts stay as they are. */
export function withAccountIds(
  accounts: Readonly<Record<string, AccountNotificationState>>,
  account: string,
  list: keyof AccountNotificationState,
  ids: readonly string[],
): Record<string, AccountNotificationState> {
  const current = accounts[account] ?? EMPTY;
  return { ...accounts, [account]: { ...current, [list]: withIds(current[list], ids) } };
}

interface NotificationStateStore {
  accounts: Record<string, AccountNotificationState>;
  markRead: (account: string, ids: readonly string[]) => void;
  remove: (account: string, id: string) => void;
}

export const useNotificationStateStore = create<NotificationStateStore>()(
  persist(
    (set) => ({
      accounts: {},
      markRead: (account, ids) =>
        set((s) => ({ accounts: withAccountIds(s.accounts, account, 'readIds', ids) })),
      remove: (account, id) =>
        set((s) => ({ accounts: withAccountIds(s.accounts, account, 'deletedIds', [id]) })),
    }),
    {
      name: NOTIFICATION_STATE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ accounts: s.accounts }),
      merge: (persisted, current) => ({
        ...current,
        accounts: normaliseAccounts((persisted as { accounts?: unknown } | undefined)?.accounts),
      }),
    },
  ),
);

/** This account's read and deleted ids (stable empty lists when it has none). */
export function useAccountNotificationState(account: string): AccountNotificationState {
  return useNotificationStateStore((s) => s.accounts[account] ?? EMPTY);
}

/** The signed-in account the state belongs to: its user_id, so two accounts on one device keep their own. */
export function currentAccountKey(): string {
  try {
    return localStorage.getItem(SESSION_KEYS.userId) || 'signed-in';
  } catch {
    return 'signed-in';
  }
}
