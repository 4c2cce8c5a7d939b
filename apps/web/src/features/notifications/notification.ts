// What /notification lists (docs/behaviour/account.md#notifications): each notice carries id, type, title, message,
// date, read, actionLink, actionText and orderData. Titles, messages and action texts are English i18n keys; `params`
// fills their {{placeholders}} when drawn, so the list can be worked out once and shown in any language.

export const NOTIFICATION_TYPES = ['order', 'promotion', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The order moments worth telling a shopper about (packing is not: nothing changes for them). */
export type OrderEventKind =
  | 'placed'
  | 'shipped'
  | 'outForDelivery'
  | 'delivered'
  | 'cancelled'
  | 'returnApproved'
  | 'returnRejected'
  | 'returned';

export interface OrderNotificationData {
  orderId: string;
  orderNumber: string;
  /** The order's status now, which may have moved on since the event. */
  status: string;
  totalAmount: number;
  itemCount: number;
  event: OrderEventKind;
  /** The sellers whose parcels the event concerns. */
  sellers: string[];
}

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  params: Record<string, string>;
  /** ISO timestamp of the event. */
  date: string;
  read: boolean;
  actionLink: string;
  actionText: string;
  orderData: OrderNotificationData | null;
}

/** A notice before the shopper's read state is applied. */
export type NotificationDraft = Omit<AppNotification, 'read'>;

/** A notification older than this counts as read (docs/behaviour/account.md#notifications). */
export const NOTIFICATION_READ_AFTER_MS = 24 * 60 * 60 * 1000;
