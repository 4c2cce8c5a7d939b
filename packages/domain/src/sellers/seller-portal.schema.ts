// Contracts of the seller portal's calls (docs/behaviour/seller-portal.md#calls): sign-up codes, registration,
// sign-in, the seller's profile and API keys. Shared by apps/seller and the API.
import { z } from 'zod';
import {
  emailSchema,
  loginPasswordSchema,
  newPasswordSchema,
  otpSchema,
  phoneSchema,
} from '../auth/auth.schema.ts';
import { SELLER_MESSAGES as M } from './seller-portal-messages.ts';
import {
  BANK_ACCOUNT_PATTERN,
  gstinProblem,
  IFSC_PATTERN,
  normalizeCode,
  PAN_PATTERN,
  panOfGstin,
} from './seller-identity.ts';

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
const code = (message: string) =>
  z.string({ error: message }).max(40, { error: message }).transform(normalizeCode);

const GSTIN_MESSAGES = { format: M.gstinFormat, state: M.gstinState, checksum: M.gstinChecksum } as const;

export const gstinSchema = code(M.gstinRequired).superRefine((v, ctx) => {
  if (v === '') return void ctx.addIssue({ code: 'custom', message: M.gstinRequired });
  const problem = gstinProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
});
export const panSchema = code(M.panRequired).pipe(
  z.string().min(1, { error: M.panRequired }).regex(PAN_PATTERN, { error: M.panFormat }),
);
export const ifscSchema = code(M.ifscFormat).pipe(z.string().regex(IFSC_PATTERN, { error: M.ifscFormat }));
export const pincodeSchema = z
  .string({ error: M.pincodeFormat })
  .trim()
  .regex(/^[1-9][0-9]{5}$/, { error: M.pincodeFormat });

export const sellerSendCodesRequestSchema = z.object({ email: emailSchema, phone: phoneSchema });
export type SellerSendCodesRequest = z.input<typeof sellerSendCodesRequestSchema>;

export const sellerVerifyCodeRequestSchema = z.object({
  channel: z.enum(['email', 'phone']),
  email: emailSchema,
  phone: phoneSchema,
  otp: otpSchema,
});
export type SellerVerifyCodeRequest = z.input<typeof sellerVerifyCodeRequestSchema>;

/** The business fields of sign-up; the PAN must be the GSTIN's characters 3-12 (docs/behaviour/seller-portal.md#identity-checks). */
export const sellerBusinessSchema = z
  .object({
    businessName: text(M.businessNameRequired, 120),
    gstin: gstinSchema,
    pan: panSchema,
    addressLine: text(M.addressRequired, 300),
    pincode: pincodeSchema,
    accountHolder: text(M.accountHolderRequired, 120),
    accountNumber: z
      .string({ error: M.accountNumberFormat })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(BANK_ACCOUNT_PATTERN, { error: M.accountNumberFormat })),
    ifsc: ifscSchema,
  })
  .superRefine((v, ctx) => {
    if (PAN_PATTERN.test(v.pan) && gstinProblem(v.gstin) === null && panOfGstin(v.gstin) !== v.pan)
      ctx.addIssue({ code: 'custom', message: M.panMismatch, path: ['pan'] });
  });
export type SellerBusiness = z.input<typeof sellerBusinessSchema>;

export const sellerRegisterRequestSchema = z.object({
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  business: sellerBusinessSchema,
});
export type SellerRegisterRequest = z.input<typeof sellerRegisterRequestSchema>;

/** E-mail or phone, and the password. */
export const sellerLoginRequestSchema = z.object({
  login: z.string({ error: M.invalidCredentials }).trim().min(1, { error: M.invalidCredentials }).max(254),
  password: loginPasswordSchema,
});
export type SellerLoginRequest = z.input<typeof sellerLoginRequestSchema>;

export const sellerStatusSchema = z.enum(['pending_review', 'approved', 'rejected']);
export type SellerStatus = z.infer<typeof sellerStatusSchema>;

export const sellerProfileSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  gstin: z.string(),
  pan: z.string(),
  status: sellerStatusSchema,
  reviewNote: z.string().nullable(),
  /**
   * Set while the operator has the seller suspended (docs/behaviour/seller-portal.md#suspension): when, and the
   * operator's reason, which the portal shows on every page.
   */
  suspension: z.object({ since: z.string(), reason: z.string() }).nullable().default(null),
  email: z.string(),
  phone: z.string(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** Only the last four digits leave the server. */
  bank: z.object({ accountHolder: z.string(), accountLast4: z.string(), ifsc: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const sellerSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  seller: sellerProfileSchema,
});
export type SellerSessionResponse = z.infer<typeof sellerSessionResponseSchema>;

export const sellerMeResponseSchema = z.object({ success: z.literal(true), seller: sellerProfileSchema });
export type SellerMeResponse = z.infer<typeof sellerMeResponseSchema>;

export const sellerKeySchema = z.object({
  keyPrefix: z.string(),
  kind: z.enum(['live', 'dev']),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type SellerKey = z.infer<typeof sellerKeySchema>;
export const sellerKeysResponseSchema = z.object({
  success: z.literal(true),
  keys: z.array(sellerKeySchema),
});
export type SellerKeysResponse = z.infer<typeof sellerKeysResponseSchema>;

/** The key itself, shown this once. */
export const sellerIssuedKeyResponseSchema = z.object({
  success: z.literal(true),
  key: z.string(),
  keyPrefix: z.string(),
  revoked: z.number().int(),
});
export type SellerIssuedKeyResponse = z.infer<typeof sellerIssuedKeyResponseSchema>;

export const sellerRevokeKeyParamsSchema = z.object({ prefix: z.string().min(1).max(80) });
