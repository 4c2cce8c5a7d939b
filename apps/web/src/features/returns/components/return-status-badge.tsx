// A return request's status as a coloured pill: amber while waiting on the seller, blue on its way back, green once
// closed with money or a replacement, red when rejected.
import { useTranslation } from 'react-i18next';
import { RETURN_STATUSES } from '@haat/domain/returns/return-status';

const TONES: Record<string, string> = {
  [RETURN_STATUSES.requested]: 'bg-accent-100 text-accent-700 ring-accent-400/40',
  [RETURN_STATUSES.approved]: 'bg-brand-50 text-brand-700 ring-brand-200',
  [RETURN_STATUSES.pickedUp]: 'bg-brand-50 text-brand-700 ring-brand-200',
  [RETURN_STATUSES.refunded]: 'bg-success-50 text-success ring-success/25',
  [RETURN_STATUSES.exchanged]: 'bg-success-50 text-success ring-success/25',
  [RETURN_STATUSES.rejected]: 'bg-danger-50 text-danger ring-danger/25',
};

export function ReturnStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? 'bg-page text-ink-muted ring-line'}`}
    >
      {t(status)}
    </span>
  );
}
