// The filters on a phone (docs/behaviour/catalogue.md#listing-page): a bottom sheet with the same panel as the
// desktop sidebar; choices apply at once and the footer shows how many products match.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetClose } from '../../../components/ui/sheet.tsx';

export function FilterSheet({
  open,
  onOpenChange,
  resultLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('Filters')}
      side="bottom"
      footer={
        <SheetClose className="h-11 w-full rounded-md bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800">
          {resultLabel}
        </SheetClose>
      }
    >
      {children}
    </Sheet>
  );
}
