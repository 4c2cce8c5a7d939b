// Shared e2e helpers for signed-in journeys: a fresh customer account per test (send-otp → the OTP from the dev
// outbox → verify-otp → register → login), so parallel tests and projects never share a cart or a wishlist, and
// the session handed to the page before its first load.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

const OTP_PATTERN = /(?<![\w-])(\d{6})(?![\w-])/;
export const SHOPPER_PASSWORD = 'Chai@2024';

export interface Session {
  token: string;
  refreshToken: string;
  user: { fullName?: string; email?: string };
  userId: string;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** A unique e-mail and Indian mobile number for this test, project and run. */
function uniqueContact(testInfo: TestInfo, label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}`;
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const lead = testInfo.project.name === 'mobile' ? 7 : 6;
  return {
    email: `${label}-${testInfo.project.name}-${stamp}@example.in`,
    phone: `+91${lead}${digits}`,
  };
}

async function latestOtp(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox', { params: { to } });
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      code = messages.find((m) => /verification code/i.test(m.subject))?.text.match(OTP_PATTERN)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Creates a new customer through the API and signs it in; returns the session. */
export async function createShopper(
  request: APIRequestContext,
  testInfo: TestInfo,
  label = 'shopper',
): Promise<Session> {
  const { email, phone } = uniqueContact(testInfo, label);
  const fullName = 'Priya Nair';
  const sent = await request.post('/api/auth/send-otp', {
    data: { email, type: 'signup', role: 'customer', phone },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await latestOtp(request, email);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp, type: 'signup' } });
  expect(verified.status()).toBe(200);
  const registered = await request.post('/api/users/register', {
    data: { email, phone, fullName, password: SHOPPER_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/users/login', { data: { email, password: SHOPPER_PASSWORD } });
  expect(login.status()).toBe(200);
  return (await login.json()) as Session;
}

/** Stores the session in the page's storage before its first load (once per tab, so a later sign-out holds). */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('user_token', s.token);
    localStorage.setItem('refresh_token', s.refreshToken);
    localStorage.setItem('user_info', JSON.stringify(s.user));
    localStorage.setItem('user_id', s.userId);
  }, session);
}

/** A bearer header for API calls made by the test itself. */
export function bearer(session: Session): { authorization: string } {
  return { authorization: `Bearer ${session.token}` };
}
