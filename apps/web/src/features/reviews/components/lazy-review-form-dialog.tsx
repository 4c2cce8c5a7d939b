// ReviewFormDialog in its own chunk (the form library, the resolver and the photo picker): downloaded the first time
// a shopper opens it, so neither the product nor the order page carries it up front.
import { lazy, Suspense, useState } from 'react';
import type { ReviewFormDialogProps } from './review-form-dialog.tsx';

const ReviewFormDialog = lazy(() =>
  import('./review-form-dialog.tsx').then((module) => ({ default: module.ReviewFormDialog })),
);

export function LazyReviewFormDialog(props: ReviewFormDialogProps) {
  // Mounted from the first opening on, so the dialog's closing animation and focus return still run.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReviewFormDialog {...props} />
    </Suspense>
  );
}
