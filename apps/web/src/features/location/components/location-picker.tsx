// The location picker as buttons mount it: the dialog loads when first opened, or on hover or focus of a button
// that opens it, so it is not part of the first download.
import { intentLoader, preloadProps, useLoaded } from '../../../components/ui/lazy-on-intent.tsx';

const picker = intentLoader(() => import('./location-picker-dialog.tsx'));

/** Spread on a button that opens the picker: hovering or focusing it starts the download. */
export const locationPickerIntent = preloadProps(picker);

export function LocationPicker({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const module = useLoaded(picker, open);
  return module ? <module.LocationPickerDialog open={open} onOpenChange={onOpenChange} /> : null;
}
