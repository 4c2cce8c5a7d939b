// The 'Compare' checkbox on product cards: ticks a product into the compare list (at most 4,
// docs/behaviour/compare.md#limits). A fifth is refused: the box stays clear and the compare bar says 'You can
// compare up to 4 products' (a toast would sit on top of the bar, both being at the bottom of the screen).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompareStore } from '../../lib/stores/compare-store.ts';

export function CompareToggle({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const checked = useCompareStore((s) => s.ids.includes(productId));
  const toggle = useCompareStore((s) => s.toggle);

  return (
    <div className="relative z-10 flex w-fit items-center gap-1.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={() => toggle(productId)}
        aria-label={t('Compare {{name}}', { name: productName })}
        className="size-4 cursor-pointer rounded accent-brand-700"
      />
      <label htmlFor={id} aria-hidden className="cursor-pointer text-xs text-ink-muted select-none">
        {t('Compare')}
      </label>
    </div>
  );
}
