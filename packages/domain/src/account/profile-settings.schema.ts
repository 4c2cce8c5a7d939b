// Settings (docs/behaviour/account.md#settings, #security-tab; issue 9): PUT /api/users/profile and PUT
// /api/users/password, and the answer of POST /api/users/verify-profile-otp and PUT /api/users/profile-setup (the
// updated profile).
import { z } from 'zod';
import { profileSchema } from '../auth/profile.schema.ts';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';

export const PASSWORD_CHANGE_MIN_LENGTH = 8;

/**
 * Name and email are required (docs/behaviour/account.md#validation). The name stays the administrators' to change
 * and the e-mail and phone change only through the OTP flow, so a body that differs from the account in any of them
 * is refused with a message saying where to go; the same values save (the settings form's Save works, nothing is
 * changed behind it).
 */
export const updateProfileRequestSchema = z.object({
  fullName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100),
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254),
  phone: z.string().trim().max(20).optional(),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(200),
  newPassword: z
    .string({ error: M.passwordTooShort })
    .min(PASSWORD_CHANGE_MIN_LENGTH, M.passwordTooShort)
    .max(200),
});

export const profileUpdatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: profileSchema,
});
export type ProfileUpdatedResponse = z.infer<typeof profileUpdatedResponseSchema>;

export const passwordChangedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many other signed-in sessions were ended. */
  revokedSessions: z.number().int(),
});
