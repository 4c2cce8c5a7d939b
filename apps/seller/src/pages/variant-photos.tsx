// A variant's photos on the Listings page (docs/behaviour/seller-portal.md#photos): its uploaded photos with a
// remove button each, and Add photos (JPEG or PNG, sent one at a time through the upload pipeline).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiOrigin } from '@haat/staff-ui/api';
import { api, uploadPhoto } from '../lib/api.ts';
import { listingsQuery } from '../lib/queries.ts';

const MAX_PHOTOS = 8;
const isUpload = (url: string) => url.startsWith('/api/uploads/');

export function VariantPhotos({
  variantId,
  name,
  images,
}: {
  variantId: string;
  name: string;
  images: Array<{ url: string; alt: string }>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listingsQuery.queryKey });
  const photos = images.filter((i) => isUpload(i.url));
  const add = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) await uploadPhoto(`/seller-portal/variants/${variantId}/photos`, file);
    },
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (index: number) =>
      api(`/seller-portal/variants/${variantId}/photos/${index}`, { method: 'DELETE' }),
    onSettled: () => void refresh(),
  });
  const error = add.error ?? remove.error;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {photos.map((photo, i) => (
          <div key={photo.url} className="relative">
            <img
              src={`${apiOrigin()}${photo.url}`}
              alt={photo.alt}
              width={64}
              height={64}
              className="size-16 rounded-lg border border-line bg-page object-cover"
            />
            <button
              type="button"
              onClick={() => remove.mutate(i)}
              disabled={remove.isPending}
              aria-label={t('Remove photo {{n}} of {{name}}', { n: i + 1, name })}
              className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ))}
        {photos.length < MAX_PHOTOS ? (
          <label
            htmlFor={inputId}
            aria-busy={add.isPending || undefined}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-600 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <ImagePlus className="size-5" aria-hidden />
            {add.isPending ? t('Uploading…') : t('Add photos of {{name}}', { name })}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png"
              multiple
              className="sr-only"
              disabled={add.isPending}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])].slice(0, MAX_PHOTOS - photos.length);
                e.target.value = '';
                if (files.length > 0) add.mutate(files);
              }}
            />
          </label>
        ) : null}
      </div>
      {photos.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {t('No photos yet: the store shows a drawing of the product type.')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {t(error instanceof ApiError ? error.message : String(error))}
        </p>
      ) : null}
    </div>
  );
}
