// Helpers of the seller portal's tests: a seller signed up through the portal's calls, as the portal makes them.
import { randomBytes } from 'node:crypto';
import { outboxResponseSchema } from '@haat/domain/mail/outbox.schema';
import type { SellerRegisterRequest } from '@haat/domain/sellers/seller-portal.schema';
import { gstinCheckCharacter } from '@haat/domain/sellers/seller-identity';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { sellerAccounts, sellerSessions } from '../../db/schema/sellers.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { sha256Hex } from '../sellers/seller-keys.ts';

export const PASSWORD = 'Seller@1234';

/** A GSTIN of Maharashtra with its real check character, and a PAN of its own per n. */
export function gstinFor(n: number): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pan = `AA${letters.charAt(n % 24)}FU${String(1000 + (n % 9000)).padStart(4, '0')}F`;
  const body = `27${pan}1Z`;
  return body + gstinCheckCharacter(body);
}

export async function latestCode(t: TestApp, to: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const [message] = outboxResponseSchema.parse(res.json()).messages;
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export function registration(n: number): SellerRegisterRequest {
  const gstin = gstinFor(n);
  return {
    email: `seller${n}@example.in`,
    phone: `+9197${String(10_000_000 + n).slice(-8)}`,
    password: PASSWORD,
    business: {
      businessName: `Kala Handlooms ${n}`,
      gstin,
      pan: gstin.slice(2, 12),
      addressLine: '12 Linking Road, Bandra West',
      pincode: '400050',
      accountHolder: `Kala Handlooms ${n}`,
      accountNumber: '001234567890',
      ifsc: 'SBIN0000300',
    },
  };
}

/** Codes sent and verified, then registered: answers the portal token and the seller id. */
export async function signUpSeller(t: TestApp, n: number): Promise<{ token: string; sellerId: string }> {
  const body = registration(n);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const sent = await post('/api/seller-portal/codes', { email: body.email, phone: body.phone });
  if (sent.statusCode !== 200) throw new Error(`codes: ${sent.body}`);
  for (const channel of ['email', 'phone'] as const) {
    const otp = await latestCode(t, channel === 'email' ? body.email : body.phone);
    const verified = await post('/api/seller-portal/codes/verify', {
      channel,
      email: body.email,
      phone: body.phone,
      otp,
    });
    if (verified.statusCode !== 200) throw new Error(`verify ${channel}: ${verified.body}`);
  }
  const registered = await post('/api/seller-portal/register', body);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const json = registered.json() as { token: string; seller: { id: string } };
  return { token: json.token, sellerId: json.seller.id };
}

export async function approve(t: TestApp, sellerId: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dev/sellers/${sellerId}/review`,
    payload: { approve: true },
  });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.body}`);
}

/**
 * A portal session for a seller made by a test's own rows (the access matrix's keyed sellers): an account with an
 * unusable password hash, and a live session token.
 */
export async function openPortalSession(db: Db, sellerId: string): Promise<string> {
  const token = `hss_${randomBytes(32).toString('base64url')}`;
  const [account] = await db
    .insert(sellerAccounts)
    .values({
      sellerId,
      email: `${sellerId}@sellers.example.in`,
      phone: `+91${String((randomBytes(4).readUInt32BE() % 9_000_000_000) + 1_000_000_000)}`,
      passwordHash: '!',
    })
    .returning({ id: sellerAccounts.id });
  if (!account) throw new Error('no account');
  await db.insert(sellerSessions).values({
    accountId: account.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** A listing group of one variant written straight to the seller's products (the access matrix's victims). */
export async function insertListingGroup(
  db: Db,
  sellerId: string,
): Promise<{ groupId: string; productId: string }> {
  const stamp = randomBytes(5).toString('hex');
  const groupId = `grp_${stamp}`;
  const productId = `prd_${stamp}`;
  await db.insert(products).values({
    id: productId,
    sellerId,
    name: `Matrix listing ${stamp}`,
    slug: `matrix-listing-${stamp}`,
    description: 'A draft of the access matrix.',
    brand: 'Matrixwala',
    category: 'electronics',
    subcategory: 'audio',
    pricePaise: 10_000,
    sellingPricePaise: 10_000,
    mrpPaise: 10_000,
    hsnCode: '8518',
    sku: `MX-${stamp}`,
    shippingWeightGrams: 100,
    variantGroup: groupId,
    listingStatus: 'draft',
    isPublished: false,
  });
  return { groupId, productId };
}
