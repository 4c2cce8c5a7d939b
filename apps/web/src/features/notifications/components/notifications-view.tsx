// /notification for a signed-in shopper (docs/behaviour/account.md#notifications): tabs All, Unread, Orders,
// Promotions and System with counts; mark one read, delete one, or mark all read, kept in this browser; skeletons
// while loading, an error with Try Again, and an empty state per tab.
import {
  BadgePercent,
  BellOff,
  CheckCheck,
  Info,
  Package,
  ShoppingBag,
  TriangleAlert,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '@haat/domain/validation/messages';
import { RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useNotificationOrders } from '../api/get-notification-orders.ts';
import { useNow } from '../hooks/use-now.ts';
import type { AppNotification } from '../notification.ts';
import {
  NOTIFICATION_TABS,
  buildNotifications,
  inTab,
  tabCounts,
  type NotificationTab,
} from '../notification-list.ts';
import {
  useAccountNotificationState,
  useNotificationStateStore,
} from '../stores/notification-state-store.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationsSkeleton } from './notifications-skeleton.tsx';
import { tk } from '../../../i18n/translation-key.ts';

const EMPTY: Record<NotificationTab, { icon: LucideIcon; title: string; text: string }> = {
  All: {
    icon: BellOff,
    title: tk('No notifications yet'),
    text: tk('Updates about your orders and the latest offers will show here.'),
  },
  Unread: {
    icon: CheckCheck,
    title: tk("You're all caught up"),
    text: tk('You have read every notification. New ones will show here.'),
  },
  Orders: {
    icon: Package,
    title: tk('No order updates'),
    text: tk('When you place an order, every step from confirmation to delivery shows here.'),
  },
  Promotions: {
    icon: BadgePercent,
    title: tk('No offers right now'),
    text: tk('New deals and offers will show here.'),
  },
  System: {
    icon: Info,
    title: tk('No system notices'),
    text: tk('Important notices about your account and our service will show here.'),
  },
};

const triggerClasses =
  'inline-flex shrink-0 grow items-center justify-center gap-1.5 border-b-2 border-transparent px-3 py-3 text-[13px] font-semibold text-ink-muted hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:grow-0 sm:px-4 sm:text-sm';

const headerLink = 'inline-flex items-center gap-1 font-medium text-brand-700 hover:underline';

export function NotificationsView({ account }: { account: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NotificationTab>('All');
  const [announcement, setAnnouncement] = useState('');
  const focusAfterDelete = useRef<string | null>(null);
  const query = useNotificationOrders();
  const now = useNow();
  const local = useAccountNotificationState(account);
  const markRead = useNotificationStateStore((s) => s.markRead);
  const remove = useNotificationStateStore((s) => s.remove);

  const notifications = useMemo(
    () => (query.data ? buildNotifications(query.data, now, local) : []),
    [query.data, now, local],
  );
  const counts = tabCounts(notifications);
  const unread = counts.Unread;

  // After a delete has re-rendered the list, focus goes where onDelete chose.
  useEffect(() => {
    if (!focusAfterDelete.current) return;
    document.getElementById(focusAfterDelete.current)?.focus();
    focusAfterDelete.current = null;
  });

  const onMarkRead = (id: string) => {
    markRead(account, [id]);
    setAnnouncement(t('Marked as read'));
  };
  const onDelete = (id: string) => {
    // Focus moves to the next notice in this tab (or the previous, or the tab list), never to the page's top.
    const shown = notifications.filter((n) => inTab(n, tab));
    const at = shown.findIndex((n) => n.id === id);
    const next = shown[at + 1] ?? shown[at - 1];
    remove(account, id);
    setAnnouncement(t('Notification deleted'));
    focusAfterDelete.current = next ? `notification-${next.id}` : 'notification-tabs';
  };
  const onMarkAllRead = () => {
    markRead(
      account,
      notifications.filter((n) => !n.read).map((n) => n.id),
    );
    setAnnouncement(t('All notifications marked as read'));
  };

  return (
    <div className="space-y-3 md:space-y-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-ink md:text-2xl">{t('Notifications')}</h1>
          {query.isSuccess && (
            <p className="mt-0.5 text-sm text-ink-muted">
              {unread === 0
                ? t('No unread notifications')
                : unread === 1
                  ? t('1 unread notification')
                  : t('{{count}} unread notifications', { count: unread })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-4 text-sm">
          <AccountLinks className="hidden sm:flex" />
          {query.isSuccess && (
            <button
              type="button"
              onClick={onMarkAllRead}
              disabled={unread === 0}
              className="inline-flex items-center gap-1.5 rounded-md border border-line bg-card px-3 py-2 font-semibold text-brand-700 shadow-card hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-subtle disabled:hover:bg-card"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('Mark all as read')}
            </button>
          )}
        </div>
      </div>
      <AccountLinks className="flex text-sm sm:hidden" />

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as NotificationTab)}>
        <Tabs.List
          id="notification-tabs"
          aria-label={t('Notification type')}
          className="flex overflow-x-auto rounded-lg bg-card shadow-card [scrollbar-width:none]"
        >
          {NOTIFICATION_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={triggerClasses}>
              {t(name)}
              {query.isSuccess && (
                <span
                  className={`min-w-5 rounded-full px-1.5 text-center text-xs font-semibold ${
                    name === 'Unread' && counts[name] > 0
                      ? 'bg-brand-700 text-white'
                      : 'bg-page text-ink-muted'
                  }`}
                >
                  {counts[name]}
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {NOTIFICATION_TABS.map((name) => (
          <Tabs.Content key={name} value={name} className="mt-3 focus-visible:outline-none md:mt-4">
            {query.isPending ? (
              <NotificationsSkeleton />
            ) : query.isError ? (
              <StatusPanel
                role="alert"
                icon={TriangleAlert}
                tone="danger"
                title={t('We could not load your notifications.')}
                text={t(
                  query.error instanceof ApiRequestError ? query.error.message : MESSAGES.somethingWentWrong,
                )}
                action={<RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />}
              />
            ) : (
              <TabList
                tab={name}
                notifications={notifications.filter((n) => inTab(n, name))}
                now={now}
                onMarkRead={onMarkRead}
                onDelete={onDelete}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

/** Where the page links to (docs/behaviour/account.md#notifications): the profile and the orders. */
function AccountLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={`items-center gap-4 ${className}`}>
      <Link to="/profile" className={headerLink}>
        <UserRound aria-hidden="true" className="size-4" />
        {t('My Profile')}
      </Link>
      <Link to="/recent-purchase" className={headerLink}>
        <Package aria-hidden="true" className="size-4" />
        {t('My Orders')}
      </Link>
    </div>
  );
}

function TabList({
  tab,
  notifications,
  now,
  onMarkRead,
  onDelete,
}: {
  tab: NotificationTab;
  notifications: AppNotification[];
  now: Date;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (notifications.length === 0) {
    const empty = EMPTY[tab];
    return (
      <StatusPanel
        role="status"
        icon={empty.icon}
        tone="neutral"
        title={t(empty.title)}
        text={t(empty.text)}
        action={
          <Link
            to={tab === 'Orders' ? '/recent-purchase' : '/'}
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {tab === 'Orders' ? t('View My Orders') : t('Continue Shopping')}
          </Link>
        }
      />
    );
  }
  return (
    <ul
      aria-label={t('{{tab}} notifications', { tab: t(tab) })}
      className="divide-y divide-line overflow-hidden rounded-lg bg-card shadow-card"
    >
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem
            notification={notification}
            now={now}
            onMarkRead={onMarkRead}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}
