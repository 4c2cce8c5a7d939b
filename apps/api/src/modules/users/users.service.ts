// Accounts: register after a verified sign-up code, sign in by e-mail or phone with a password (throttled per
// account), read the profile.
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import {
  LOGIN_MAX_ATTEMPTS,
  LOGIN_WINDOW_SECONDS,
  normalizeEmail,
  normalizePhone,
  SIGNUP_VERIFICATION_TTL_SECONDS,
} from '@haat/domain/auth/auth-rules';
import type { LoginRequest, LoginResponse, PublicUser, RegisterRequest } from '@haat/domain/auth/auth.schema';
import type { ProfileResponse } from '@haat/domain/auth/profile.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthKeys } from '../auth/auth-keys.ts';
import { clearLoginAttempts, countLoginAttempt, throttleKey } from '../auth/login-throttle.repository.ts';
import { consumeVerification } from '../auth/otp.repository.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { startSession } from '../auth/sessions.service.ts';
import {
  findTakenContacts,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  type UserRow,
} from './users.repository.ts';

export interface UsersDeps {
  db: Db;
  keys: AuthKeys;
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
  if (taken.phone) throw new AppError(409, CODES.phoneExists, M.phoneExists, 'phone');
  if (taken.email) throw new AppError(409, CODES.emailExists, M.emailExists, 'email');
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
      throw new AppError(403, CODES.emailVerificationRequired, M.emailVerificationRequired, undefined, {
        details: { requiresOtpVerification: true },
      });
    }
    const created = await insertUser(tx, { fullName: input.fullName, email, phone, passwordHash });
    if (!created) {
      // Taken by a concurrent sign-up after our check: say which, and keep the verification (rolled back).
      await refuseTaken(tx, email, phone);
      throw AppError.conflict(M.registrationFailedRetry, CODES.emailExists);
    }
    return created;
  });
  return { userId: user.id };
}

/**
 * Wrong e-mail, wrong phone and wrong password answer alike, in about the same time (a dummy hash is checked when
 * there is no account). The attempt is counted before the password is checked, so the 11th in a window is refused
 * without spending a hash on it; a successful sign-in starts the count over.
 */
export async function login(deps: UsersDeps, input: LoginRequest): Promise<LoginResponse> {
  const identifier = input.method === 'email' ? normalizeEmail(input.email) : normalizePhone(input.phone);
  const user =
    input.method === 'email'
      ? await findUserByEmail(deps.db, identifier)
      : await findUserByPhone(deps.db, identifier);
  const key = user ? throttleKey.user(user.id) : throttleKey[input.method](identifier);
  const count = await countLoginAttempt(deps.db, key, LOGIN_WINDOW_SECONDS);
  if (count.attempts > LOGIN_MAX_ATTEMPTS) {
    throw new AppError(429, CODES.tooManyAttempts, M.tooManyAttempts, undefined, {
      headers: { 'retry-after': String(count.retryAfterSeconds) },
    });
  }
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new AppError(401, CODES.invalidCredentials, M.invalidCredentials);
  await clearLoginAttempts(deps.db, key);
  const tokens = await startSession(deps, user.id);
  return { success: true, ...tokens, user: publicUser(user), userId: user.id };
}

export async function getProfile({ db }: Pick<UsersDeps, 'db'>, userId: string): Promise<ProfileResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401, CODES.unauthorized, M.unauthorized);
  return {
    success: true,
    profile: {
      ...publicUser(user),
      avatar: null,
      address: null,
      pincode: null,
      createdAt: user.createdAt.toISOString(),
    },
    // Saved addresses arrive with the Checkout issue (addresses table); until then there are none.
    addresses: [],
  };
}
