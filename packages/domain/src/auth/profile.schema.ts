// GET /api/users/profile (spec 1 §3, 3 §3 Profile): the profile and the saved addresses.
import { z } from 'zod';

export const profileSchema = z.object({
  id: z.string(),
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  /** Derived from the default address once addresses exist (Checkout issue). */
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  role: z.literal('customer'),
  createdAt: z.string(),
});

export const profileResponseSchema = z.object({
  success: z.literal(true),
  profile: profileSchema,
  addresses: z.array(z.record(z.string(), z.unknown())),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
