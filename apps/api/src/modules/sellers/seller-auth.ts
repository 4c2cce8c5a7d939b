// The seller API's authentication: `Authorization: Bearer <seller api key>`, looked up by its SHA-256 among keys
// not revoked. A customer's access token is no seller key (its hash matches no row), and a seller key is no JWT,
// so neither kind of caller gets into the other's routes. In production a dev key (derivable from the source, issue
// 22) is refused as if unknown.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { bearerToken } from '../../http/auth.ts';
import { sha256Hex } from './seller-keys.ts';
import { findSellerByKeyHash } from './seller-keys.repository.ts';

export interface AuthSeller {
  id: string;
  displayName: string;
  city: string;
  state: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the seller routes' authentication; null elsewhere. */
    seller: AuthSeller | null;
  }
}

export const SELLER_AUTH_MESSAGE = 'Invalid seller API key';
export const SELLER_AUTH_CODE = 'UNAUTHENTICATED';

const invalidKey = () => new AppError({ status: 401, code: SELLER_AUTH_CODE, message: SELLER_AUTH_MESSAGE });

/** Keys are ~60 characters; anything far longer is not worth hashing. */
const MAX_KEY_LENGTH = 200;

export interface SellerAuthOptions {
  /** False in production (config.isProduction): a seeded dev key anyone could compute then opens nothing. */
  acceptDevKeys: boolean;
}

/**
 * The hook of every seller route. It runs as onRequest, before the body is parsed, so a caller without a valid key
 * learns nothing from validation messages (the same reason app.authenticate runs there).
 */
export function sellerAuthenticator(db: Db, { acceptDevKeys }: SellerAuthOptions) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = bearerToken(request);
    if (!key || key.length > MAX_KEY_LENGTH) throw invalidKey();
    const found = await findSellerByKeyHash(db, sha256Hex(key));
    // The same answer as an unknown key: a refused dev key tells a prober nothing about the database.
    if (!found || (found.keyKind === 'dev' && !acceptDevKeys)) throw invalidKey();
    const { keyKind: _kind, ...seller } = found;
    request.seller = seller;
  };
}

/** request.seller on a route behind sellerAuthenticator. */
export function currentSeller(request: FastifyRequest): AuthSeller {
  if (!request.seller) throw invalidKey();
  return request.seller;
}
