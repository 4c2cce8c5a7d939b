// Small pieces every account use case shares: the signed-in user's row (gone → 401), the profile answer, and how
// a unique-constraint violation is recognised through the driver's error wrapping.
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import type { Profile } from '@haat/domain/auth/profile.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { listUserAddresses } from '../addresses/addresses.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { profileOf } from '../users/users.service.ts';

/** The account behind a live session can only be missing if it was deleted meanwhile: sign in again. */
export function requireUser(user: UserRow | undefined): UserRow {
  if (!user)
    throw new AppError({
      status: 401,
      code: AUTH_ERROR_CODES.unauthorized,
      message: AUTH_MESSAGES.unauthorized,
    });
  return user;
}

export async function currentProfile(db: Db, userId: string): Promise<Profile> {
  const user = requireUser(await findUserById(db, userId));
  return profileOf(user, await listUserAddresses(db, userId));
}
