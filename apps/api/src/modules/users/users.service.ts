// Accounts: register after a verified sign-up code, sign in by e-mail or phone with a password (throttled per
// account and address, login-throttle.service.ts) or by an e-mailed code, read the profile.
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import {
  LOGIN_OTP_VERIFICATION_TTL_SECONDS,
  normalizeEmail,
  normalizePhone,
  SIGNUP_VERIFICATION_TTL_SECONDS,
} from '@haat/domain/auth/auth-rules';
import type {
  LoginOtpRequest,
  LoginRequest,
  LoginResponse,
  PublicUser,
  RegisterRequest,
} from '@haat/domain/auth/auth.schema';
import type { Address } from '@haat/domain/addresses/address.schema';
import type { Profile, ProfileResponse } from '@haat/domain/auth/profile.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { listUserAddresses } from '../addresses/addresses.repository.ts';
import type { AuthKeys } from '../auth/auth-keys.ts';
import {
  accountThrottleKey,
  ownerProvenAt,
  passwordAttemptSucceeded,
  reservePasswordAttempt,
  throttleKeys,
} from '../auth/login-throttle.service.ts';
import { consumeVerification } from '../auth/otp.repository.ts';
import { verifyOtp } from '../auth/otp.service.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { startSession } from '../auth/sessions.service.ts';
import { findTakenContacts, findUserByEmail } from '../auth/user-credentials.repository.ts';
import { findUserById, findUserByPhone, insertUser, type UserRow } from './users.repository.ts';

export interface UsersDeps {
  db: Db;
  keys: AuthKeys;
  /** The clock of the password throttle; tests move it with fake timers. */
  now?: () => Date;
}

function publicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    role: user.role,
  };
}

async function refuseTaken(db: Db, email: string, phone: string): Promise<void> {
  const taken = await findTakenContacts(db, email, phone);
  if (taken.phone)
    throw new AppError({ status: 409, code: CODES.phoneExists, message: M.phoneExists, field: 'phone' });
  if (taken.email)
    throw new AppError({ status: 409, code: CODES.emailExists, message: M.emailExists, field: 'email' });
}

export async function register(
  { db }: Pick<UsersDeps, 'db'>,
  input: RegisterRequest,
): Promise<{ userId: string }> {
  const email = normalizeEmail(input.email);
  const phone = normalizePhone(input.phone);
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    await refuseTaken(tx, email, phone);
    const verification = await consumeVerification(tx, email, 'signup', SIGNUP_VERIFICATION_TTL_SECONDS);
    if (!verification) {
      throw new AppError({
        status: 403,
        code: CODES.emailVerificationRequired,
        message: M.emailVerificationRequired,
        details: { requiresOtpVerification: true },
      });
    }
    const created = await insertUser(tx, { fullName: input.fullName, email, phone, passwordHash });
    if (!created) {
      // Taken by a concurrent sign-up after our check: say which, and keep the verification (rolled back).
      await refuseTaken(tx, email, phone);
      throw AppError.conflict({ message: M.registrationFailedRetry, code: CODES.emailExists });
    }
    return created;
  });
  return { userId: user.id };
}

/**
 * Wrong e-mail, wrong phone and wrong password answer alike, in about the same time (a dummy hash is checked when
 * there is no account). The attempt is reserved before the password is checked, so one that must wait is refused
 * without spending a hash on it; `client.ip` is the address of the (account, address) pair.
 */
export async function login(
  deps: UsersDeps,
  input: LoginRequest,
  client: { ip: string },
): Promise<LoginResponse> {
  const identifier = input.method === 'email' ? normalizeEmail(input.email) : normalizePhone(input.phone);
  const user =
    input.method === 'email'
      ? await findUserByEmail(deps.db, identifier)
      : await findUserByPhone(deps.db, identifier);
  const keys = throttleKeys(
    user ? accountThrottleKey.user(user.id) : accountThrottleKey[input.method](identifier),
    client,
  );
  await reservePasswordAttempt(deps.db, keys, deps.now?.());
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid)
    throw new AppError({ status: 401, code: CODES.invalidCredentials, message: M.invalidCredentials });
  await passwordAttemptSucceeded(deps.db, keys);
  const tokens = await startSession(deps, user.id);
  return { success: true, ...tokens, user: publicUser(user), userId: user.id };
}

/**
 * Sign-in by the code send-otp (type login) mailed: the owner's way in while the password is throttled, so the
 * password throttle does not apply; the code's own limits do (5 tries, one send a minute, the per-IP limit).
 */
export async function loginWithOtp(
  deps: UsersDeps,
  input: LoginOtpRequest,
  client: { ip: string },
  otpKey: Buffer,
): Promise<LoginResponse> {
  const email = normalizeEmail(input.email);
  await verifyOtp({ db: deps.db, otpKey }, { email, otp: input.otp, type: 'login' });
  const verification = await consumeVerification(deps.db, email, 'login', LOGIN_OTP_VERIFICATION_TTL_SECONDS);
  // Only an account's address is mailed a code that can match; a missing row was removed meanwhile.
  const user = verification && (await findUserByEmail(deps.db, email));
  if (!user)
    throw new AppError({ status: 401, code: CODES.invalidCredentials, message: M.invalidCredentials });
  await ownerProvenAt(deps.db, throttleKeys(accountThrottleKey.user(user.id), client));
  const tokens = await startSession(deps, user.id);
  return { success: true, ...tokens, user: publicUser(user), userId: user.id };
}

/** The profile as every account answer gives it: the user row plus what the address book says. */
export function profileOf(user: UserRow, addresses: Address[]): Profile {
  // listUserAddresses answers the default first, so the first address is the default or, without one, the newest.
  const main = addresses[0];
  return {
    ...publicUser(user),
    avatar: null,
    address: main
      ? [main.addressLine1, main.addressLine2, main.city, main.state].filter(Boolean).join(', ')
      : null,
    pincode: main?.postalCode ?? null,
    createdAt: user.createdAt.toISOString(),
    dateOfBirth: user.dateOfBirth ?? null,
    gender: user.gender ?? null,
    preferences: {
      newsletter: user.prefNewsletter,
      promotions: user.prefPromotions,
      orderUpdates: user.prefOrderUpdates,
    },
    profileCompletedAt: user.profileCompletedAt?.toISOString() ?? null,
  };
}

export async function getProfile({ db }: Pick<UsersDeps, 'db'>, userId: string): Promise<ProfileResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError({ status: 401, code: CODES.unauthorized, message: M.unauthorized });
  const addresses = await listUserAddresses(db, userId);
  return { success: true, profile: profileOf(user, addresses), addresses };
}
