// /dev/mail: what the store would have e-mailed or texted (docs/architecture.md#mail-and-sms-outbox); closed in
// production.
import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isOutboxClosed, useOutbox } from '../../features/dev-mail/api/get-outbox.ts';
import { DevOutbox } from '../../features/dev-mail/components/dev-outbox.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export function DevMailPage() {
  const { t } = useTranslation();
  // In production /api/dev/outbox does not exist and the server answers this page 404: the store's not-found page.
  const closed = isOutboxClosed(useOutbox('').error);
  if (closed) return <NotFoundPage />;
  return (
    <div className="container-page py-4 md:py-8">
      <div className="mx-auto max-w-3xl space-y-4">
        <header className="flex items-center gap-3 rounded-lg bg-card p-4 shadow-card md:p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <MailOpen aria-hidden className="size-6" />
          </span>
          <div>
            <h1 className="text-xl font-bold text-ink md:text-2xl">{t('Dev outbox')}</h1>
            <p className="text-sm text-ink-muted">
              {t(
                'E-mails and SMS the store would have sent, newest first. Use it to read OTPs while developing.',
              )}
            </p>
          </div>
        </header>
        <DevOutbox />
      </div>
    </div>
  );
}
