// A review says which variant of the group was bought (issue 23 item 1, docs/behaviour/reviews.md#variants).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewSchema, type Review } from '@haat/domain/reviews/review.schema';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ReviewCard } from './review-card.tsx';

const review = (variant: Review['variant']) =>
  reviewSchema.parse({
    _id: 'r1',
    productId: 'prd_00125',
    authorName: 'Asha Rao',
    authorAvatar: null,
    verifiedPurchase: true,
    rating: 4,
    reviewDate: '2026-10-29T10:00:00.000Z',
    title: 'Value for money',
    reviewText: 'Battery lasts a full day.',
    reviewImages: [],
    helpfulVotes: 0,
    notHelpfulVotes: 0,
    editedAt: null,
    variant,
  });

describe('ReviewCard', () => {
  it('names the options of the variant bought, in picker order', () => {
    renderWithProviders(
      <ReviewCard
        review={review({
          name: '256 GB, Black Titanium',
          options: { storage: '256 GB', colour: 'Black Titanium' },
        })}
      />,
    );
    expect(screen.getByTestId('review-variant').textContent).toBe('Colour: Black Titanium, Storage: 256 GB');
  });

  it('falls back to the variant name, and says nothing of a listing sold alone', () => {
    const { unmount } = renderWithProviders(
      <ReviewCard review={review({ name: 'Pack of 2', options: {} })} />,
    );
    expect(screen.getByTestId('review-variant').textContent).toBe('Pack of 2');
    unmount();
    renderWithProviders(<ReviewCard review={review(null)} />);
    expect(screen.queryByTestId('review-variant')).toBeNull();
  });
});
