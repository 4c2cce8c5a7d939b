// The pincode-first delivery promise (issue 9) in a real browser: with a location stored under user_location, the
// product page's delivery block names the date and cash on delivery, a listing's cards show their delivery lines
// from one batched request, an Andaman pincode (prepaid only) says COD is not available, and checkout with an
// Andaman address disables Cash on Delivery with the reason. Dates are compared with the API's own answer.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';
import { createShopper, useSession } from './support/accounts.ts';
import { addToServerCart } from './support/catalog.ts';
import { addAddress, codProducts } from './support/orders.ts';

interface StoredPlace {
  city: string;
  state: string;
  pincode: string;
}
const NEW_DELHI: StoredPlace = { city: 'New Delhi', state: 'Delhi', pincode: '110001' };
const PORT_BLAIR: StoredPlace = { city: 'Port Blair', state: 'Andaman & Nicobar Islands', pincode: '744101' };

interface PromiseAnswer {
  city: string | null;
  serviceable: boolean;
  codAvailable: boolean;
  promises: { productId: string; serviceable: boolean; codAvailable: boolean; deliveryBy: string | null }[];
}

/** Stores a location chosen just now, before the page's first script runs. */
async function chooseLocation(page: Page, place: StoredPlace): Promise<void> {
  await page.addInitScript((p) => {
    localStorage.setItem(
      'user_location',
      JSON.stringify({
        ...p,
        country: 'India',
        coordinates: null,
        isDetected: false,
        lastUpdated: new Date().toISOString(),
      }),
    );
  }, place);
}

async function promiseFromApi(
  request: APIRequestContext,
  pincode: string,
  productIds: string[],
): Promise<PromiseAnswer> {
  const res = await request.get('/api/delivery/promise', {
    params: { pincode, productIds: productIds.join(',') },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PromiseAnswer;
}

/** The ways the page may write the API's date: Today, Tomorrow, or 'Wed, 25 Nov' (en-IN). */
function dateWordings(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
  return [day, 'Today', 'Tomorrow'];
}

function deliveryByPattern(iso: string): RegExp {
  const escaped = dateWordings(iso).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^Delivery by (${escaped.join('|')})$`);
}

test('a product page shows the delivery date and cash on delivery for New Delhi', async ({
  page,
  request,
}, testInfo) => {
  const [product] = await codProducts(request, 1);
  const answer = await promiseFromApi(request, NEW_DELHI.pincode, [product!.id]);
  const promise = answer.promises[0]!;
  expect(promise.serviceable).toBe(true);
  await chooseLocation(page, NEW_DELHI);

  await page.goto(`/product/${product!.id}`);
  const block = page.getByTestId('delivery-promise');
  await expect(block.getByRole('heading', { name: 'Deliver to 110001, New Delhi' })).toBeVisible();
  await expect(block.getByTestId('delivery-by')).toHaveText(deliveryByPattern(promise.deliveryBy!));
  await expect(block.getByTestId('delivery-cod')).toHaveText(DELIVERY_MESSAGES.codAvailable);
  await expect(block.getByRole('button', { name: 'Change delivery pincode' })).toBeVisible();

  await block.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'delivery-promise-product', { fullPage: false });
});

sameAtEveryWidth(() => {
  test('without a pincode the product page asks for one and sends no promise request', async ({
    page,
    request,
  }) => {
    const [product] = await codProducts(request, 1);
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/delivery/promise')) asked++;
    });
    await page.goto(`/product/${product!.id}`);
    const block = page.getByTestId('delivery-promise');
    await expect(block.getByText(DELIVERY_MESSAGES.setLocationPrompt)).toBeVisible();
    await expect(block.getByRole('button', { name: 'Enter pincode' })).toBeVisible();
    // The related rows' cards too: scrolled into view, they draw no delivery line and ask nothing.
    await page.evaluate(() => window.scrollBy(0, 2_000));
    await expect(page.getByTestId('product-card').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);
    await expect(page.getByTestId('card-delivery')).toHaveCount(0);

    // The block's button opens the location picker the route hands it.
    await block.getByRole('button', { name: 'Enter pincode' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test("a listing's cards show their delivery lines from one batched request", async ({
  page,
  request,
}, testInfo) => {
  await chooseLocation(page, NEW_DELHI);
  const asked: string[][] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/delivery/promise')
      asked.push((url.searchParams.get('productIds') ?? '').split(','));
  });

  await page.goto('/featured-products');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const lines = page.getByTestId('card-delivery');
  await expect(lines.first()).toHaveText(/^Delivery by /);
  const count = await cards.count();
  await expect(lines.filter({ hasText: /^Delivery by / })).toHaveCount(count);

  // One request for the whole page (a page holds fewer than 60 cards), never one per card.
  expect(asked.length).toBeLessThanOrEqual(Math.ceil(count / 60) + 1);
  expect(new Set(asked.flat()).size).toBeGreaterThanOrEqual(count);
  for (const ids of asked) expect(ids.length).toBeLessThanOrEqual(60);

  // The first card's line says what the API says for it.
  const firstId = (await cards
    .first()
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .getAttribute('href'))!
    .split('/')
    .pop()!;
  const answer = await promiseFromApi(request, NEW_DELHI.pincode, [decodeURIComponent(firstId)]);
  await expect(lines.first()).toHaveText(deliveryByPattern(answer.promises[0]!.deliveryBy!));
  await saveScreenshot(page, testInfo, 'delivery-promise-listing', { fullPage: false });
});

sameAtEveryWidth(() => {
  test('an Andaman pincode is served prepaid only: the product page says COD is not available', async ({
    page,
    request,
  }, testInfo) => {
    const [product] = await codProducts(request, 1);
    const answer = await promiseFromApi(request, PORT_BLAIR.pincode, [product!.id]);
    expect(answer.serviceable).toBe(true);
    expect(answer.codAvailable).toBe(false);
    await chooseLocation(page, PORT_BLAIR);

    await page.goto(`/product/${product!.id}`);
    const block = page.getByTestId('delivery-promise');
    await expect(block.getByTestId('delivery-by')).toHaveText(
      deliveryByPattern(answer.promises[0]!.deliveryBy!),
    );
    await expect(block.getByTestId('delivery-cod')).toHaveText(DELIVERY_MESSAGES.codUnavailable);
    await block.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'delivery-promise-product-andaman', { fullPage: false });
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('checkout to an Andaman address disables Cash on Delivery with the reason', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const session = await createShopper(request, testInfo, 'delivery-cod');
    const [product] = await codProducts(request, 1);
    await addToServerCart(request, session, product!.id);
    await addAddress(request, session, {
      addressLine1: '12, Aberdeen Bazaar',
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      postalCode: '744101',
    });
    await useSession(page, session);

    await page.goto('/checkout');
    await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('shipping-row').first()).toBeVisible();
    await expect(page.getByTestId('pincode-not-serviceable')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    const payment = page.getByTestId('step-payment');
    const cod = payment.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeDisabled();
    await expect(payment.getByText(DELIVERY_MESSAGES.codUnavailable)).toBeVisible();
    await expect(payment.getByRole('radio', { name: /Credit\/Debit Card/ })).toBeEnabled();
    await saveScreenshot(page, testInfo, 'delivery-promise-checkout-cod');
  });
});

sameAtEveryWidth(() => {
  test('checkout to a pincode we do not serve says so and does not move on', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const session = await createShopper(request, testInfo, 'delivery-unserved');
    const [product] = await codProducts(request, 1);
    // Well formed, but in no India Post circle: never served.
    const answer = await promiseFromApi(request, '999999', [product!.id]);
    expect(answer.serviceable).toBe(false);
    await addToServerCart(request, session, product!.id);
    await addAddress(request, session, { postalCode: '999999' });
    await useSession(page, session);

    await page.goto('/checkout');
    await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked();
    const notice = page.getByTestId('pincode-not-serviceable');
    await expect(notice).toContainText(
      answer.city === null ? DELIVERY_MESSAGES.unknownPincode : DELIVERY_MESSAGES.notServiceable,
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await expect(page.getByTestId('step-payment').getByRole('radiogroup')).toBeHidden();
  });
});

sameAtEveryWidth(() => {
  test("the server's COD refusal reads as a message, not a failure, when the page thought COD was fine", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const session = await createShopper(request, testInfo, 'delivery-refusal');
    const [product] = await codProducts(request, 1);
    await addToServerCart(request, session, product!.id);
    await addAddress(request, session, {
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      postalCode: '744101',
    });
    // Answers from before the rules changed: the page offers COD, the server applies today's rules. Checkout reads
    // COD from the one quote (docs/decisions/0022-one-quote.md) and the dates from the promise.
    await page.route('**/api/delivery/promise?**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as PromiseAnswer;
      body.codAvailable = true;
      for (const p of body.promises) p.codAvailable = true;
      await route.fulfill({ response: res, json: body });
    });
    await page.route('**/api/checkout/quote', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as {
        quote: { cashOnDelivery: { allowed: boolean; reason: string | null } | null };
      };
      if (body.quote.cashOnDelivery)
        body.quote.cashOnDelivery = { ...body.quote.cashOnDelivery, allowed: true, reason: null };
      await route.fulfill({ response: res, json: body });
    });
    await useSession(page, session);

    await page.goto('/checkout');
    await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const cod = page.getByTestId('step-payment').getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeEnabled();
    await cod.check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect(page.getByTestId('place-order-error')).toContainText(DELIVERY_MESSAGES.codUnavailable);
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test('the delivery block arriving moves nothing on the product page', async ({ page, request }) => {
  const [product] = await codProducts(request, 1);
  await chooseLocation(page, PORT_BLAIR);
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The answer waits until the block, still waiting, is in the middle of the screen with the claims below it.
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/delivery/promise?**', async (route) => {
    await answered;
    await route.continue();
  });

  await page.goto(`/product/${product!.id}`);
  const block = page.getByTestId('delivery-promise');
  await expect(block.getByRole('heading', { name: /Deliver to 744101/ })).toBeVisible();
  await expect(block.getByTestId('delivery-cod')).toHaveCount(0);
  await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));

  release();
  await expect(block.getByTestId('delivery-cod')).toHaveText(DELIVERY_MESSAGES.codUnavailable);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.001);
});
