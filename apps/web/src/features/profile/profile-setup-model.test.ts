import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import type { ProfileResponse } from '@haat/domain/auth/profile.schema';
import {
  missingRequired,
  profileSetupFormSchema,
  setupDefaults,
  setupRequest,
  stepMessage,
  type ProfileSetupValues,
} from './profile-setup-model.ts';

const answer: ProfileResponse = {
  success: true,
  profile: {
    id: 'u1',
    _id: 'u1',
    fullName: 'Priya Lakshmi Nair',
    email: 'priya@example.in',
    phone: '+919876543210',
    avatar: null,
    address: null,
    pincode: null,
    role: 'customer',
    createdAt: '2026-01-01T00:00:00Z',
    dateOfBirth: null,
    gender: null,
    preferences: { newsletter: true, promotions: true, orderUpdates: true },
    profileCompletedAt: null,
  },
  addresses: [],
};

function filledValues(): ProfileSetupValues {
  return {
    ...setupDefaults(answer),
    dateOfBirth: '1994-08-15',
    gender: 'female',
    street: '14, 2nd Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560038',
  };
}

describe('profile setup form', () => {
  it('opens with the account’s name split, e-mail, phone, India and every preference on', () => {
    const values = setupDefaults(answer);
    expect(values).toMatchObject({
      firstName: 'Priya',
      lastName: 'Lakshmi Nair',
      email: 'priya@example.in',
      phone: '+919876543210',
      country: 'India',
      gender: '',
      street: '',
      newsletter: true,
      promotions: true,
      orderUpdates: true,
    });
  });

  it('opens with what an earlier setup saved, the default address first', () => {
    const saved = setupDefaults({
      ...answer,
      profile: {
        ...answer.profile,
        dateOfBirth: '1990-01-31',
        gender: 'prefer-not-to-say',
        preferences: { newsletter: false, promotions: true, orderUpdates: false },
      },
      addresses: [
        {
          _id: 'a',
          fullName: 'P',
          phone: '9876543210',
          addressLine1: 'Old St',
          city: 'Pune',
          state: 'Maharashtra',
          postalCode: '411001',
          country: 'India',
          addressType: 'Home',
          isDefault: false,
        },
        {
          _id: 'b',
          fullName: 'P',
          phone: '9876543210',
          addressLine1: '12 MG Road',
          addressLine2: 'Near Metro',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          country: 'India',
          addressType: 'Home',
          isDefault: true,
        },
      ],
    });
    expect(saved).toMatchObject({
      dateOfBirth: '1990-01-31',
      gender: 'prefer-not-to-say',
      street: '12 MG Road, Near Metro',
      city: 'Bengaluru',
      zipCode: '560001',
      newsletter: false,
      orderUpdates: false,
    });
  });

  it('lets Next go only with the step’s required fields filled', () => {
    const values = setupDefaults(answer);
    expect(missingRequired(values, 0)).toEqual([]);
    expect(missingRequired({ ...values, lastName: '' }, 0)).toEqual([]);
    expect(missingRequired(values, 1)).toEqual(['dateOfBirth', 'gender']);
    expect(stepMessage(values, 1)).toBe(M.setupRequired);
    expect(missingRequired({ ...values, street: '  ', city: 'Pune' }, 2)).toEqual([
      'street',
      'state',
      'zipCode',
    ]);
    expect(stepMessage(values, 3)).toBeNull();
    expect(stepMessage(filledValues(), 2)).toBeNull();
  });

  it('checks the date of birth and the pincode beyond presence', () => {
    const issues = (values: ProfileSetupValues) =>
      Object.fromEntries(
        (profileSetupFormSchema.safeParse(values).error?.issues ?? []).map((i) => [
          i.path.join('.'),
          i.message,
        ]),
      );
    expect(issues(filledValues())).toEqual({});
    expect(issues({ ...filledValues(), dateOfBirth: '2999-01-01', zipCode: '012345' })).toEqual({
      dateOfBirth: 'Enter a real date of birth in the past',
      zipCode: 'Please enter a valid 6-digit pincode',
    });
    expect(issues({ ...filledValues(), dateOfBirth: '', gender: '' })).toEqual({
      dateOfBirth: 'Required',
      gender: 'Required',
    });
  });

  it('sends date of birth, gender, the address in India and the preferences, not the account’s contact', () => {
    expect(setupRequest({ ...filledValues(), street: ' 14, 2nd Cross ', promotions: false })).toEqual({
      dateOfBirth: '1994-08-15',
      gender: 'female',
      address: {
        street: '14, 2nd Cross',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560038',
        country: 'India',
      },
      preferences: { newsletter: true, promotions: false, orderUpdates: true },
    });
  });
});
