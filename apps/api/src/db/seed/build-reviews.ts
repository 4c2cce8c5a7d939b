// The seeded written reviews (ADR 0007): a few per rated listing, each star drawn from the listing's own star counts
// (never more written reviews of a star than ratings of it), worded for its kind of product and the stars given,
// dated within its listed life. They are the catalogue's history before this database: no user, mostly verified.
import type { Db } from '../client.ts';
import { productReviews } from '../schema/reviews.ts';
import type { ProductRow } from './build-products.ts';
import { insertJsonRows } from './bulk-insert.ts';
import {
  CLOSERS,
  FIRST_NAMES,
  KIND_TEXTS,
  LAST_NAMES,
  MIXED_LEADS,
  MIXED_TITLES,
  OPENERS,
  reviewKindOf,
  SMALL_GRIPE_LEADS,
  type KindTexts,
} from './content/review-texts.ts';
import { Random } from './random.ts';

export type ReviewRow = typeof productReviews.$inferInsert & { id: string };

type Stars = 1 | 2 | 3 | 4 | 5;

/**
 * Written reviews of a listing: one or two, one more past 500 ratings and past 5,000 (never more than its ratings).
 * About 2.3 a listing keeps the seed's extra time on PGlite near a second.
 */
function writtenCount(rng: Random, ratings: number): number {
  return Math.min(ratings, rng.int(1, 2) + (ratings > 500 ? 1 : 0) + (ratings > 5000 ? 1 : 0));
}
const VERIFIED_SHARE = 0.88;

/** A UUID (version 4 layout) from the seed's PRNG, so every run writes the same ids. */
function seededUuid(rng: Random): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(rng.float() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `n` stars drawn without replacement from the counts (index 0 = 1 star). */
function drawStars(rng: Random, breakdown: readonly number[], n: number): Stars[] {
  const left = [...breakdown];
  const drawn: Stars[] = [];
  for (let i = 0; i < n; i++) {
    let ticket = rng.int(
      1,
      left.reduce((s, x) => s + x, 0),
    );
    const index = left.findIndex((c) => (ticket -= c) <= 0);
    left[index] = (left[index] ?? 0) - 1;
    drawn.push((index + 1) as Stars);
  }
  return drawn;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function wording(rng: Random, stars: Stars, texts: KindTexts): { title: string; text: string } {
  const opener = rng.pick(OPENERS[stars]);
  const closer = rng.chance(0.7) ? rng.pick(CLOSERS[stars]) : '';
  let body: string[];
  let title: string;
  if (stars >= 4) {
    body = rng.sample(texts.praise, rng.int(1, stars === 5 ? 3 : 2));
    if (stars === 4) body.push(`${rng.pick(SMALL_GRIPE_LEADS)} ${lowerFirst(rng.pick(texts.gripes))}`);
    title = rng.pick(texts.goodTitles);
  } else if (stars === 3) {
    body = [rng.pick(texts.praise), `${rng.pick(MIXED_LEADS)} ${lowerFirst(rng.pick(texts.gripes))}`];
    title = rng.pick(MIXED_TITLES);
  } else {
    body = rng.sample(texts.gripes, rng.int(1, 2));
    title = rng.pick(texts.badTitles);
  }
  return { title: rng.chance(0.9) ? title : '', text: [opener, ...body, closer].filter(Boolean).join(' ') };
}

function authorName(rng: Random): string {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const style = rng.float();
  return style < 0.6 ? `${first} ${last}` : style < 0.85 ? `${first} ${last.charAt(0)}.` : first;
}

function reviewsOf(product: ProductRow, now: Date): ReviewRow[] {
  const count = product.ratingsCount ?? 0;
  if (count === 0) return [];
  const rng = new Random(`reviews:${product.sku}`);
  const written = writtenCount(rng, count);
  const texts =
    KIND_TEXTS[reviewKindOf(product.category, product.subcategory ?? '', product.subSubcategory ?? '')];
  const listedAt = (product.createdAt ?? now).getTime();
  // Popular listings gather more votes on their reviews.
  const voteScale = Math.min(300, Math.sqrt(count) * 2);
  return drawStars(rng, product.ratingsBreakdown ?? [], written).map((stars) => {
    const { title, text } = wording(rng, stars, texts);
    const helpfulVotes = Math.floor(rng.float() ** 3 * voteScale);
    return {
      id: seededUuid(rng),
      productId: product.id,
      userId: null,
      authorName: authorName(rng),
      rating: stars,
      title,
      reviewText: text,
      verifiedPurchase: rng.chance(VERIFIED_SHARE),
      helpfulVotes,
      notHelpfulVotes: Math.floor(helpfulVotes * rng.between(0, stars <= 2 ? 0.5 : 0.15)),
      createdAt: new Date(Math.floor(rng.between(listedAt, now.getTime()) / 1000) * 1000),
    };
  });
}

/** Per product list and "now": test files seed many fresh databases from the one cached catalogue. */
const built = new WeakMap<readonly ProductRow[], { at: number; rows: ReviewRow[] }>();

export function buildReviews(products: readonly ProductRow[], now: Date): ReviewRow[] {
  const hit = built.get(products);
  if (hit?.at === now.getTime()) return hit.rows;
  const rows = products.flatMap((product) => reviewsOf(product, now));
  built.set(products, { at: now.getTime(), rows });
  return rows;
}

export async function insertSeedReviews(
  tx: Pick<Db, 'execute'>,
  data: { products: readonly ProductRow[] },
  now: Date,
): Promise<void> {
  await insertJsonRows(tx, productReviews, buildReviews(data.products, now));
}
