// A numeric specification range (phone RAM, storage, screen; laptop battery life, …): a two-thumb radix Slider
// over the section's default range, committed on release.
import { Slider } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeSection } from '@haat/domain/catalog/filter-panels';
import { tk } from '../../i18n/translation-key.ts';

interface NumericRangeProps {
  section: RangeSection;
  value: readonly [number, number];
  onChange: (next: readonly [number, number]) => void;
}

const show = (n: number) => String(Math.round(n * 100) / 100);

export function NumericRange({ section, value, onChange }: NumericRangeProps) {
  const { t } = useTranslation();
  const [sliding, setSliding] = useState<[number, number] | null>(null);
  const [lo, hi] = section.defaultRange;
  const thumbs = sliding ?? [value[0], value[1]];
  const unit = t(section.unit);
  return (
    <div>
      <p className="mb-1 text-xs font-semibold text-ink" aria-live="polite">
        {show(thumbs[0])} {unit} – {show(thumbs[1])} {unit}
      </p>
      <Slider.Root
        className="relative flex h-6 touch-none items-center select-none"
        min={lo}
        max={hi}
        step={section.step}
        value={thumbs}
        onValueChange={(v) => setSliding([v[0] ?? lo, v[1] ?? hi])}
        onValueCommit={(v) => {
          setSliding(null);
          onChange([v[0] ?? lo, v[1] ?? hi]);
        }}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        {([tk('Minimum'), tk('Maximum')] as const).map((end) => (
          <Slider.Thumb
            key={end}
            aria-label={
              end === 'Minimum'
                ? t('Minimum {{what}}', { what: t(section.title) })
                : t('Maximum {{what}}', { what: t(section.title) })
            }
            className="block size-5 rounded-full border-2 border-brand-600 bg-card shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        ))}
      </Slider.Root>
    </div>
  );
}
