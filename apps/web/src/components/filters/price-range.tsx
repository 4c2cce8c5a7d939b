// The price range of a panel: a two-thumb radix Slider with K/L labels, minimum and maximum inputs, and 'No
// maximum'. The slider spans the listed results' prices (the facets, which leave the price filter out), rounded
// outward to a round step; untouched it filters nothing, and a moved thumb sets only its own bound, so every
// result inside the new range stays listed (docs/decisions/0010-price-slider-ranges.md). The slider and the inputs
// keep a local draft and commit on release, Enter or leaving the field; docs/behaviour/catalogue.md#validation: the
// minimum cannot exceed the maximum and the maximum cannot be below the minimum.
import { Slider } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  abbreviateAmount,
  checkPriceInput,
  priceFromThumbs,
  priceSpan,
  priceThumbs,
  type PanelFilters,
  type PriceSection,
} from '@haat/domain/catalog/filter-panels';

type Price = PanelFilters['price'];

interface PriceRangeProps {
  section: PriceSection;
  value: Price;
  onChange: (next: Price) => void;
  /** The cheapest and dearest listed result with the price filter left out (facets.price); unknown until then. */
  listed?: { min: number; max: number } | null;
}

export function PriceRange({ section, value, onChange, listed }: PriceRangeProps) {
  const { t } = useTranslation();
  const id = useId();
  const span = priceSpan(section, listed, value);
  const { lo, hi } = span;
  const [minText, setMinText] = useState(String(value.min));
  const [maxText, setMaxText] = useState(value.max === null ? '' : String(value.max));
  const [sliding, setSliding] = useState<[number, number] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A change from outside (Clear All, back/forward) replaces what the fields show (adjusted during render,
  // React's pattern for state derived from a prop).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue.min !== value.min || shownValue.max !== value.max) {
    setShownValue(value);
    setMinText(String(value.min));
    setMaxText(value.max === null ? '' : String(value.max));
    setError(null);
  }

  const thumbs: [number, number] = sliding ?? priceThumbs(span, value);

  const commitInputs = (edited: 'min' | 'max') => {
    const min = Number(minText || 0);
    const max = maxText.trim() === '' ? value.max : Number(maxText);
    if (!Number.isFinite(min) || min < 0 || (max !== null && (!Number.isFinite(max) || max < 0))) {
      setError(t('Enter a price in rupees'));
      return;
    }
    const problem = checkPriceInput(edited, min, max);
    if (problem === 'min-above-max') return setError(t('Minimum price cannot exceed maximum price'));
    if (problem === 'max-below-min') return setError(t('Maximum price cannot be below minimum price'));
    setError(null);
    if (min !== value.min || max !== value.max) onChange({ min, max });
  };

  return (
    <div>
      <div className="mb-1 flex justify-between text-xs font-semibold text-ink">
        <span>₹{abbreviateAmount(thumbs[0])}</span>
        <span>
          {value.max === null && !sliding && !listed ? t('No maximum') : `₹${abbreviateAmount(thumbs[1])}`}
        </span>
      </div>
      <Slider.Root
        className="relative flex h-6 touch-none items-center select-none"
        min={lo}
        max={hi}
        step={span.step}
        value={thumbs}
        minStepsBetweenThumbs={0}
        onValueChange={(v) => setSliding([v[0] ?? lo, v[1] ?? hi])}
        onValueCommit={(v) => {
          setSliding(null);
          const next = priceFromThumbs(span, value, [v[0] ?? lo, v[1] ?? hi]);
          if (next.min !== value.min || next.max !== value.max) onChange(next);
        }}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t('Minimum price')}
          className="block size-5 rounded-full border-2 border-brand-600 bg-card shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <Slider.Thumb
          aria-label={t('Maximum price')}
          className="block size-5 rounded-full border-2 border-brand-600 bg-card shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
      </Slider.Root>
      <div className="mt-3 flex items-end gap-2">
        <label className="min-w-0 flex-1 text-xs text-ink-muted" htmlFor={`${id}-min`}>
          {t('Min')}
          <PriceInput
            id={`${id}-min`}
            value={minText}
            onChange={setMinText}
            onCommit={() => commitInputs('min')}
            label={t('Minimum price')}
            invalid={error !== null}
            errorId={`${id}-error`}
          />
        </label>
        <span className="pb-2 text-ink-subtle" aria-hidden>
          –
        </span>
        <label className="min-w-0 flex-1 text-xs text-ink-muted" htmlFor={`${id}-max`}>
          {t('Max')}
          <PriceInput
            id={`${id}-max`}
            value={maxText}
            onChange={setMaxText}
            onCommit={() => commitInputs('max')}
            label={t('Maximum price')}
            placeholder={value.max === null ? t('No maximum') : undefined}
            invalid={error !== null}
            errorId={`${id}-error`}
          />
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
      <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={value.max === null}
          onChange={(e) => {
            setError(null);
            onChange({
              min: value.min,
              max: e.target.checked ? null : Math.max(value.min, hi),
            });
          }}
          className="size-4 accent-brand-600"
        />
        {t('No maximum')}
      </label>
    </div>
  );
}

interface PriceInputProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  onCommit: () => void;
  label: string;
  placeholder?: string;
  invalid: boolean;
  errorId: string;
}

function PriceInput({
  id,
  value,
  onChange,
  onCommit,
  label,
  placeholder,
  invalid,
  errorId,
}: PriceInputProps) {
  return (
    <span className="relative mt-1 block">
      <span
        aria-hidden
        className="pointer-events-none absolute start-2 top-1/2 -translate-y-1/2 text-sm text-ink-muted"
      >
        ₹
      </span>
      <input
        id={id}
        inputMode="numeric"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, ''))}
        onBlur={onCommit}
        onKeyDown={(e) => {
          // Enter commits the amount without submitting any surrounding form.
          if (e.key === 'Enter') {
            e.preventDefault();
            onCommit();
          }
        }}
        className="h-9 w-full rounded-md border border-line bg-card ps-6 pe-2 text-sm text-ink tabular-nums placeholder:text-ink-subtle focus:border-brand-500 focus:outline-none aria-invalid:border-danger"
      />
    </span>
  );
}
