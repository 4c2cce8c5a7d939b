// Operator accounts and console sessions (docs/behaviour/operator.md#sign-in, docs/decisions/0019-operator-console.md):
// an argon2id password opens a half session good only for the TOTP step (5 minutes); a TOTP code (RFC 6238, from
// the otpauth library) completes it for 12 hours. Tokens are opaque `hos_` strings stored as their SHA-256, apart from
// shoppers' JWTs, seller API keys and seller portal sessions: none of those opens an operator route.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as OTPAuth from 'otpauth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { bearerToken } from '../../http/auth.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { sha256Hex } from '../sellers/seller-keys.ts';
import {
  completeSecondFactor,
  countWrongCode,
  findActiveOperatorByEmail,
  findLiveSession,
  insertOperator,
  insertOperatorSession,
  revokeSession,
} from './operator-accounts.repository.ts';

export const OPERATOR_ERROR_CODES = {
  unauthenticated: 'OPERATOR_UNAUTHENTICATED',
  secondFactorRequired: 'OPERATOR_SECOND_FACTOR_REQUIRED',
  badCredentials: 'OPERATOR_BAD_CREDENTIALS',
  badCode: 'OPERATOR_BAD_CODE',
} as const;

export const OPERATOR_MESSAGES = {
  signInRequired: 'Sign in to the operator console',
  secondFactorRequired: 'Enter the code from your authenticator app first',
  badCredentials: 'Wrong e-mail or password',
  badCode: 'That code is wrong or already used; enter the current code from your authenticator app',
  tooManyCodes: 'Too many wrong codes: sign in again',
} as const;

const HALF_SESSION_MS = 5 * 60_000;
const SESSION_MS = 12 * 3_600_000;
const MAX_WRONG_CODES = 5;
const TOTP_PERIOD = 30;
export const MIN_OPERATOR_PASSWORD = 12;

export interface ConsoleOperator {
  operatorId: string;
  email: string;
  name: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator console's authentication; null elsewhere. */
    consoleOperator: ConsoleOperator | null;
  }
}

const signInRequired = () =>
  new AppError({
    status: 401,
    code: OPERATOR_ERROR_CODES.unauthenticated,
    message: OPERATOR_MESSAGES.signInRequired,
  });

function totpOf(secret: string, email: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Haat operator',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new operator: the password hashed, a fresh 160-bit TOTP secret; answers the secret and its otpauth:// URI. */
export async function createOperator(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<{ id: string; secret: string; uri: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw AppError.badRequest({ message: 'A valid e-mail is required', field: 'email' });
  if (!input.name.trim()) throw AppError.badRequest({ message: 'A name is required', field: 'name' });
  if (input.password.length < MIN_OPERATOR_PASSWORD)
    throw AppError.badRequest({
      message: `The password needs at least ${MIN_OPERATOR_PASSWORD} characters`,
      field: 'password',
    });
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const id = await insertOperator(db, {
    email,
    name: input.name.trim(),
    passwordHash: await hashPassword(input.password),
    totpSecret: secret,
  });
  if (!id)
    throw AppError.conflict({ message: `An operator ${email} exists already`, code: 'OPERATOR_EXISTS' });
  return { id, secret, uri: totpOf(secret, email).toString() };
}

/** The current code of a secret (the tests' and the e2e journey's authenticator app). */
export function currentTotp(secret: string, timestamp = Date.now()): string {
  return totpOf(secret, 'x').generate({ timestamp });
}

/** Password step: a half session, or 401 with one message for an unknown e-mail and a wrong password alike. */
export async function operatorPasswordSignIn(db: Db, email: string, password: string): Promise<string> {
  const row = await findActiveOperatorByEmail(db, email.trim().toLowerCase());
  // An unknown e-mail still costs one argon2 verification, so timing tells nothing.
  const ok = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDummy(password);
  if (!row || !ok)
    throw new AppError({
      status: 401,
      code: OPERATOR_ERROR_CODES.badCredentials,
      message: OPERATOR_MESSAGES.badCredentials,
    });
  const token = `hos_${randomBytes(32).toString('base64url')}`;
  await insertOperatorSession(db, {
    operatorId: row.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + HALF_SESSION_MS),
  });
  return token;
}

function liveSession(db: Db, token: string | undefined) {
  if (!token || !token.startsWith('hos_') || token.length > 100) return Promise.resolve(undefined);
  return findLiveSession(db, sha256Hex(token));
}

/**
 * TOTP step on a half session: a code of the current step or one either side, never one already used (the step is
 * recorded on the operator's row). The fifth wrong code ends the session.
 */
export async function operatorTotpSignIn(
  db: Db,
  token: string | undefined,
  code: string,
): Promise<ConsoleOperator> {
  const session = await liveSession(db, token);
  if (!session) throw signInRequired();
  const operator = {
    operatorId: session.operatorId,
    email: session.email,
    name: session.name,
    sessionId: session.sessionId,
  };
  if (session.secondFactorAt) return operator;
  const delta = /^\d{6}$/.test(code)
    ? totpOf(session.totpSecret, session.email).validate({ token: code, window: 1 })
    : null;
  const step = delta === null ? null : Math.floor(Date.now() / 1000 / TOTP_PERIOD) + delta;
  const accepted =
    step !== null &&
    (await completeSecondFactor(db, {
      operatorId: session.operatorId,
      sessionId: session.sessionId,
      step,
      expiresAt: new Date(Date.now() + SESSION_MS),
    }));
  if (accepted) return operator;
  if ((await countWrongCode(db, session.sessionId)) >= MAX_WRONG_CODES) {
    await revokeSession(db, session.sessionId);
    throw new AppError({
      status: 401,
      code: OPERATOR_ERROR_CODES.unauthenticated,
      message: OPERATOR_MESSAGES.tooManyCodes,
    });
  }
  throw new AppError({
    status: 401,
    code: OPERATOR_ERROR_CODES.badCode,
    message: OPERATOR_MESSAGES.badCode,
    field: 'code',
  });
}

export function revokeOperatorSession(db: Db, sessionId: string): Promise<void> {
  return revokeSession(db, sessionId);
}

/** onRequest hook of every operator route but the sign-in steps: a full session (both factors) or 401. */
export function operatorAuthenticator(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await liveSession(db, bearerToken(request));
    if (!session) throw signInRequired();
    if (!session.secondFactorAt)
      throw new AppError({
        status: 401,
        code: OPERATOR_ERROR_CODES.secondFactorRequired,
        message: OPERATOR_MESSAGES.secondFactorRequired,
      });
    request.consoleOperator = {
      operatorId: session.operatorId,
      email: session.email,
      name: session.name,
      sessionId: session.sessionId,
    };
  };
}

export function currentOperator(request: FastifyRequest): ConsoleOperator {
  if (!request.consoleOperator) throw signInRequired();
  return request.consoleOperator;
}
