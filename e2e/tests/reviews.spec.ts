// Reviews end to end against the real API (docs/behaviour/reviews.md#review-list, #writing-a-review, issue 8): a
// delivered order makes the shopper eligible; the review is written from the product page's Reviews tab with a photo
// and the form's validation messages, shows at once with the Verified Purchase mark and moves the breakdown; the
// order page then warns it was reviewed and edits it. Votes thank the visitor and count once; a guest is asked to log
// in.
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createShopper, useSession } from './support/accounts.ts';
import { listProducts, type ApiProduct } from './support/catalog.ts';
import { codProducts, deliverOrder, placeCodOrder } from './support/orders.ts';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real size×size RGB PNG: a saffron-to-green gradient, so the thumbnail shows a picture. */
function makePng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(255 - (y * 200) / size, 153 + (x * 50) / size, 51);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows.map((v) => Math.round(v))))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: makePng() });

async function openReviewsTab(page: Page, product: { _id: string }) {
  await page.goto(`/product/${product._id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByRole('heading', { name: 'Ratings & Reviews' })).toBeVisible();
}

const breakdownCount = async (page: Page, stars: number) =>
  Number(await page.getByTestId(`breakdown-${stars}`).getAttribute('data-count'));

/** A seeded product with written reviews, found through the list call the page makes. */
async function reviewedProduct(request: APIRequestContext): Promise<ApiProduct> {
  for (const product of await listProducts(request, { limit: 40 })) {
    const res = await request.get(`/api/reviews/product/${product._id}`);
    const { reviews } = (await res.json()) as { reviews: unknown[] };
    if (reviews.length > 0) return product;
  }
  throw new Error('no seeded product with written reviews');
}

test('a delivered order → write a review with a photo on the product page → it shows verified; the order page edits it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  // Each project reviews its own product, so the breakdown it watches moves by its review alone.
  const candidates = await codProducts(request, 2);
  const product = candidates[testInfo.project.name === 'mobile' ? 1 : 0]!;
  const session = await createShopper(request, testInfo, 'reviews');
  const order = await placeCodOrder(request, session, [product]);
  await deliverOrder(request, session, order._id);
  await useSession(page, session);

  // The delivered order offers a review of its item.
  await page.goto(`/orders/${order._id}`);
  const item = page.getByTestId('order-item-review');
  await expect(item.getByRole('button', { name: 'Write a Review' })).toBeVisible();

  await openReviewsTab(page, product);
  const before = await breakdownCount(page, 4);
  await saveScreenshot(page, testInfo, 'reviews-tab');

  await page.getByRole('button', { name: 'Write a Review' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(dialog).toBeVisible();
  // Focus starts on the stars.
  await expect(dialog.getByRole('radio', { name: '1 star, Terrible' })).toBeFocused();

  // The spec's validation messages.
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Please select a rating')).toBeVisible();
  await expect(dialog.getByText('Please write a review')).toBeVisible();
  await dialog.getByLabel('Title (optional)').fill('t'.repeat(101));
  await dialog.getByLabel('Your review').fill('x'.repeat(1001));
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Title cannot exceed 100 characters')).toBeVisible();
  await expect(dialog.getByText('Review text cannot exceed 1000 characters')).toBeVisible();
  await expect(dialog.getByText('1001/1000 characters')).toBeVisible();

  const photos = dialog.getByTestId('review-photo-input');
  await photos.setInputFiles({
    name: 'page.png',
    mimeType: 'text/html',
    buffer: Buffer.from('<html></html>'),
  });
  await expect(dialog.getByText('Only JPEG and PNG images are allowed')).toBeVisible();
  await photos.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByText('Each image must be less than 5MB')).toBeVisible();
  await photos.setInputFiles([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
  await expect(dialog.getByText('Maximum 3 images allowed per review')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Remove photo 3' }).click();
  await dialog.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(dialog.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(1);

  // A keyboard pick of 4 stars: arrows move through the radio group.
  await dialog.getByRole('radio', { name: '1 star, Terrible' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars, Good' })).toBeChecked();
  const text = `Sturdy and well made, delivered on time. (${testInfo.project.name} ${Date.now()})`;
  await dialog.getByLabel('Title (optional)').fill('Worth the price');
  await dialog.getByLabel('Your review').fill(text);
  await expect(dialog.getByText('Please select a rating')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'review-form', { fullPage: false });

  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review submitted successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();

  // The new review leads the list (most recent first) with the mark and its photo; the 4★ bar grew by one.
  const card = page.getByTestId('review-card').filter({ hasText: text }).last();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('verified-purchase')).toHaveText('Verified Purchase');
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(page.getByTestId('breakdown-4')).toHaveAttribute('data-count', String(before + 1));
  const own = page.getByTestId('own-review');
  await expect(own.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);

  // The photo opens full size in the viewer.
  const thumbnail = page
    .getByTestId('product-reviews')
    .getByRole('button', { name: /Open photo 1 of 1/ })
    .last();
  await thumbnail.click();
  await expect(page.locator('.yarl__slide_image')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__slide_image')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'reviews-tab-after');

  // The order page now warns and edits: 4 → 5 stars moves the breakdown.
  await page.goto(`/orders/${order._id}`);
  await expect(item.getByText('You have already reviewed this product')).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'order-review', { fullPage: false });
  await item.getByRole('button', { name: 'Edit Review' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your review' });
  await expect(edit.getByLabel('Your review')).toHaveValue(text);
  await expect(edit.getByRole('radio', { name: '4 stars, Good' })).toBeChecked();
  await expect(edit.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'review-form-edit', { fullPage: false });
  await edit.getByRole('radio', { name: '5 stars, Excellent' }).check({ force: true });
  await edit.getByRole('button', { name: 'Update Review' }).click();
  await expect(toast(page, 'Review updated successfully!')).toBeVisible({ timeout: 15_000 });

  await openReviewsTab(page, product);
  await expect(page.getByTestId('breakdown-4')).toHaveAttribute('data-count', String(before));
  await expect(page.getByTestId('own-review').getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
});

sameAtEveryWidth(() => {
  test('a helpful vote thanks the visitor and counts once', async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await openReviewsTab(page, product);
    const card = page.getByTestId('review-card').first();
    const helpful = card.getByTestId('vote-helpful');
    const start = Number((await helpful.innerText()).replaceAll(',', ''));
    const voted = () => page.waitForResponse((res) => res.url().includes('/vote') && res.ok());

    await helpful.click();
    await expect(toast(page, 'Thank you for your feedback!')).toBeVisible();
    await expect(helpful).toHaveText(String(start + 1));
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');

    await Promise.all([voted(), helpful.click()]);
    await expect(helpful).toBeEnabled();
    await expect(helpful).toHaveText(String(start + 1));

    // The server counted it once too, and after a reload the cookie still makes this visitor one voter.
    await page.reload();
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(card.getByTestId('vote-helpful')).toHaveText(String(start + 1));
    await Promise.all([voted(), card.getByTestId('vote-helpful').click()]);
    await expect(card.getByTestId('vote-helpful')).toBeEnabled();
    await expect(card.getByTestId('vote-helpful')).toHaveText(String(start + 1));
  });

  test('filters and sorts the list, and a breakdown bar filters to its star', async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await openReviewsTab(page, product);
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    const five = page.getByTestId('breakdown-5');
    await five.click();
    await expect(five).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Filter')).toHaveValue('5');
    await expect(page.getByTestId('review-card').getByRole('img', { name: /^Rated [1-4] / })).toHaveCount(0);
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await page.getByLabel('Filter').selectOption('all');
    await page.getByLabel('Sort by').selectOption('rating_low');
    await expect(page.getByTestId('review-card').first()).toBeVisible();
  });

  test('a failed list offers Try Again, and a failed vote says so and restores the counts', async ({
    page,
    request,
  }) => {
    const product = await reviewedProduct(request);
    const list = `**/api/reviews/product/${product._id}?**`;
    await page.route(list, (route) => route.fulfill({ status: 503, json: { success: false } }));
    await openReviewsTab(page, product);
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to fetch reviews' });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await page.unroute(list);
    await failed.getByRole('button', { name: 'Try Again' }).click();
    const card = page.getByTestId('review-card').first();
    await expect(card).toBeVisible();

    const helpful = card.getByTestId('vote-helpful');
    const start = await helpful.innerText();
    await page.route('**/api/reviews/*/vote', (route) => route.abort());
    await helpful.click();
    await expect(toast(page, 'Failed to vote')).toBeVisible();
    await expect(helpful).toHaveText(start);
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  });

  test('a guest reads reviews and is asked to log in to write one', async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await openReviewsTab(page, product);
    const prompt = page.getByTestId('review-login-prompt');
    await expect(prompt.getByText('Please log in to submit a review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    await prompt.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Signing in brings the shopper back to this product.
    expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
      `/product/${product._id}`,
    );
  });
});
