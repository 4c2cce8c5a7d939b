// What the reviews section derives for display: the bars of the rating breakdown, an author's initials, and the
// star names the picker reads out, and the variant a review is about.
import { VARIANT_OPTION_CODES } from '@haat/domain/catalog/variant-options';
import type { RatingBreakdownRecord, Review } from '@haat/domain/reviews/review.schema';
import { OPTION_LABELS } from '../../components/product/card-facts.ts';
import { tk } from '../../i18n/translation-key.ts';

export const STARS_DOWN = [5, 4, 3, 2, 1] as const;
export type Stars = (typeof STARS_DOWN)[number];

/** One bar per star, 5 → 1, with its share of all ratings in whole percent (0 when there are none). */
export function breakdownBars(
  breakdown: RatingBreakdownRecord,
): { stars: Stars; count: number; percent: number }[] {
  const total = STARS_DOWN.reduce((sum, stars) => sum + breakdown[stars], 0);
  return STARS_DOWN.map((stars) => ({
    stars,
    count: breakdown[stars],
    percent: total === 0 ? 0 : Math.round((breakdown[stars] / total) * 100),
  }));
}

/** Up to two letters for an author without a photo: first and last word ('Asha Rao' → 'AR'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toLocaleUpperCase('en-IN');
}

/** The word beside each star in the picker, as Indian marketplaces say it. */
export const STAR_WORDS: Record<Stars, string> = {
  1: tk('Terrible'),
  2: tk('Bad'),
  3: tk('Okay'),
  4: tk('Good'),
  5: tk('Excellent'),
};

/**
 * What a review says about the variant bought (docs/behaviour/reviews.md#variants): its options in picker order as
 * (option name, value) pairs, for "Colour: Blue, Storage: 256 GB"; the variant's name alone when the listing carries
 * no options; [] for a listing sold alone.
 */
export function reviewVariantParts(variant: Review['variant']): { label: string | null; value: string }[] {
  if (!variant) return [];
  const parts = VARIANT_OPTION_CODES.flatMap((code) => {
    const value = variant.options[code]?.trim();
    return value ? [{ label: OPTION_LABELS[code], value }] : [];
  });
  if (parts.length > 0) return parts;
  return variant.name.trim() ? [{ label: null, value: variant.name.trim() }] : [];
}
