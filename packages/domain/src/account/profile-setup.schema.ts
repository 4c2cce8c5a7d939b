// PUT /api/users/profile-setup (docs/behaviour/account.md#profile-setup;
// docs/architecture.md#real-where-the-spec-simulated "simulated submissions are saved"): the four steps saved for
// real. The name is the account's name (set at sign-up; afterwards changed only by support), and the e-mail and phone
// are the verified ones: the steps show them, the server keeps what it has verified.
import { z } from 'zod';
import { PINCODE_PATTERN } from '../addresses/address.schema.ts';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const preferencesSchema = z.object({
  newsletter: z.boolean(),
  promotions: z.boolean(),
  orderUpdates: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = { newsletter: true, promotions: true, orderUpdates: true };

/** The simulated wait the spec keeps (2000 ms) before the success message. */
export const PROFILE_SETUP_PACE_MS = 2000;

const required = (max: number) =>
  z.string({ error: M.setupRequired }).trim().min(1, M.setupRequired).max(max);

/** YYYY-MM-DD, a real day, not in the future and not before 1900. */
export const dateOfBirthSchema = z
  .string({ error: M.setupRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth as YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(day.getTime()) &&
      day.toISOString().slice(0, 10) === value &&
      value >= '1900-01-01' &&
      day.getTime() <= Date.now()
    );
  }, 'Enter a real date of birth in the past');

export const profileSetupRequestSchema = z.object({
  dateOfBirth: dateOfBirthSchema,
  gender: z.enum(GENDERS, { error: M.setupRequired }),
  /** Step 3; saved as the default address when the book has none, else as one more Home address. */
  address: z.object({
    street: required(200),
    city: required(80),
    state: required(80),
    zipCode: z.string().trim().regex(PINCODE_PATTERN, 'Please enter a valid 6-digit pincode'),
    country: z.literal('India').default('India'),
  }),
  preferences: preferencesSchema,
});
export type ProfileSetupRequest = z.input<typeof profileSetupRequestSchema>;
