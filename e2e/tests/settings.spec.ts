// /settings end to end against the real API (docs/behaviour/account.md#settings, issue 9): the opening tab from
// navigation state and ?tab=; the password change (wrong current password in its field, then success, other sessions
// signed out, the new password signs in); a card saved with only its brand and last 4 digits on the wire, then
// deleted; the address form's pincode fill and lock; the profile save; the local notification preferences; every tab
// at both widths.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { bearer, createShopper, SHOPPER_PASSWORD, useSession, type Session } from './support/accounts.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Settings sections' });
const CARD_YEAR = new Date().getFullYear() + 3;

/** Opens /settings in a signed-in page and waits for the tabs. */
async function openSettings(page: Page, session: Session, search = '') {
  await useSession(page, session);
  await page.goto(`/settings${search}`);
  await expect(tabList(page)).toBeVisible();
}

async function addAddressByApi(request: APIRequestContext, session: Session) {
  const res = await request.post('/api/users/addresses', {
    headers: bearer(session),
    data: {
      fullName: 'Priya Nair',
      phone: '9876543210',
      addressLine1: '14, Civil Lines',
      city: 'Raipur',
      state: 'Chhattisgarh',
      postalCode: '492001',
      country: 'India',
      addressType: 'Home',
      isDefault: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function addCardByApi(request: APIRequestContext, session: Session, last4: string, brand = 'Visa') {
  const res = await request.post('/api/users/payment-methods', {
    headers: bearer(session),
    data: {
      cardBrand: brand,
      cardLast4: last4,
      cardHolderName: 'Priya Nair',
      expiryMonth: 8,
      expiryYear: CARD_YEAR,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

sameAtEveryWidth(() => {
  test('a guest is sent to sign in and comes back to the same tab', async ({ page }) => {
    await page.goto('/settings?tab=security');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
      '/settings?tab=security',
    );
  });

  test('the opening tab comes from ?tab= and from navigation state activeTab', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'settings-tabs');
    await openSettings(page, session, '?tab=payment');
    await expect(tabList(page).getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Saved Cards' })).toBeVisible();
    await expect(page).toHaveTitle('Settings | Haat');

    // Another page sends the shopper here with state { activeTab } (a router navigation: the state is React Router's).
    await page.goto('/');
    await page.evaluate(() => {
      history.pushState({ usr: { activeTab: 'security' }, key: 'e2e', idx: 1 }, '', '/settings');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await expect(tabList(page).getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Change Password' })).toBeVisible();

    // Choosing a tab writes ?tab= in place, so the tab can be linked.
    await tabList(page).getByRole('tab', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=notifications$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Notification Preferences' })).toBeVisible();
    await page.reload();
    await expect(tabList(page).getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('password change: the wrong current password fails in its field, the right one signs other devices out', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'settings-password');
    const other = await request.post('/api/users/login', {
      data: { email: session.user.email, password: SHOPPER_PASSWORD },
    });
    expect(other.status()).toBe(200);
    const otherRefresh = ((await other.json()) as Session).refreshToken;

    await openSettings(page, session, '?tab=security');
    const form = page.getByRole('form', { name: 'Change Password' });
    const current = form.getByRole('textbox', { name: 'Current Password', exact: true });
    const next = form.getByRole('textbox', { name: 'New Password', exact: true });
    const confirm = form.getByRole('textbox', { name: 'Confirm New Password', exact: true });

    // The browser's own checks.
    await current.fill(SHOPPER_PASSWORD);
    await next.fill('short');
    await confirm.fill('short');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(next).toHaveAccessibleDescription(/Password should be at least 8 characters long!/);
    await next.fill('Masala@2025');
    await confirm.fill('Masala@2026');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(confirm).toHaveAccessibleDescription('New passwords do not match!');

    // Show/hide.
    await expect(next).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show New Password' }).click();
    await expect(next).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Hide New Password' }).click();
    await expect(next).toHaveAttribute('type', 'password');

    // The server's refusal lands in the current password's field.
    await current.fill('Wrong@1234');
    await confirm.fill('Masala@2025');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(current).toHaveAccessibleDescription('Current password is incorrect');
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill(SHOPPER_PASSWORD);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Password updated. Other devices have been signed out.',
    );
    await expect(current).toHaveValue('');

    // The other device's session is over; this one still works; the new password signs in, the old one does not.
    const refreshed = await request.post('/api/auth/refresh-token', { data: { refreshToken: otherRefresh } });
    expect(refreshed.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Change Password' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeTruthy();
    const oldLogin = await request.post('/api/users/login', {
      data: { email: session.user.email, password: SHOPPER_PASSWORD },
    });
    expect(oldLogin.status()).toBe(401);

    // A fresh browser signs in with the new password.
    const fresh = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const login = await fresh.newPage();
    await login.goto('/login');
    await login.getByLabel('Email address').fill(session.user.email!);
    const password = login.getByLabel('Password', { exact: true });
    await password.fill('Masala@2025');
    await password.press('Enter');
    await expect(login).toHaveURL(/\/$/);
    await expect(login.getByText('Welcome back, Priya!')).toBeVisible();
    await fresh.close();
  });

  test('a card is saved with only its brand and last 4 digits, then deleted', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'settings-card');
    await openSettings(page, session, '?tab=payment');
    await expect(page.getByText('No saved cards yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add New Card' }).click();
    const form = page.getByTestId('add-card-form');
    await expect(form.getByLabel('Card Holder Name')).toBeFocused();
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields correctly.');

    await form.getByLabel('Card Holder Name').fill('Priya Nair');
    const number = form.getByLabel('Card Number');
    await number.pressSequentially('4111111111111111');
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await expect(form.getByText('Card type: Visa')).toBeVisible();
    await form.getByLabel('Month').fill('08');
    await form.getByLabel('Year').fill(String(CARD_YEAR));
    await expect(form.getByText('Your full card number never leaves this browser')).toBeVisible();

    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/users/payment-methods') && r.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Save Card' }).click();
    const body = (await sent).postData() ?? '';
    expect(body).not.toContain('4111111111111111');
    expect(body).not.toContain('4111 1111');
    expect(body).not.toMatch(/\d{5,}/);
    expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(
      ['cardBrand', 'cardHolderName', 'cardLast4', 'expiryMonth', 'expiryYear', 'isDefault'].sort(),
    );
    expect(JSON.parse(body)).toMatchObject({ cardBrand: 'Visa', cardLast4: '1111', expiryMonth: 8 });

    await expect(toast(page, 'Card saved successfully!')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add New Card' })).toBeFocused();
    const card = page.getByTestId('saved-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Visa •••• 1111');
    await expect(card).toContainText('Priya Nair');
    await expect(card).toContainText(`08/${CARD_YEAR}`);
    await expect(card.getByText('Default', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Delete Visa ending in 1111' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Delete Visa ending in 1111' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Card removed')).toBeVisible();
    await expect(page.getByText('No saved cards yet')).toBeVisible();
    const left = await request.get('/api/users/payment-methods', { headers: bearer(session) });
    expect(((await left.json()) as { paymentMethods: unknown[] }).paymentMethods).toHaveLength(0);
  });

  test('set as default moves the Default badge', async ({ page, request }, testInfo) => {
    const session = await createShopper(request, testInfo, 'settings-default');
    await addCardByApi(request, session, '1111');
    await addCardByApi(request, session, '4444', 'MasterCard');
    await openSettings(page, session, '?tab=payment');
    const master = page.getByTestId('saved-card').filter({ hasText: '4444' });
    await expect(master.getByText('Default', { exact: true })).toHaveCount(0);
    await master.getByRole('button', { name: 'Make Mastercard ending in 4444 the default card' }).click();
    await expect(master.getByText('Default', { exact: true })).toBeVisible();
    await expect(
      page.getByTestId('saved-card').filter({ hasText: '1111' }).getByText('Default', { exact: true }),
    ).toHaveCount(0);
  });

  test('the address form fills city, state and country from the pincode and locks them', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'settings-address');
    await openSettings(page, session, '?tab=addresses');
    const form = page.getByTestId('address-form');
    await expect(form).toBeVisible();
    const city = form.getByLabel('City');
    const state = form.getByLabel('State');
    const country = form.getByLabel('Country');
    const postal = form.getByLabel('Postal Code');

    await postal.fill('492001');
    await expect(city).toHaveValue('Raipur');
    await expect(state).toHaveValue('Chhattisgarh');
    await expect(country).toHaveValue('India');
    for (const field of [city, state, country]) await expect(field).toHaveAttribute('readonly', '');
    await expect(postal).toHaveAccessibleDescription(
      'City, state and country are filled in from the pincode.',
    );

    // A pincode that is nowhere says so, clears what the last one filled and hands the fields back
    // (docs/behaviour/account.md#pincode-autofill).
    await postal.fill('999999');
    await expect(form.getByText('No location found for this pincode.')).toBeVisible();
    await expect(postal).toHaveAccessibleDescription(
      /This pincode finds no place, so the city, state and country it filled were cleared\./,
    );
    await expect(city).toHaveValue('');
    await expect(city).not.toHaveAttribute('readonly', '');
    await postal.fill('492001');
    await expect(city).toHaveAttribute('readonly', '');

    await form.getByLabel('Full Name').fill('Priya Nair');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Address Line 1').fill('14, Civil Lines');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, 'Address added successfully!')).toBeVisible();
    const card = page.getByTestId('address-card');
    await expect(card).toContainText('Raipur, Chhattisgarh - 492001, India');

    // Edit mode opens in place with the address's own city, editable: its pincode is looked up again only when
    // the shopper changes it (docs/behaviour/account.md#pincode-autofill).
    await card.getByRole('button', { name: 'Edit address of Priya Nair' }).click();
    const edit = page.getByRole('form', { name: 'Edit address' });
    await expect(edit.getByLabel('City')).toHaveValue('Raipur');
    await expect(edit.getByLabel('City')).not.toHaveAttribute('readonly', '');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Delete address of Priya Nair' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Address deleted')).toBeVisible();
    await expect(page.getByTestId('address-card')).toHaveCount(0);
    await expect(page.getByText('No addresses found')).toBeVisible();
  });

  test('the profile tab shows the account read-only and saves', async ({ page, request }, testInfo) => {
    const session = await createShopper(request, testInfo, 'settings-profile');
    await openSettings(page, session);
    await expect(tabList(page).getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = page.getByRole('form', { name: 'Profile details' });
    await expect(form.getByLabel('Full Name')).toHaveValue('Priya Nair');
    await expect(form.getByLabel('Full Name')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription(
      'Your name can only be changed by our support team. Please contact us to change it.',
    );
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(session.user.email!);
    await expect(form.getByRole('link', { name: 'Change Email' })).toHaveAttribute('href', '/profile');
    await expect(form.getByRole('link', { name: 'Change Phone' })).toHaveAttribute('href', '/profile');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/profile') && r.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, 'Changes saved')).toBeVisible();
  });

  test('notification preferences are kept in this browser', async ({ page, request }, testInfo) => {
    const session = await createShopper(request, testInfo, 'settings-notify');
    await openSettings(page, session, '?tab=notifications');
    const promotions = page.getByRole('switch', { name: /Offers and promotions/ });
    const push = page.getByRole('switch', { name: /Push notifications/ });
    await expect(promotions).toBeChecked();
    await expect(push).not.toBeChecked();
    await promotions.click({ force: true });
    await push.click({ force: true });
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('haat_notification_prefs'));
    expect(JSON.parse(stored!)).toMatchObject({ state: { prefs: { promotions: false, push: true } } });
    await page.reload();
    await expect(page.getByRole('switch', { name: /Offers and promotions/ })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /Push notifications/ })).toBeChecked();
  });
});

test('every settings tab at this width', async ({ page, request }, testInfo) => {
  const session = await createShopper(request, testInfo, 'settings-look');
  await addAddressByApi(request, session);
  await addCardByApi(request, session, '1111');
  await addCardByApi(request, session, '4444', 'MasterCard');
  await openSettings(page, session);

  // No sideways scrolling at any width.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (const [tab, heading] of [
    ['Profile', 'Profile Information'],
    ['Security', 'Change Password'],
    ['Notifications', 'Notification Preferences'],
    ['Addresses', 'Saved Addresses'],
    ['Payment Methods', 'Saved Cards'],
  ] as const) {
    await tabList(page).getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    if (tab === 'Profile') await expect(page.getByLabel('Full Name')).toHaveValue('Priya Nair');
    if (tab === 'Addresses') await expect(page.getByTestId('address-card')).toHaveCount(1);
    if (tab === 'Payment Methods') await expect(page.getByTestId('saved-card')).toHaveCount(2);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await saveScreenshot(page, testInfo, `settings-${tab.toLowerCase().replace(' ', '-')}`);
  }
  await page.getByRole('button', { name: 'Add New Card' }).click();
  await page.getByLabel('Card Number').pressSequentially('5555555555554444');
  await saveScreenshot(page, testInfo, 'settings-add-card');
});
