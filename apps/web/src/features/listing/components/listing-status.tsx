// The listing's empty and error panels (docs/behaviour/catalogue.md#listing-page, #messages): 'No products found'
// with Clear all filters, and 'Error Loading Products' with the message and Try Again.
import { AlertCircle, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PanelButton, RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';

export function ListingEmpty({ onClearAll }: { onClearAll: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      role="status"
      icon={PackageSearch}
      tone="neutral"
      title={t('No products found')}
      text={t('Try adjusting your search or filter criteria.')}
      action={<PanelButton onClick={onClearAll}>{t('Clear all filters')}</PanelButton>}
    />
  );
}

export function ListingError({
  title,
  message,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <StatusPanel
      role="alert"
      icon={AlertCircle}
      tone="danger"
      title={title}
      text={message}
      action={<RetryButton onRetry={onRetry} busy={retrying} />}
    />
  );
}
