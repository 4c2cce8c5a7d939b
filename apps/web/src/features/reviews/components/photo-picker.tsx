// Up to 3 review photos with previews and remove buttons. Each pick is checked here by type and size (the server
// checks the bytes again); photos already on an edited review stay as they are unless removed.
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_IMAGE_TYPES, REVIEW_LIMITS } from '@haat/domain/reviews/review.schema';
import { acceptPhotos } from '../review-form-schema.ts';

/** A photo on the form: already stored (its site path), or picked on this device and not yet uploaded. */
export type PickedPhoto = { kind: 'stored'; url: string } | { kind: 'local'; file: File; url: string };

export function PhotoPicker({
  photos,
  onChange,
  disabled,
}: {
  photos: readonly PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  // Previews of local files are object URLs: give them back when they leave the form.
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  useEffect(
    () => () => {
      for (const photo of latest.current) if (photo.kind === 'local') URL.revokeObjectURL(photo.url);
    },
    [],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, error: refusal } = acceptPhotos(photos.length, files);
    setError(refusal);
    if (accepted.length)
      onChange([
        ...photos,
        ...accepted.map((file) => ({ kind: 'local' as const, file, url: URL.createObjectURL(file) })),
      ]);
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (photo?.kind === 'local') URL.revokeObjectURL(photo.url);
    setError(null);
    onChange(photos.filter((_, i) => i !== index));
  };

  const full = photos.length >= REVIEW_LIMITS.maxImages;
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-ink" id={`${id}-label`}>
        {t('Add photos')}{' '}
        <span className="font-normal text-ink-muted">
          ({t('optional, up to {{count}}, JPEG or PNG under 5 MB', { count: REVIEW_LIMITS.maxImages })})
        </span>
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-label`}>
        {photos.map((photo, index) => (
          <li key={photo.url} className="relative">
            <img
              src={photo.url}
              alt={t('Photo {{n}}', { n: index + 1 })}
              className="size-20 rounded-md border border-line bg-page object-cover"
            />
            <button
              type="button"
              onClick={() => remove(index)}
              disabled={disabled}
              aria-label={t('Remove photo {{n}}', { n: index + 1 })}
              className="absolute -top-2 -end-2 grid size-6 place-items-center rounded-full bg-ink text-white shadow-card hover:bg-danger disabled:opacity-60"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <label
              htmlFor={`${id}-input`}
              className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed border-brand-500 text-xs font-medium text-brand-700 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <ImagePlus aria-hidden className="size-5" />
              {t('Add photo')}
            </label>
            <input
              id={`${id}-input`}
              type="file"
              accept={REVIEW_IMAGE_TYPES.join(',')}
              multiple
              disabled={disabled}
              onChange={pick}
              aria-describedby={error ? `${id}-error` : undefined}
              className="sr-only"
              data-testid="review-photo-input"
            />
          </li>
        )}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {t(error)}
        </p>
      )}
    </div>
  );
}
