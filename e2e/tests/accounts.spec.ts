// Accounts end to end against the real API: sign-up with the e-mailed OTP (read from the dev outbox), the success
// view's 3 s trip to /login, sign-in by swiping the slider (mouse drag on the desktop project, a real touch drag on
// the phone), the greeting and Log Out; password reset to "All Set!" and a sign-in with the new password; the
// sign-in form's messages; a password slowed by a guesser on the same address, and the e-mailed code that gets the
// owner in anyway.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { swipe } from './support/swipe.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

const OTP_PATTERN = /(?<![\w-])(\d{6})(?![\w-])/;

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** A shopper nobody else uses: unique per test, project and run, so parallel tests never share an account or mail. */
function newShopper(testInfo: TestInfo, label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    fullName: label === 'reset' ? 'Kabir Singh Rathore' : 'Meera Iyer',
    email: `${label}-${testInfo.project.name}-${stamp}@example.in`,
    phone: `+91${testInfo.project.name === 'mobile' ? 7 : 8}${digits}`,
    password: 'Chai@2024',
  };
}

/** The newest code mailed to an address. */
async function latestOtp(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox', { params: { to } });
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      code = messages.find((m) => subject.test(m.subject))?.text.match(OTP_PATTERN)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function createAccount(request: APIRequestContext, shopper: ReturnType<typeof newShopper>) {
  const sent = await request.post('/api/auth/send-otp', {
    data: { email: shopper.email, type: 'signup', role: 'customer', phone: shopper.phone },
  });
  expect(sent.status()).toBe(200);
  const otp = await latestOtp(request, shopper.email, /verification code/);
  expect(
    (
      await request.post('/api/auth/verify-otp', { data: { email: shopper.email, otp, type: 'signup' } })
    ).status(),
  ).toBe(200);
  const { email, phone, fullName, password } = shopper;
  expect(
    (await request.post('/api/users/register', { data: { email, phone, fullName, password } })).status(),
  ).toBe(201);
}

test('a new shopper signs up with the e-mailed OTP, is sent to sign in, swipes in, is greeted and logs out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const shopper = newShopper(testInfo, 'signup');
  const mobile = testInfo.project.name === 'mobile';

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Haat account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why shop on Haat' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'accounts-signup-details');

  await page.getByLabel('Full name').fill(shopper.fullName);
  await page.getByLabel('Phone number').fill(shopper.phone);
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(shopper.password);
  await swipe(page, testInfo, 'Swipe to Sign Up');

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('OTP sent to your email')).toBeVisible();
  await expect(page.getByText(/^Resend OTP in (10:00|9:[0-5]\d)$/)).toBeVisible();
  const otpInput = page.getByLabel('Enter OTP');
  await expect(otpInput).toBeFocused();
  await expect(otpInput).toHaveAttribute('inputmode', 'numeric');
  await expect(otpInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(otpInput).toHaveAttribute('maxlength', '6');
  await otpInput.pressSequentially('12a4');
  await expect(otpInput, 'only digits are kept').toHaveValue('124');
  await saveScreenshot(page, testInfo, 'accounts-signup-otp');

  const otp = await latestOtp(request, shopper.email, /verification code/);
  const wrong = otp === '000000' ? '111111' : '000000';
  await otpInput.fill(wrong);
  await otpInput.press('Enter');
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  await expect(otpInput).toHaveAttribute('aria-invalid', 'true');

  await otpInput.fill(otp);
  await expect(page.getByText('Invalid OTP. Please try again.'), 'editing clears the error').toBeHidden();
  // The swipe re-arms 1 s after the last completion.
  await page.waitForTimeout(1000);
  await swipe(page, testInfo, 'Swipe to Verify');

  const success = page.getByRole('heading', { level: 1, name: 'Account created successfully!' });
  await expect(success).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByText(/^Taking you to Sign In in [1-3] s\.\.\.$/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'accounts-signup-success');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  expect(Date.now() - shownAt, 'the success view stays about 3 s').toBeGreaterThan(2000);

  // Sign in: by e-mail on the desktop, by phone number on the phone.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Haat' })).toBeVisible();
  if (mobile) {
    await page.getByRole('button', { name: 'Login with phone number' }).click();
    await page.getByLabel('Phone number').fill(shopper.phone);
  } else {
    await page.getByLabel('Email address').fill(shopper.email);
  }
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await swipe(page, testInfo, 'Swipe to Sign In');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back, Meera!')).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('user_token'),
    refresh: localStorage.getItem('refresh_token'),
    user: JSON.parse(localStorage.getItem('user_info') ?? 'null') as { fullName?: string } | null,
    id: localStorage.getItem('user_id'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.refresh).toBeTruthy();
  expect(stored.user?.fullName).toBe(shopper.fullName);
  expect(stored.id).toBeTruthy();

  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Welcome back,')).toBeVisible();
    await expect(menu.getByText(shopper.fullName)).toBeVisible();
    await saveScreenshot(page, testInfo, 'accounts-header-signed-in', { fullPage: false });
    await menu.getByRole('button', { name: 'Log Out' }).click();
  } else {
    const account = page.getByRole('button', { name: /^Hello, Meera – Account menu$/ });
    await expect(account).toBeVisible();
    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(shopper.fullName)).toBeVisible();
    await saveScreenshot(page, testInfo, 'accounts-header-signed-in', { fullPage: false });
    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
  }

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(
    await page.evaluate(() =>
      ['user_token', 'refresh_token', 'user_info', 'user_id'].map((k) => localStorage.getItem(k)),
    ),
  ).toEqual([null, null, null, null]);
  // The server ended the session too: its refresh token no longer works.
  const refreshed = await request.post('/api/auth/refresh-token', { data: { refreshToken: stored.refresh } });
  expect(refreshed.status()).toBe(401);
});

sameAtEveryWidth(() => {
  test('a signed-in shopper opening /login goes to /profile', async ({ page, request }) => {
    const res = await request.post('/api/users/login', {
      data: { email: 'demo@haat.in', password: 'Haat@1234' },
    });
    expect(res.status()).toBe(200);
    const session = (await res.json()) as {
      token: string;
      refreshToken: string;
      user: object;
      userId: string;
    };
    await page.goto('/');
    await page.evaluate((s) => {
      localStorage.setItem('user_token', s.token);
      localStorage.setItem('refresh_token', s.refreshToken);
      localStorage.setItem('user_info', JSON.stringify(s.user));
      localStorage.setItem('user_id', s.userId);
    }, session);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('password reset ends in All Set! and the new password signs in', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const shopper = newShopper(testInfo, 'reset');
    await createAccount(request, shopper);
    const newPassword = 'Masala#99';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email address').fill(shopper.email);
    await saveScreenshot(page, testInfo, 'accounts-forgot-email');
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/^Resend OTP in (10:00|9:[0-5]\d)$/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'accounts-forgot-otp');
    await page.getByLabel('Enter OTP').fill(await latestOtp(request, shopper.email, /password reset code/));
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('Masala#98');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await saveScreenshot(page, testInfo, 'accounts-forgot-new-password');
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'All Set!' })).toBeVisible();
    await expect(page.getByText('Password reset successfully!')).toBeVisible();
    await saveScreenshot(page, testInfo, 'accounts-forgot-all-set');
    await page.getByRole('link', { name: 'Sign In' }).click();

    // The old password is refused; the new one signs in, this time with Enter in the password field.
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email address').fill(shopper.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(shopper.password);
    await password.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }),
    ).toBeVisible();
    await password.fill(newPassword);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Welcome back, Kabir!')).toBeVisible();
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('a password slowed by a guesser on this address says how long to wait, and an e-mailed code signs in', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const shopper = newShopper(testInfo, 'code');
    await createAccount(request, shopper);
    // A guesser on this address (the API calls come from it too): nine wrong passwords, each after the wait the
    // last one earned (1 + 2 + 4 + 8 s), so the next try from here must wait 16 s.
    for (let failures = 0; failures < 9;) {
      const res = await request.post('/api/users/login', {
        data: { email: shopper.email, password: `Wrong@${failures}` },
      });
      if (res.status() === 429) {
        await new Promise((resolve) => setTimeout(resolve, Number(res.headers()['retry-after']) * 1000));
        continue;
      }
      expect(res.status()).toBe(401);
      failures += 1;
    }

    await page.goto('/login');
    await page.getByLabel('Email address').fill(shopper.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(shopper.password);
    await password.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Too many sign-in attempts.');
    await expect(page.getByText(/^You can try your password again in 0:1\d\.$/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'accounts-login-throttled');

    await page.getByRole('button', { name: 'Sign in with a one-time code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a one-time code' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(shopper.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('Enter OTP').fill(await latestOtp(request, shopper.email, /sign-in code/));
    await saveScreenshot(page, testInfo, 'accounts-login-code');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Welcome back, Meera!')).toBeVisible();
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('the sign-in form names each missing field, clears an error as it is edited and when the mode changes', async ({
    page,
  }, testInfo) => {
    let logins = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/users/login') logins += 1;
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await saveScreenshot(page, testInfo, 'accounts-login');

    // The slider is a button: Enter on it submits.
    const slider = page.getByRole('button', { name: 'Swipe to Sign In' });
    await slider.focus();
    await page.keyboard.press('Enter');
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(email).toBeFocused();
    await saveScreenshot(page, testInfo, 'accounts-login-errors');

    await email.fill('asha@');
    await expect(page.getByText('Email is required'), 'editing a field clears its error').toBeHidden();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.waitForTimeout(1000);
    await swipe(page, testInfo, 'Swipe to Sign In');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByRole('button', { name: 'Login with phone number' }).click();
    await expect(page.getByRole('button', { name: 'Login with phone number' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Password is required'), 'switching mode clears every error').toBeHidden();
    const phone = page.getByLabel('Phone number');
    await phone.fill('12345');
    await password.fill('anything');
    await password.press('Enter');
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(phone).toBeFocused();
    expect(logins, 'nothing is sent while the form is invalid').toBe(0);

    // Unknown account: "Signing in..." while the server thinks; its 401 is said inline and in a toast.
    await page.getByRole('button', { name: 'Login with email' }).click();
    await email.fill(`nobody-${testInfo.project.name}-${Date.now()}@example.in`);
    await password.fill('Wrong#123');
    await page.route('**/api/users/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.waitForTimeout(1000);
    await swipe(page, testInfo, 'Swipe to Sign In');
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }),
    ).toBeVisible();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid credentials. Please try again.' }),
    ).toBeVisible();
    expect(logins).toBe(1);

    // No connection: the spec's connection message.
    await page.unroute('**/api/users/login');
    await page.route('**/api/users/login', (route) => route.abort('internetdisconnected'));
    await password.press('Enter');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Unable to connect to the server. Please check your connection and try again.' }),
    ).toBeVisible();
  });
});
