// One outbox message: channel badge, recipient, subject, time, and the text with OTP codes made easy to read.
import { Check, Copy, Mail, MessageSquareText } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@haat/domain/mail/outbox.schema';
import { firstCode, splitCodes } from '../otp-code.ts';

function TextWithCodes({ text }: { text: string }) {
  const parts = splitCodes(text);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <strong
            key={i}
            className="mx-0.5 rounded bg-accent-100 px-1.5 py-0.5 font-mono text-base font-bold tracking-[0.2em] text-ink"
          >
            {part}
          </strong>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(code);
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        } catch {
          // Clipboard refused (insecure origin): the code stays readable in the text.
        }
      }}
      className="inline-flex h-8 items-center gap-1.5 rounded-md border border-line px-2.5 text-xs font-semibold text-ink hover:border-brand-500 hover:text-brand-700"
    >
      {copied ? (
        <Check aria-hidden className="size-3.5 text-success" />
      ) : (
        <Copy aria-hidden className="size-3.5" />
      )}
      {copied ? t('Copied') : t('Copy code {{code}}', { code })}
    </button>
  );
}

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const isEmail = message.channel === 'email';
  const code = firstCode(message.text);
  const sent = new Date(message.createdAt);
  return (
    <article className="rounded-lg bg-card p-4 shadow-card">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
            isEmail ? 'bg-brand-50 text-brand-700' : 'bg-accent-100 text-accent-700'
          }`}
        >
          {isEmail ? (
            <Mail aria-hidden className="size-3.5" />
          ) : (
            <MessageSquareText aria-hidden className="size-3.5" />
          )}
          {isEmail ? t('Email') : t('SMS')}
        </span>
        <span className="min-w-0 text-sm font-medium break-all text-ink">
          <span className="sr-only">{t('To')} </span>
          {message.to}
        </span>
        <time dateTime={message.createdAt} className="ms-auto text-xs text-ink-subtle tabular-nums">
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(sent)}
        </time>
      </header>
      {message.subject && <h2 className="mt-2 font-semibold text-ink">{message.subject}</h2>}
      <pre className="mt-2 overflow-x-auto rounded-md bg-page p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap text-ink">
        <TextWithCodes text={message.text} />
      </pre>
      {code && (
        <div className="mt-3">
          <CopyCode code={code} />
        </div>
      )}
    </article>
  );
}
