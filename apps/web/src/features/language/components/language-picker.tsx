// The language picker as the header and footer mount it: the dialog (Radix Dialog) loads when first opened, or on
// hover or focus of a button that opens it, so it is not part of the first download.
import { intentLoader, preloadProps, useLoaded } from '../../../components/ui/lazy-on-intent.tsx';

const picker = intentLoader(() => import('./language-picker-dialog.tsx'));

/** Spread on a button that opens the picker: hovering or focusing it starts the download. */
export const languagePickerIntent = preloadProps(picker);

export function LanguagePicker({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const module = useLoaded(picker, open);
  return module ? <module.LanguagePickerDialog open={open} onOpenChange={onOpenChange} /> : null;
}
