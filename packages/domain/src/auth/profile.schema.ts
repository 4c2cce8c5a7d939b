// GET /api/users/profile (docs/behaviour/account.md#addresses, #profile): the profile and the saved addresses.
import { z } from 'zod';
import { addressSchema } from '../addresses/address.schema.ts';
import { GENDERS, preferencesSchema } from '../account/profile-setup.schema.ts';

export const profileSchema = z.object({
  id: z.string(),
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  /** The default address (or the first) on one line: "12 MG Road, Indiranagar, Bengaluru, Karnataka". */
  address: z.string().nullable(),
  /** The default address's postal code. */
  pincode: z.string().nullable(),
  role: z.literal('customer'),
  createdAt: z.string(),
  /** YYYY-MM-DD, from profile setup. */
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  preferences: preferencesSchema,
  /** When profile setup was completed; null until then. */
  profileCompletedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  profile: profileSchema,
  addresses: z.array(addressSchema),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
