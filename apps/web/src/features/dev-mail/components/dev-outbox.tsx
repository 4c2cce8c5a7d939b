// The dev outbox viewer: an optional recipient filter, a Refresh button, and the messages polled every 5 s.
import { AlertCircle, Inbox, RefreshCw, ShieldOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isOutboxClosed, OUTBOX_REFRESH_MS, useOutbox } from '../api/get-outbox.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { OutboxMessageCard } from './outbox-message-card.tsx';

function Skeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="animate-pulse rounded-lg bg-card p-4 shadow-card">
          <div className="flex gap-3">
            <div className="h-5 w-14 rounded-full bg-page" />
            <div className="h-5 w-40 rounded bg-page" />
          </div>
          <div className="mt-3 h-4 w-2/3 rounded bg-page" />
          <div className="mt-3 h-16 rounded bg-page" />
        </div>
      ))}
    </div>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg bg-card px-6 py-12 text-center shadow-card">
      {icon}
      <h2 className="mt-3 font-semibold text-ink">{title}</h2>
      {children}
    </div>
  );
}

export function DevOutbox() {
  const { t } = useTranslation();
  const id = useId();
  const [to, setTo] = useState('');
  const filter = useDebouncedValue(to, 300);
  const outbox = useOutbox(filter);
  const closed = isOutboxClosed(outbox.error);
  const messages = outbox.data?.messages ?? [];
  const seconds = OUTBOX_REFRESH_MS / 1000;

  if (closed) {
    return (
      <Notice
        icon={<ShieldOff aria-hidden className="size-10 text-ink-subtle" />}
        title={t('The dev outbox is disabled in production.')}
      >
        <p className="mt-1 max-w-sm text-sm text-ink-muted">
          {t('Messages are delivered by e-mail and SMS instead.')}
        </p>
      </Notice>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-lg bg-card p-4 shadow-card sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-medium text-ink">
            {t('E-mail or phone')}
          </label>
          <input
            id={`${id}-to`}
            type="search"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder={t('All recipients')}
            aria-describedby={`${id}-to-hint`}
            autoComplete="off"
            className="h-11 w-full rounded-md border border-line bg-card px-3 text-base text-ink placeholder:text-ink-subtle focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
          <p id={`${id}-to-hint`} className="mt-1 text-xs text-ink-subtle">
            {t('Optional. Shows only messages sent to this address or number.')}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-md border border-line px-4 text-sm font-semibold text-ink hover:border-brand-500 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:mb-5"
        >
          <RefreshCw aria-hidden className={`size-4 ${outbox.isFetching ? 'animate-spin' : ''}`} />
          {t('Refresh')}
        </button>
      </div>

      <p className="text-xs text-ink-muted" aria-live="polite">
        {!outbox.isSuccess || messages.length === 0
          ? t('Refreshes every {{seconds}} seconds', { seconds })
          : messages.length === 1
            ? t('1 message · refreshes every {{seconds}} seconds', { seconds })
            : t('{{count}} messages · refreshes every {{seconds}} seconds', {
                count: messages.length,
                seconds,
              })}
      </p>

      {outbox.isPending ? (
        <Skeleton />
      ) : outbox.isError && !outbox.data ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-50 p-3 text-sm font-medium text-danger"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(outbox.error.message)}
        </div>
      ) : messages.length === 0 ? (
        <Notice icon={<Inbox aria-hidden className="size-10 text-ink-subtle" />} title={t('No messages yet')}>
          <p className="mt-1 max-w-sm text-sm text-ink-muted">
            {filter.trim()
              ? t('Nothing was sent to {{to}}. Check the spelling, or clear the filter.', {
                  to: filter.trim(),
                })
              : t('Sign up, request an OTP or send the contact form, and the message appears here.')}
          </p>
        </Notice>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => (
            <li key={`${message.createdAt}|${message.channel}|${message.to}|${message.subject}`}>
              <OutboxMessageCard message={message} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
