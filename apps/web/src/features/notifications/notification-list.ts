// The list /notification shows: order and promotion notices, without the deleted ones, each read when the shopper
// read it or once older than 24 hours (docs/behaviour/account.md#notifications), newest first; the tabs and their
// counts.
import type { Order } from '@haat/domain/orders/order.schema';
import {
  NOTIFICATION_READ_AFTER_MS,
  type AppNotification,
  type NotificationDraft,
  type NotificationType,
} from './notification.ts';
import { orderNotifications } from './order-notifications.ts';
import { promotionNotices } from './promotion-notices.ts';
import { tk } from '../../i18n/translation-key.ts';

export const NOTIFICATION_TABS = [
  tk('All'),
  tk('Unread'),
  tk('Orders'),
  tk('Promotions'),
  tk('System'),
] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

const TAB_TYPE: Partial<Record<NotificationTab, NotificationType>> = {
  Orders: 'order',
  Promotions: 'promotion',
  System: 'system',
};

/** Read when marked so, or when older than 24 hours; a date in the future (a skewed clock) is not old. */
export function isReadAt(date: string, now: Date, markedRead: boolean): boolean {
  if (markedRead) return true;
  const at = Date.parse(date);
  return Number.isFinite(at) && now.getTime() - at > NOTIFICATION_READ_AFTER_MS;
}

export interface LocalNotificationState {
  readIds: readonly string[];
  deletedIds: readonly string[];
}

export function applyLocalState(
  drafts: readonly NotificationDraft[],
  now: Date,
  { readIds, deletedIds }: LocalNotificationState,
): AppNotification[] {
  const read = new Set(readIds);
  const deleted = new Set(deletedIds);
  return drafts
    .filter((n) => !deleted.has(n.id))
    .map((n) => ({ ...n, read: isReadAt(n.date, now, read.has(n.id)) }))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** Everything the page lists for these orders at `now`. */
export function buildNotifications(
  orders: readonly Order[],
  now: Date,
  state: LocalNotificationState,
): AppNotification[] {
  return applyLocalState([...orderNotifications(orders), ...promotionNotices(now)], now, state);
}

export function inTab(notification: AppNotification, tab: NotificationTab): boolean {
  if (tab === 'All') return true;
  if (tab === 'Unread') return !notification.read;
  return notification.type === TAB_TYPE[tab];
}

export function tabCounts(list: readonly AppNotification[]): Record<NotificationTab, number> {
  return Object.fromEntries(
    NOTIFICATION_TABS.map((tab) => [tab, list.filter((n) => inTab(n, tab)).length]),
  ) as Record<NotificationTab, number>;
}
