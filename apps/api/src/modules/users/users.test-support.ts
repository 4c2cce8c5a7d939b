// Test support for anything behind sign-in: a customer row with a known password, and a signed-in session.
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@haat/domain/auth/auth.schema';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser, type UserRow } from './users.repository.ts';

let serial = 0;

export interface TestCustomer {
  user: UserRow;
  password: string;
}

/** A customer with a unique e-mail and phone (normalised forms), straight into the database. */
export async function createCustomer(
  db: Db,
  overrides: Partial<{ fullName: string; email: string; phone: string; password: string }> = {},
): Promise<TestCustomer> {
  serial += 1;
  const unique = `${process.pid}${serial}`.slice(-8).padStart(8, '0');
  const password = overrides.password ?? 'Secret@123';
  const user = await insertUser(db, {
    fullName: overrides.fullName ?? 'Asha Verma',
    email: overrides.email ?? `customer${unique}@example.in`,
    phone: overrides.phone ?? `+9190${unique}`,
    passwordHash: await hashPassword(password),
  });
  if (!user) throw new Error('createCustomer: e-mail or phone already taken');
  return { user, password };
}

/** Signs in through the API and answers the login body (token, refreshToken, user, userId). */
export async function signIn(app: FastifyInstance, customer: TestCustomer): Promise<LoginResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: customer.user.email, password: customer.password },
  });
  if (res.statusCode !== 200) throw new Error(`signIn: ${res.statusCode} ${res.body}`);
  return res.json() as LoginResponse;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
