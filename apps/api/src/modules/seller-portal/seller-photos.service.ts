// A variant's photos (docs/behaviour/seller-portal.md#photos): uploaded through the review photos' pipeline (the
// bytes say what a file is; sharp checks and re-encodes it without metadata; stored under products/ and served in
// AVIF and WebP at the widths a page needs), up to 8 per variant. The first photo replaces the store's drawn
// pictures; removing the last brings them back.
import type { ProductImage } from '../../db/schema/products.ts';
import type { Db } from '../../db/client.ts';
import { productImages } from '../../db/seed/product-images.ts';
import { AppError } from '../../http/app-error.ts';
import type { ReviewImage } from '../uploads/review-image.ts';
import type { ObjectStorage } from '../uploads/object-storage.ts';
import { newProductPhotoKey, uploadUrl } from '../uploads/upload-keys.ts';
import { findVariantPictures, setVariantPictures } from './seller-listings.repository.ts';

export const MAX_VARIANT_PHOTOS = 8;
export const PHOTO_MESSAGES = {
  tooMany: `A variant has at most ${MAX_VARIANT_PHOTOS} photos`,
  notFound: 'Photo not found',
} as const;

const isUpload = (image: ProductImage) => image.url.startsWith('/api/uploads/');

/** The seller's own variant, or 404: checked before an upload's body is read, so nothing of it is decoded for another's. */
export async function ownVariant(db: Db, sellerId: string, id: string) {
  const variant = await findVariantPictures(db, id, sellerId);
  if (!variant) throw new AppError({ status: 404, code: 'LISTING_NOT_FOUND', message: 'Listing not found' });
  return variant;
}

export async function addVariantPhotos(
  db: Db,
  storage: ObjectStorage,
  sellerId: string,
  id: string,
  photos: ReviewImage[],
): Promise<ProductImage[]> {
  const variant = await ownVariant(db, sellerId, id);
  const kept = variant.images.filter(isUpload);
  if (kept.length + photos.length > MAX_VARIANT_PHOTOS)
    throw AppError.badRequest({ message: PHOTO_MESSAGES.tooMany, field: 'photos' });
  const title = [variant.name, variant.variantName].filter(Boolean).join(', ');
  const added: ProductImage[] = [];
  for (const photo of photos) {
    const key = newProductPhotoKey(photo.extension);
    await storage.put({ key, contentType: photo.contentType, bytes: photo.bytes, ownerUserId: null });
    added.push({ url: uploadUrl(key), alt: `${title}, photo ${kept.length + added.length + 1}` });
  }
  const images = [...kept, ...added];
  await setVariantPictures(db, id, sellerId, images);
  return images;
}

export async function removeVariantPhoto(
  db: Db,
  sellerId: string,
  id: string,
  index: number,
): Promise<ProductImage[]> {
  const variant = await ownVariant(db, sellerId, id);
  const photos = variant.images.filter(isUpload);
  if (index < 0 || index >= photos.length)
    throw new AppError({ status: 404, code: 'PHOTO_NOT_FOUND', message: PHOTO_MESSAGES.notFound });
  const rest = photos.filter((_, i) => i !== index);
  const title = [variant.name, variant.variantName].filter(Boolean).join(' ');
  const images = rest.length > 0 ? rest : productImages(id, title, 2);
  await setVariantPictures(db, id, sellerId, images);
  return images;
}
