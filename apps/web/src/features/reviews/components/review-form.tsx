// The review form (docs/behaviour/reviews.md#review-list, #validation): stars, optional title, text with a live
// counter and up to 3 photos. Photos are uploaded on submit, then the review is posted; an edit starts from the
// shopper's own review.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type Review } from '@haat/domain/reviews/review.schema';
import { FormInput, FormTextarea } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { usePostReview } from '../api/post-review.ts';
import { uploadReviewImages } from '../api/upload-review-images.ts';
import {
  reviewFormDefaults,
  reviewFormSchema,
  type ReviewFormInput,
  type ReviewFormOutput,
} from '../review-form-schema.ts';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';
import { StarPicker } from './star-picker.tsx';

export interface ReviewTarget {
  productId: string;
  /**
   * From an order page: the order the product came in (docs/behaviour/reviews.md#review-fields 'Submission adds …
   * orderId, isVerifiedPurchase').
   */
  orderId?: string | undefined;
  isVerifiedPurchase?: boolean | undefined;
}

/**
 * The server's own words when it gave any (docs/behaviour/reviews.md#messages 'server message used when present').
 */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500
    ? error.message
    : fallback;
}

export function ReviewForm({
  target,
  existing,
  onDone,
  onCancel,
}: {
  target: ReviewTarget;
  existing: Review | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const post = usePostReview();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [photos, setPhotos] = useState<PickedPhoto[]>(
    () => existing?.reviewImages.map((url) => ({ kind: 'stored' as const, url })) ?? [],
  );
  // One key per distinct review sent: a retry of the same one (a lost answer, a double tap) writes it once, and a
  // changed review is a new request.
  const [attempt, setAttempt] = useState<{ key: string; body: string } | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: reviewFormDefaults(existing),
  });
  const text = useWatch({ control, name: 'reviewText' }) ?? '';

  useEffect(() => {
    if (errors.rating) firstStar.current?.focus();
  }, [errors.rating]);

  const busy = uploading || post.isPending;

  const onSubmit = handleSubmit(async (values) => {
    if (busy) return;
    setFailure(null);
    let reviewImages: string[];
    try {
      const local = photos.flatMap((photo) => (photo.kind === 'local' ? [photo.file] : []));
      setUploading(local.length > 0);
      const uploaded = local.length ? await uploadReviewImages(local) : [];
      // Keep the shopper's order of photos: stored ones as they were, local ones by their upload.
      let next = 0;
      reviewImages = photos.map((photo) => (photo.kind === 'stored' ? photo.url : (uploaded[next++] ?? '')));
    } catch (error) {
      const message = failureMessage(error, REVIEW_MESSAGES.uploadFailed);
      setFailure(message);
      toast.error(t(message));
      return;
    } finally {
      setUploading(false);
    }
    const body = {
      productId: target.productId,
      rating: values.rating,
      title: values.title || undefined,
      reviewText: values.reviewText,
      reviewImages,
      ...(target.orderId ? { orderId: target.orderId, isVerifiedPurchase: target.isVerifiedPurchase } : {}),
    };
    const sent = JSON.stringify(body);
    const idempotencyKey = attempt?.body === sent ? attempt.key : crypto.randomUUID();
    setAttempt({ key: idempotencyKey, body: sent });
    try {
      const answer = await post.mutateAsync({ idempotencyKey, body });
      toast.success(t(answer.message));
      onDone();
    } catch (error) {
      const message = failureMessage(error, REVIEW_MESSAGES.submitFailed);
      const field = error instanceof ApiRequestError ? error.field : undefined;
      if (field === 'rating' || field === 'title' || field === 'reviewText')
        setError(field, { type: 'server', message }, { shouldFocus: true });
      setFailure(message);
      toast.error(t(message));
    }
  });

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            ref={firstStar}
            name={field.name}
            value={field.value ?? 0}
            onChange={field.onChange}
            error={fieldError(errors.rating?.message)}
            errorId={`${id}-rating-error`}
          />
        )}
      />
      <FormInput
        id={`${id}-title`}
        label={t('Title (optional)')}
        placeholder={t('Sum it up in a line')}
        aria-required={false}
        error={fieldError(errors.title?.message)}
        {...register('title')}
      />
      <div>
        <FormTextarea
          id={`${id}-text`}
          label={t('Your review')}
          requiredMark
          placeholder={t('What did you like or dislike? How did you use it?')}
          error={fieldError(errors.reviewText?.message)}
          hint={t('{{count}}/{{max}} characters', { count: text.length, max: REVIEW_LIMITS.textMax })}
          className="min-h-32"
          {...register('reviewText')}
        />
      </div>
      <PhotoPicker photos={photos} onChange={setPhotos} disabled={busy} />
      {failure && (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger">
          {t(failure)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="h-11 rounded-md border border-line px-5 text-sm font-semibold text-ink hover:bg-page disabled:opacity-60"
        >
          {t('Cancel')}
        </button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="h-11 rounded-md bg-accent-500 px-6 text-sm font-bold text-ink hover:bg-accent-400 disabled:opacity-70"
        >
          {uploading
            ? t('Uploading photos...')
            : post.isPending
              ? t('Submitting...')
              : existing
                ? t('Update Review')
                : t('Submit Review')}
        </button>
      </div>
    </form>
  );
}
