// The /profile-setup form (docs/behaviour/account.md#profile-setup): its four steps and the fields each requires, the
// values it opens with (the account's name, e-mail and phone; anything saved before), the checks of each step, and
// the request.
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import {
  DEFAULT_PREFERENCES,
  GENDERS,
  dateOfBirthSchema,
  type Gender,
  type ProfileSetupRequest,
} from '@haat/domain/account/profile-setup.schema';
import { PINCODE_PATTERN } from '@haat/domain/addresses/address.schema';
import type { ProfileResponse } from '@haat/domain/auth/profile.schema';
import { tk } from '../../i18n/translation-key.ts';

export const REQUIRED = tk('Required');

export interface ProfileSetupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: Gender | '';
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: 'India';
  newsletter: boolean;
  promotions: boolean;
  orderUpdates: boolean;
}

export type SetupField = keyof ProfileSetupValues;

export const SETUP_STEPS = [
  // The account's name and e-mail, read-only here; a one-word name has no last name, so it is not required.
  { id: 'basic', title: tk('Basic Info'), required: ['firstName', 'email'] },
  { id: 'personal', title: tk('Personal'), required: ['dateOfBirth', 'gender'] },
  { id: 'address', title: tk('Address'), required: ['street', 'city', 'state', 'zipCode'] },
  { id: 'preferences', title: tk('Preferences'), required: [] },
] as const satisfies readonly { id: string; title: string; required: readonly SetupField[] }[];

export const GENDER_LABELS: Record<Gender, string> = {
  male: tk('Male'),
  female: tk('Female'),
  other: tk('Other'),
  'prefer-not-to-say': tk('Prefer not to say'),
};

const filled = (message = REQUIRED) => z.string().trim().min(1, message);

/** Field checks; empty required fields say "Required" and the step says 'Please fill in all required fields'. */
export const profileSetupFormSchema = z.object({
  firstName: filled(),
  lastName: z.string(),
  email: filled(),
  phone: z.string(),
  dateOfBirth: filled().pipe(dateOfBirthSchema),
  gender: z.union([z.enum(GENDERS), z.literal('')]).refine((value) => value !== '', REQUIRED),
  street: filled().max(200),
  city: filled().max(80),
  state: filled().max(80),
  zipCode: filled().regex(PINCODE_PATTERN, 'Please enter a valid 6-digit pincode'),
  country: z.literal('India'),
  newsletter: z.boolean(),
  promotions: z.boolean(),
  orderUpdates: z.boolean(),
});

/** The required fields of a step left empty: Next stays on the step and says 'Please fill in all required fields'. */
export function missingRequired(values: ProfileSetupValues, step: number): SetupField[] {
  return (SETUP_STEPS[step]?.required ?? []).filter((field) => String(values[field]).trim() === '');
}

export function stepMessage(values: ProfileSetupValues, step: number): string | null {
  return missingRequired(values, step).length ? M.setupRequired : null;
}

/** The form's first values: the account's contact details and whatever an earlier setup saved. */
export function setupDefaults(answer: ProfileResponse): ProfileSetupValues {
  const { profile, addresses } = answer;
  const [firstName = '', ...rest] = profile.fullName.trim().split(/\s+/);
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  const preferences = profile.preferences ?? DEFAULT_PREFERENCES;
  return {
    firstName,
    lastName: rest.join(' '),
    email: profile.email,
    phone: profile.phone,
    dateOfBirth: profile.dateOfBirth ?? '',
    gender: profile.gender ?? '',
    street: address ? [address.addressLine1, address.addressLine2].filter(Boolean).join(', ') : '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.postalCode ?? '',
    country: 'India',
    ...preferences,
  };
}

/** PUT /api/users/profile-setup's body: the name, e-mail and phone stay the account's and are not sent. */
export function setupRequest(values: ProfileSetupValues): ProfileSetupRequest {
  return {
    dateOfBirth: values.dateOfBirth,
    gender: values.gender as Gender,
    address: {
      street: values.street.trim(),
      city: values.city.trim(),
      state: values.state.trim(),
      zipCode: values.zipCode.trim(),
      country: 'India',
    },
    preferences: {
      newsletter: values.newsletter,
      promotions: values.promotions,
      orderUpdates: values.orderUpdates,
    },
  };
}
