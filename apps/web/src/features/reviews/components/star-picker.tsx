// The rating picker: five native radios drawn as stars, so arrow keys, Tab and screen readers work as in any radio
// group; the chosen star's word ('Good') is shown beside them.
import { Star } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAR_WORDS, type Stars } from '../review-display.ts';

const ALL: Stars[] = [1, 2, 3, 4, 5];

export const StarPicker = forwardRef<
  HTMLInputElement,
  {
    name: string;
    value: number;
    onChange: (value: number) => void;
    error?: string | undefined;
    errorId: string;
  }
>(function StarPicker({ name, value, onChange, error, errorId }, firstRadioRef) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">
        {t('Your rating')}
        <span aria-hidden className="ms-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {ALL.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHover(stars)}
              className="cursor-pointer rounded p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                ref={stars === 1 ? firstRadioRef : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span className="sr-only">
                {stars === 1
                  ? t('1 star, {{word}}', { word: t(STAR_WORDS[stars]) })
                  : t('{{stars}} stars, {{word}}', { stars, word: t(STAR_WORDS[stars]) })}
              </span>
              <Star
                aria-hidden
                className={`size-8 transition-colors ${
                  stars <= shown ? 'fill-accent-500 text-accent-500' : 'fill-transparent text-ink-subtle'
                }`}
              />
            </label>
          ))}
        </div>
        {shown > 0 && (
          <span aria-hidden className="text-sm font-semibold text-ink">
            {t(STAR_WORDS[shown as Stars])}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
});
