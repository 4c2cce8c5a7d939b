// Changing the account's e-mail or phone with codes, and /profile-setup, end to end against the real API (spec 3
// §Profile, §Profile setup, §4, §5; issue 9): the codes land in the dev outbox (a phone change texts both numbers),
// a wrong code shows its message under its own boxes, the right ones update the profile and the old number is told;
// Resend waits 60 s and Verify stops at expiry; the four setup steps save date of birth, gender and an address.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { bearer, createShopper, useSession, type Session } from './support/accounts.ts';
import { codProducts, deliverOrder, placeCodOrder } from './support/orders.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get('/api/dev/outbox', { params: { to } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest 6-digit code sent to `to` whose subject matches, waiting for it to arrive. */
async function codeSentTo(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const message = (await outbox(request, to)).find((m) => subject.test(m.subject));
      code = message?.text.match(/(?<![\w-])(\d{6})(?![\w-])/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A phone number no other account of this run holds: 9 + ten digits from the clock and chance. */
function freshPhoneDigits(): string {
  return `9${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;
}

async function profileOf(request: APIRequestContext, session: Session) {
  const res = await request.get('/api/users/profile', { headers: bearer(session) });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    profile: { email: string; phone: string; dateOfBirth: string | null; gender: string | null };
    addresses: {
      addressLine1: string;
      city: string;
      state: string;
      postalCode: string;
      isDefault: boolean;
    }[];
  };
}

/** Types a code into a six-box group, one key at a time (each box moves on by itself). */
async function typeCode(page: Page, group: Locator, code: string) {
  await group.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** Pastes text into a box the way a browser does. */
async function pasteInto(box: Locator, text: string) {
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const codeGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const groupError = (group: Locator) => group.locator('xpath=following-sibling::p[contains(@id, "-error")]');

async function openProfile(page: Page, session: Session) {
  await useSession(page, session);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
}

const profileRow = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'My Profile' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

sameAtEveryWidthButScreenshots(() => {
  test('a phone change texts both numbers, puts a wrong code under its box and saves the new number', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'phone-change');
    const before = await profileOf(request, session);
    await openProfile(page, session);
    await expect(page.getByRole('region', { name: 'Recent Purchases' })).toContainText(
      'Orders appear here once they are delivered.',
    );
    await saveScreenshot(page, testInfo, 'profile-change-profile');

    await page.getByRole('button', { name: 'Update Email or Phone' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Email or Phone' })).toBeFocused();
    await page.getByRole('radio', { name: 'Phone' }).check({ force: true });
    const phoneInput = page.getByLabel('New Phone');
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await phoneInput.fill('12345 67890');
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await phoneInput.fill(before.profile.phone.replace('+91', '0'));
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    await expect(
      page.getByText('New phone number must be different from current phone number'),
    ).toBeVisible();
    const digits = freshPhoneDigits();
    await phoneInput.fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
    await saveScreenshot(page, testInfo, 'profile-change-update');
    await page.getByRole('button', { name: 'Send OTPs' }).click();

    await expect(page.getByText('OTPs sent successfully! Please check your email and phone.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify OTPs' })).toBeVisible();
    const newBoxes = codeGroup(page, 'New phone OTP');
    const currentBoxes = codeGroup(page, 'Current phone OTP');
    await expect(newBoxes.getByRole('textbox')).toHaveCount(6);
    await expect(currentBoxes.getByRole('textbox')).toHaveCount(6);
    await expect(codeGroup(page, 'Email OTP')).toHaveCount(0);
    await expect(page.getByText(`Sent to ••••••${digits.slice(-4)}`)).toBeVisible();

    const newCode = await codeSentTo(request, `+91${digits}`, /phone change code/);
    const currentCode = await codeSentTo(request, before.profile.phone, /phone change code/);
    expect(newCode).not.toBe(currentCode);

    await page.getByRole('button', { name: 'Verify OTPs' }).click();
    await expect(groupError(newBoxes)).toHaveText('Please enter the 6-digit phone OTP');
    await expect(groupError(currentBoxes)).toHaveText(
      'Please enter the 6-digit OTP sent to your current phone',
    );

    // A pasted code fills the six boxes; letters are dropped.
    await pasteInto(newBoxes.getByRole('textbox').nth(2), ` ${newCode.slice(0, 3)}-${newCode.slice(3)} `);
    for (let i = 0; i < 6; i += 1)
      await expect(newBoxes.getByRole('textbox').nth(i)).toHaveValue(newCode[i]!);
    const wrong = currentCode === '000000' ? '111111' : '000000';
    await typeCode(page, currentBoxes, wrong);
    await expect(currentBoxes.getByRole('textbox').nth(5)).toBeFocused();
    await page.getByRole('button', { name: 'Verify OTPs' }).click();
    await expect(groupError(currentBoxes)).toHaveText(
      'Invalid OTP for your current phone. Please try again.',
    );
    await expect(groupError(newBoxes)).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'profile-change-verify');

    // Backspace walks back through the boxes.
    const last = currentBoxes.getByRole('textbox').nth(5);
    await last.click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await expect(currentBoxes.getByRole('textbox').first()).toBeFocused();
    await expect(currentBoxes.getByRole('textbox').first()).toHaveValue('');
    await page.keyboard.type(currentCode);
    await page.getByRole('button', { name: 'Verify OTPs' }).click();

    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(profileRow(page, 'Phone')).toHaveText(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
    await expect(page.getByRole('button', { name: 'Update Email or Phone' })).toBeFocused();
    expect((await profileOf(request, session)).profile.phone).toBe(`+91${digits}`);
    const toldOld = await outbox(request, before.profile.phone);
    expect(toldOld.some((m) => m.channel === 'sms' && /phone number changed/.test(m.subject))).toBe(true);
  });
});

sameAtEveryWidth(() => {
  test('an e-mail change sends one code to the new address and shows the new e-mail', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'email-change');
    const before = await profileOf(request, session);
    await openProfile(page, session);
    await page.getByRole('button', { name: 'Update Email or Phone' }).click();
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
    const emailInput = page.getByLabel('New Email');
    await emailInput.fill('not-an-email');
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await emailInput.fill(before.profile.email.toUpperCase());
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    await expect(page.getByText('New email must be different from current email')).toBeVisible();
    const newEmail = `moved-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.in`;
    await emailInput.fill(newEmail);
    await page.getByRole('button', { name: 'Send OTPs' }).click();

    const boxes = codeGroup(page, 'Email OTP');
    await expect(boxes.getByRole('textbox')).toHaveCount(6);
    await expect(codeGroup(page, 'New phone OTP')).toHaveCount(0);
    const code = await codeSentTo(request, newEmail, /e-mail change code/);
    await typeCode(page, boxes, code.slice(0, 4));
    await page.getByRole('button', { name: 'Verify OTPs' }).click();
    await expect(groupError(boxes)).toHaveText('Please enter the 6-digit email OTP');
    // The refusal focused the first box; the missing digits go in the fifth and sixth.
    await expect(boxes.getByRole('textbox').first()).toBeFocused();
    await boxes.getByRole('textbox').nth(4).click();
    await page.keyboard.type(code === '999999' ? '00' : '99');
    await page.getByRole('button', { name: 'Verify OTPs' }).click();
    await expect(groupError(boxes)).toHaveText('Invalid email OTP. Please try again.');

    await typeCode(page, boxes, code);
    await page.getByRole('button', { name: 'Verify OTPs' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(profileRow(page, 'Email')).toHaveText(newEmail);
    expect((await profileOf(request, session)).profile.email).toBe(newEmail);
    const toldOld = await outbox(request, before.profile.email);
    expect(toldOld.some((m) => /account details were changed/.test(m.subject))).toBe(true);
  });

  test('Resend waits 60 s, the server holds its own 60 s, a granted resend clears the boxes; after 600 s Verify is off', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'resend');
    await page.clock.install();
    await openProfile(page, session);
    await page.getByRole('button', { name: 'Update Email or Phone' }).click();
    const newEmail = `resend-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.in`;
    await page.getByLabel('New Email').fill(newEmail);
    const firstSend = page.waitForResponse((r) => r.url().endsWith('/api/users/send-profile-otp'));
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    const firstAnswer: unknown = await (await firstSend).json();
    await codeSentTo(request, newEmail, /e-mail change code/);

    const resend = page.getByRole('button', { name: /Resend OTPs/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/Resend OTPs in 0:5\d|Resend OTPs in 1:00/);
    await page.clock.fastForward(30_000);
    await expect(resend).toBeDisabled();
    await page.clock.fastForward(31_000);
    await expect(resend).toBeEnabled();
    await expect(resend).toHaveText('Resend OTPs');

    // The page's clock ran ahead; the server counts real time (its 60 s are proven in the API tests with a moved
    // clock), so it refuses this resend, and the page says why and keeps what was typed.
    await typeCode(page, codeGroup(page, 'Email OTP'), '123');
    await resend.click();
    await expect(page.getByText('Please wait before requesting new OTPs.').first()).toBeVisible();
    await expect(codeGroup(page, 'Email OTP').getByRole('textbox').first()).toHaveValue('1');

    // A resend the server grants answers as the first send did: the boxes empty and the countdowns start over.
    await page.route('**/api/users/send-profile-otp', (route) => route.fulfill({ json: firstAnswer }));
    await resend.click();
    await expect(page.getByText('New OTPs sent successfully!')).toBeVisible();
    await expect(codeGroup(page, 'Email OTP').getByRole('textbox').first()).toHaveValue('');
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/Valid for (10:00|9:5\d)/)).toBeVisible();

    await page.clock.fastForward(601_000);
    await expect(page.getByText('OTPs have expired. Please request new OTPs.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify OTPs' })).toBeDisabled();
    await expect(codeGroup(page, 'Email OTP').getByRole('textbox').first()).toBeDisabled();
  });
});

test('/profile-setup goes through its four steps and saves date of birth, gender and the address', async ({
  page,
  request,
}, testInfo) => {
  const session = await createShopper(request, testInfo, 'setup');
  const lookup = await request.get('/api/pincode/560038');
  expect(lookup.status()).toBe(200);
  const [{ PostOffice }] = (await lookup.json()) as [{ PostOffice: { District: string; State: string }[] }];
  await useSession(page, session);
  await page.goto('/profile-setup');

  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Complete Your Profile | Haat');
  const steps = page.getByRole('list', { name: 'Setup steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Basic Info');
  await expect(page.getByLabel('First Name')).toHaveValue('Priya');
  await expect(page.getByLabel('Last Name')).toHaveValue('Nair');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('link', { name: 'Skip', exact: true })).toHaveAttribute('href', '/profile');
  await saveScreenshot(page, testInfo, 'profile-setup-1-basic');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Personal' })).toBeFocused();
  await expect(page.getByLabel('Phone')).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(page.getByRole('heading', { level: 2, name: 'Personal' })).toBeVisible();
  await page.getByLabel('Date of Birth').fill('1994-08-15');
  await page.getByText('Prefer not to say').click();
  await page.getByText('Female', { exact: true }).click();
  await saveScreenshot(page, testInfo, 'profile-setup-2-personal');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await page.getByLabel('Street Address').fill('14, 2nd Cross, Indiranagar');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByLabel('Pincode').pressSequentially('56a0038');
  await expect(page.getByLabel('Pincode')).toHaveValue('560038');
  await expect(page.getByLabel('City')).toHaveValue(PostOffice[0]!.District);
  await expect(page.getByLabel('State')).toHaveValue(PostOffice[0]!.State);
  await saveScreenshot(page, testInfo, 'profile-setup-3-address');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
  for (const name of ['Newsletter', 'Promotions', 'Order Updates'])
    await expect(page.getByRole('switch', { name })).toBeChecked();
  await page.getByText('Promotions', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Promotions' })).not.toBeChecked();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Female');
  await expect(summary).toContainText('15 August 1994');
  await expect(summary).toContainText('14, 2nd Cross, Indiranagar');
  await saveScreenshot(page, testInfo, 'profile-setup-4-preferences');

  const started = Date.now();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page.getByText('Profile setup completed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);

  const saved = await profileOf(request, session);
  expect(saved.profile.dateOfBirth).toBe('1994-08-15');
  expect(saved.profile.gender).toBe('female');
  expect(saved.addresses).toEqual([
    expect.objectContaining({
      addressLine1: '14, 2nd Cross, Indiranagar',
      postalCode: '560038',
      city: PostOffice[0]!.District,
      state: PostOffice[0]!.State,
      isDefault: true,
    }),
  ]);
  await expect(profileRow(page, 'Pincode')).toHaveText('560038');
});

sameAtEveryWidth(() => {
  test('the profile lists the three latest delivered orders with View Order and View All', async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // five orders placed and four delivered through the seller API
    const session = await createShopper(request, testInfo, 'recent');
    const [product] = await codProducts(request, 1);
    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await placeCodOrder(request, session, [product!]));
    // Delivered oldest first, so the last delivered is the newest; the fifth stays undelivered.
    for (const order of orders.slice(0, 4)) await deliverOrder(request, session, order._id);

    await openProfile(page, session);
    const recent = page.getByRole('region', { name: 'Recent Purchases' });
    await expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/recent-purchase');
    const views = recent.getByRole('link', { name: /^View Order/ });
    await expect(views).toHaveCount(3);
    const expected = [orders[3]!, orders[2]!, orders[1]!];
    for (const [i, order] of expected.entries())
      await expect(views.nth(i)).toHaveAttribute('href', `/orders/${order._id}`);
    await saveScreenshot(page, testInfo, 'profile-recent-purchases');
    await views.first().click();
    await expect(page).toHaveURL(new RegExp(`/orders/${expected[0]!._id}$`));
  });

  test('a guest opening /profile-setup is sent to sign in', async ({ page }) => {
    await page.goto('/profile-setup');
    await expect(page).toHaveURL(/\/login$/);
  });
});
