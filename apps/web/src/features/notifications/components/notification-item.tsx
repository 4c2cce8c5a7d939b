// One notice: its icon, title and message, when it happened, its link, and Mark as read and Delete. Unread notices
// carry a dot and a tinted background; the link marks the notice read as it is followed.
import {
  BadgePercent,
  Check,
  CircleX,
  Info,
  PackageCheck,
  ReceiptText,
  RotateCcw,
  Trash2,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppNotification, OrderEventKind } from '../notification.ts';
import { formatRelativeTime, intlLocaleOf } from '../relative-time.ts';
import { formatDateTime } from '../../../lib/format.ts';

const ORDER_ICONS: Record<OrderEventKind, { icon: LucideIcon; tone: string }> = {
  placed: { icon: ReceiptText, tone: 'bg-brand-50 text-brand-700' },
  shipped: { icon: Truck, tone: 'bg-brand-50 text-brand-700' },
  outForDelivery: { icon: Truck, tone: 'bg-accent-100 text-accent-700' },
  delivered: { icon: PackageCheck, tone: 'bg-success-50 text-success' },
  cancelled: { icon: CircleX, tone: 'bg-danger-50 text-danger' },
  returnApproved: { icon: RotateCcw, tone: 'bg-brand-50 text-brand-700' },
  returnRejected: { icon: RotateCcw, tone: 'bg-danger-50 text-danger' },
  returned: { icon: RotateCcw, tone: 'bg-success-50 text-success' },
};

function iconOf(notification: AppNotification): { icon: LucideIcon; tone: string } {
  if (notification.orderData) return ORDER_ICONS[notification.orderData.event];
  if (notification.type === 'promotion') return { icon: BadgePercent, tone: 'bg-accent-100 text-accent-700' };
  return { icon: Info, tone: 'bg-page text-ink-muted' };
}

const iconButton =
  'inline-flex min-h-9 min-w-9 items-center justify-center gap-1.5 rounded-md px-2 text-xs font-semibold text-ink-muted hover:bg-page hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

export function NotificationItem({
  notification,
  now,
  onMarkRead,
  onDelete,
}: {
  notification: AppNotification;
  now: Date;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { icon: Icon, tone } = iconOf(notification);
  const title = t(notification.title, notification.params);
  const when = formatRelativeTime(
    notification.date,
    now,
    intlLocaleOf(i18n.resolvedLanguage ?? i18n.language),
    t('Just now'),
  );
  const fullDate = formatDateTime(notification.date, i18n.language);

  return (
    <article
      id={`notification-${notification.id}`}
      tabIndex={-1}
      aria-label={notification.read ? title : t('Unread: {{title}}', { title })}
      className={`flex gap-3 px-3 py-3.5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-4 ${
        notification.read ? 'bg-card' : 'bg-brand-50/50'
      }`}
    >
      <span
        aria-hidden="true"
        className={`grid size-9 shrink-0 place-items-center rounded-full sm:size-10 ${tone}`}
      >
        <Icon className="size-[18px] sm:size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <h3
            className={`min-w-0 flex-1 text-sm leading-5 ${notification.read ? 'font-medium text-ink' : 'font-bold text-ink'}`}
          >
            {title}
          </h3>
          {!notification.read && (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
          )}
        </div>
        <p className="mt-0.5 text-sm leading-5 text-ink-muted">
          {t(notification.message, notification.params)}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 sm:gap-x-3">
          <time dateTime={notification.date} title={fullDate} className="text-xs text-ink-subtle">
            {when}
          </time>
          <Link
            to={notification.actionLink}
            onClick={() => {
              if (!notification.read) onMarkRead(notification.id);
            }}
            className="text-xs font-semibold text-brand-700 hover:underline"
          >
            {t(notification.actionText)}
          </Link>
          <span className="ms-auto flex items-center gap-0.5 sm:gap-1">
            {!notification.read && (
              <button
                type="button"
                onClick={() => onMarkRead(notification.id)}
                className={iconButton}
                aria-label={t('Mark as read: {{title}}', { title })}
              >
                <Check aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">{t('Mark as read')}</span>
              </button>
            )}
            <button
              type="button"
              onClick={() => onDelete(notification.id)}
              className={`${iconButton} hover:!text-danger`}
              aria-label={t('Delete: {{title}}', { title })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t('Delete')}</span>
            </button>
          </span>
        </div>
      </div>
    </article>
  );
}
