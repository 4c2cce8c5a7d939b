// The delivery location in a real browser
// (docs/behaviour/location.md#location-picker, #where-the-location-comes-from, #validation, #messages; issue 9):
// detection by a fake device position in Mumbai, a pincode with its found locations, a popular city, the 24-hour
// storage, the input rule, a denied permission, the default address of a signed-in shopper, /location-test and the
// keyboard path.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { bearer, createShopper, useSession } from './support/accounts.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

/** The header's "Deliver to": in the bar on desktop, in the strip under it on a phone. */
function deliverTo(page: Page) {
  return page
    .getByRole('button', { name: /^Deliver to / })
    .filter({ visible: true })
    .first();
}

async function openPicker(page: Page) {
  await deliverTo(page).click();
  const dialog = page.getByRole('dialog', { name: 'Deliver to' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function storedLocation(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user_location') ?? 'null') as unknown);
}

test('Detect my location with a device in Mumbai sets a Mumbai 400xxx pincode', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MUMBAI);
  await page.goto('/');
  await expect(deliverTo(page)).toHaveAccessibleName('Deliver to Select Location');

  const dialog = await openPicker(page);
  await expect(dialog.getByText('Enter your pincode to see accurate delivery times and costs')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Popular Cities' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'location-picker', { fullPage: false });

  await dialog.getByRole('button', { name: 'Detect my location' }).click();
  await expect(dialog).toBeHidden();
  await expect(deliverTo(page)).toHaveAccessibleName(/^Deliver to Mumbai[\w ]* 400\d{3}$/);
  expect(await storedLocation(page)).toMatchObject({
    pincode: expect.stringMatching(/^400\d{3}$/),
    state: 'Maharashtra',
    country: 'India',
    coordinates: MUMBAI,
    isDetected: true,
  });
});

test('a pincode shows its found locations; choosing one sets New Delhi 110001, kept after a reload', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const dialog = await openPicker(page);
  const input = dialog.getByRole('textbox', { name: 'Enter pincode' });
  await expect(input).toBeFocused();
  await input.fill('110001');
  await input.press('Enter');
  const found = dialog.getByRole('list', { name: 'Found Locations' });
  await expect(found.getByRole('button').first()).toBeVisible();
  await expect(found.getByRole('button').first()).toContainText('New Delhi, Delhi');
  await saveScreenshot(page, testInfo, 'location-picker-found', { fullPage: false });

  await found.getByRole('button').first().click();
  await expect(dialog).toBeHidden();
  await expect(deliverTo(page)).toHaveAccessibleName('Deliver to New Delhi 110001');
  expect(await storedLocation(page)).toMatchObject({
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
    isDetected: false,
    coordinates: null,
  });

  await page.reload();
  await expect(deliverTo(page)).toHaveAccessibleName('Deliver to New Delhi 110001');
});

sameAtEveryWidth(() => {
  test('the pincode box keeps digits only, cut at 6, and says each pincode error', async ({ page }) => {
    await page.goto('/');
    const dialog = await openPicker(page);
    const input = dialog.getByRole('textbox', { name: 'Enter pincode' });
    const check = dialog.getByRole('button', { name: 'Check', exact: true });

    await input.pressSequentially('4a9b2');
    await expect(input).toHaveValue('492');
    await expect(check).toBeDisabled();
    await input.pressSequentially('x0-0 1789');
    await expect(input).toHaveValue('492001');
    await expect(check).toBeEnabled();

    await input.fill('012345');
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid 6-digit pincode');
    await expect(check).toBeDisabled();

    await input.fill('999999');
    await input.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('No locations found for this pincode');

    await input.fill('492001');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await check.click();
    await expect(dialog.getByRole('list', { name: 'Found Locations' })).toContainText('Raipur, Chhattisgarh');
  });

  test('a denied location permission says "Location access denied by user"', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    const dialog = await openPicker(page);
    await dialog.getByRole('button', { name: 'Detect my location' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Location access denied by user');
    await page.keyboard.press('Escape');
    await expect(deliverTo(page)).toHaveAccessibleName('Deliver to Select Location');
  });

  test('a popular city sets its pincode; Clear location brings the placeholder back', async ({ page }) => {
    await page.goto('/');
    let dialog = await openPicker(page);
    const cities = dialog.getByRole('region', { name: 'Popular Cities' }).getByRole('button');
    await expect(cities).toHaveCount(8);
    await dialog.getByRole('button', { name: 'Bangalore 560001' }).click();
    await expect(dialog).toBeHidden();
    await expect(deliverTo(page)).toHaveAccessibleName('Deliver to Bangalore 560001');

    dialog = await openPicker(page);
    await expect(dialog.getByRole('button', { name: 'Bangalore 560001' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'Clear location' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Enter pincode' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(deliverTo(page)).toHaveAccessibleName('Deliver to Select Location');
    expect(await storedLocation(page)).toBeNull();
  });

  test('keyboard: Enter opens the picker with focus in the pincode box, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    const button = deliverTo(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Deliver to' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Enter pincode' })).toBeFocused();
    await page.keyboard.type('560001');
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('list', { name: 'Found Locations' }).getByRole('button').first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a signed-in shopper without a stored location gets the default address's city and pincode", async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'location');
    const address = {
      fullName: 'Priya Nair',
      phone: '9876543210',
      addressLine1: '14 Civil Lines',
      city: 'Raipur',
      state: 'Chhattisgarh',
      postalCode: '492001',
      country: 'India',
      addressType: 'Home',
    };
    for (const extra of [{ city: 'Pune', state: 'Maharashtra', postalCode: '411001' }, { isDefault: true }]) {
      const res = await request.post('/api/users/addresses', {
        headers: bearer(session),
        data: { ...address, ...extra },
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }
    await useSession(page, session);
    await page.goto('/');
    await expect(deliverTo(page)).toHaveAccessibleName('Deliver to Raipur 492001');

    // A choice of the shopper's own stands over the address on the next start.
    const dialog = await openPicker(page);
    await dialog.getByRole('button', { name: 'Chennai 600001' }).click();
    await page.reload();
    await expect(deliverTo(page)).toHaveAccessibleName('Deliver to Chennai 600001');
  });
});

test('/location-test shows the state, runs every action and holds the three variants', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MUMBAI);
  await page.goto('/location-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Location test' })).toBeVisible();
  const state = page.getByTestId('location-state');
  const status = page.getByRole('status').filter({ hasText: /./ });
  await expect(state).toContainText('Select Location');
  await expect(state).toContainText('Never');

  await page.getByRole('button', { name: 'Set pincode 110001' }).click();
  await expect(status).toHaveText('Set to New Delhi 110001');
  await expect(state).toContainText('New Delhi');
  await expect(state).toContainText('110001');

  await page.getByRole('button', { name: 'Auto-detect' }).click();
  await expect(status).toHaveText(/^Detected Mumbai[\w ]* 400\d{3}$/);
  await expect(state).toContainText('19.0760, 72.8777');
  await expect(state.getByText('Yes', { exact: true })).toBeVisible();

  const variants = page.getByRole('region', { name: 'Selector variants' });
  await expect(variants.getByRole('group', { name: 'Navbar' }).getByRole('button')).toHaveAccessibleName(
    /^Deliver to Mumbai/,
  );
  await expect(variants.getByRole('group', { name: 'Card' })).toContainText('Maharashtra, India');
  await expect(variants.getByRole('group', { name: 'Inline' })).toContainText(
    /Deliver to Mumbai[\w ]* 400\d{3}/,
  );
  // Nothing on the page is wider than the screen (no sideways scrolling on a phone).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await saveScreenshot(page, testInfo, 'location-test');

  // The card's Change opens the same picker.
  await variants
    .getByRole('group', { name: 'Card' })
    .getByRole('button', { name: 'Change delivery location' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Deliver to' });
  await dialog.getByRole('button', { name: 'Kolkata 700001' }).click();
  await expect(dialog).toBeHidden();
  await expect(state).toContainText('Kolkata');

  // Refresh re-reads storage, e.g. after another tab changed it.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('user_location') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user_location', JSON.stringify({ ...stored, city: 'Howrah', pincode: '711101' }));
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(state).toContainText('Howrah');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(status).toHaveText('Location cleared');
  await expect(state).toContainText('Select Location');
  await expect(state).toContainText('Never');
});
