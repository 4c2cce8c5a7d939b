// Shared e2e helpers for Seller Central journeys (docs/behaviour/seller-portal.md): a fresh seller per run and
// project, the codes from the dev outbox, a seller signed up (and approved) through the portal's own calls, a
// listing sent for review or made live, and each portal page captured at both viewports and scanned by axe.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { leafPaths } from '@haat/domain/catalog/category-tree';
import { gstinCheckCharacter } from '@haat/domain/sellers/seller-identity';
import { saveScreenshot } from '../screenshot.ts';
import { expectNoSeriousViolations } from './axe.ts';

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
  await expectNoSeriousViolations(page, name);
}

/** A seller signed up through the portal's own calls (codes, both verifications, register), waiting for review. */
export async function signedUpSeller(request: APIRequestContext, testInfo: TestInfo) {
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
  return {
    ...seller,
    token: registered.token as string,
    sellerId: (registered.seller as { id: string }).id,
  };
}

/** A seller signed up and approved through the API (the portal's own calls), signed in on the portal's origin. */
export async function approvedSeller(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const { token, sellerId } = await signedUpSeller(request, testInfo);
  const approved = await request.post(`/api/dev/sellers/${sellerId}/review`, { data: { approve: true } });
  expect(approved.ok(), await approved.text()).toBe(true);
  await page.goto(`${SELLER_URL}/login`);
  await page.evaluate((t) => localStorage.setItem('seller_token', t), token);
  return { token, sellerId };
}

/** What a journey's one-variant listing says; its variant has 10 in stock and no options. */
export interface ListingDraft {
  name: string;
  brand: string;
  categoryPath: string;
  description: string;
  bulletPoints: string[];
  specifications: { name: string; value: string }[];
  hsnCode: string;
  gstPercentage: number;
  shippingWeightGrams: number;
  dimensionsCm: { length: number; width: number; height: number };
  variant: { sku: string; mrpRupees: number; priceRupees: number };
}

/** The first category under Home: where the journeys' brass listings go. */
const HOME_CATEGORY = leafPaths().find((p) => p.startsWith('home')) ?? (leafPaths()[0] as string);

/** A one-variant Kaveri brass listing (₹749, MRP ₹899) under Home: the seller journeys' usual item. */
export function brassListing(name: string, description: string, sku: string): ListingDraft {
  return {
    name,
    brand: 'Kaveri',
    categoryPath: HOME_CATEGORY,
    description,
    bulletPoints: ['Pure brass', 'Hand-beaten'],
    specifications: [{ name: 'Material', value: 'Brass' }],
    hsnCode: '7418',
    gstPercentage: 12,
    shippingWeightGrams: 600,
    dimensionsCm: { length: 30, width: 30, height: 4 },
    variant: { sku, mrpRupees: 899, priceRupees: 749 },
  };
}

/** Sends the listing for review through Seller Central's call; answers its group id. */
export async function submitListing(
  request: APIRequestContext,
  token: string,
  { variant, ...listing }: ListingDraft,
): Promise<string> {
  const created = await request.post('/api/seller-portal/listings', {
    headers: { authorization: `Bearer ${token}` },
    data: { submit: true, listing: { ...listing, variants: [{ options: {}, ...variant, stock: 10 }] } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { groupId: string }).groupId;
}

/** The product id (the first variant's) of a seller's listing, as the storefront and the cart know it. */
export async function listedProductId(
  request: APIRequestContext,
  token: string,
  groupId: string,
): Promise<string> {
  const listed = await request.get(`/api/seller-portal/listings/${groupId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const { listing } = (await listed.json()) as { listing: { variants: Array<{ id: string }> } };
  const id = listing.variants[0]?.id;
  expect(id, `a variant of listing ${groupId}`).toBeTruthy();
  return id!;
}

/** A live listing: sent for review and approved through the operator's dev call; answers its product id. */
export async function liveListing(
  request: APIRequestContext,
  token: string,
  draft: ListingDraft,
): Promise<string> {
  const groupId = await submitListing(request, token, draft);
  const approved = await request.post(`/api/dev/listings/${groupId}/review`, { data: { approve: true } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return listedProductId(request, token, groupId);
}
