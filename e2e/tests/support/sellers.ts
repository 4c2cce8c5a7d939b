// Shared e2e helpers for Seller Central journeys (docs/behaviour/seller-portal.md): a fresh seller per run and
// project, the codes from the dev outbox, a seller signed up and approved through the portal's own calls, and each
// portal page captured at both viewports and scanned by axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { gstinCheckCharacter } from '@haat/domain/sellers/seller-identity';
import { saveScreenshot } from '../screenshot.ts';

export const SELLER_URL = process.env.HAAT_E2E_SELLER_URL ?? '';
export const SELLER_PASSWORD = 'Seller@1234';

/** A seller nobody else uses: a fresh e-mail, phone and GSTIN (with its real check character) per run and project. */
export function newSeller(testInfo: TestInfo) {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = () => letters.charAt(Math.floor(Math.random() * letters.length));
  const pan = `${pick()}${pick()}${pick()}C${pick()}${String(Math.floor(Math.random() * 9000) + 1000)}${pick()}`;
  const body = `29${pan}1Z`;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}${testInfo.project.name}`;
  return {
    email: `seller-${stamp}@example.in`,
    phone: `+91${testInfo.project.name === 'mobile' ? 6 : 9}${String(Date.now()).slice(-9)}`,
    gstin: body + gstinCheckCharacter(body),
    pan,
    businessName: 'Kaveri Silks',
  };
}

export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox', { params: { to } });
      const { messages } = (await res.json()) as { messages: Array<{ text: string }> };
      code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Each page of the portal is captured at both viewports and scanned by axe (WCAG 2.1 A and AA): nothing serious. */
export async function shootPortal(page: Page, testInfo: TestInfo, name: string) {
  await saveScreenshot(page, testInfo, `seller-portal-${name}`);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  expect(serious, `${name}: axe violations`).toEqual([]);
}

/** A seller signed up and approved through the API (the portal's own calls), signed in on the portal's origin. */
export async function approvedSeller(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const seller = newSeller(testInfo);
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post('/api/seller-portal/codes', { email: seller.email, phone: seller.phone });
  for (const [channel, to] of [
    ['email', seller.email],
    ['phone', seller.phone],
  ] as const)
    await post('/api/seller-portal/codes/verify', {
      channel,
      email: seller.email,
      phone: seller.phone,
      otp: await latestCode(request, to),
    });
  const registered = await post('/api/seller-portal/register', {
    email: seller.email,
    phone: seller.phone,
    password: SELLER_PASSWORD,
    business: {
      businessName: seller.businessName,
      gstin: seller.gstin,
      pan: seller.pan,
      addressLine: '14 Chickpet Main Road',
      pincode: '560053',
      accountHolder: seller.businessName,
      accountNumber: '50100123456789',
      ifsc: 'HDFC0000053',
    },
  });
  const token = registered.token as string;
  const sellerId = (registered.seller as { id: string }).id;
  await post(`/api/dev/sellers/${sellerId}/review`, { approve: true });
  await page.goto(`${SELLER_URL}/login`);
  await page.evaluate((t) => localStorage.setItem('seller_token', t), token);
  return { token, sellerId };
}
