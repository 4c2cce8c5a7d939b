// The seller portal's authentication (docs/decisions/0015-seller-portal-origin-and-sessions.md): a bearer session
// token the portal keeps on its own origin, looked up by its SHA-256 among live seller sessions. A shopper's JWT and
// a seller API key match no session row, so neither opens the portal's routes, and a portal token opens no
// shopper or seller-API route.
import type { FastifyRequest } from 'fastify';
import { SELLER_ERROR_CODES, SELLER_MESSAGES as M } from '@haat/domain/sellers/seller-portal-messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { bearerToken } from '../../http/auth.ts';
import { sha256Hex } from '../sellers/seller-keys.ts';
import { findSessionSeller, sellerStanding, sellerStatus } from './seller-portal.repository.ts';

export interface PortalSeller {
  sellerId: string;
  accountId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the portal's authentication; null elsewhere. */
    portalSeller: PortalSeller | null;
  }
}

const signInRequired = () =>
  new AppError({ status: 401, code: SELLER_ERROR_CODES.unauthenticated, message: M.signInRequired });

export function portalAuthenticator(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token || !token.startsWith('hss_') || token.length > 100) throw signInRequired();
    const found = await findSessionSeller(db, sha256Hex(token));
    if (!found) throw signInRequired();
    request.portalSeller = found;
  };
}

export function currentPortalSeller(request: FastifyRequest): PortalSeller {
  if (!request.portalSeller) throw signInRequired();
  return request.portalSeller;
}

/** Routes that act for the seller on the marketplace (API keys, listings) wait for the operator's approval. */
export async function requireApproved(db: Db, sellerId: string): Promise<void> {
  if ((await sellerStatus(db, sellerId)) !== 'approved')
    throw new AppError({ status: 403, code: SELLER_ERROR_CODES.notApproved, message: M.notApproved });
}

/**
 * Routes that change what the seller lists (listings, prices and stock, photos, CSV imports): approved and not
 * suspended. A suspended seller reads their listings and still serves their placed orders
 * (docs/behaviour/seller-portal.md#suspension); a change is refused with 403 SELLER_SUSPENDED.
 */
export async function requireListingAllowed(db: Db, sellerId: string): Promise<void> {
  const standing = await sellerStanding(db, sellerId);
  if (standing?.status !== 'approved')
    throw new AppError({ status: 403, code: SELLER_ERROR_CODES.notApproved, message: M.notApproved });
  if (standing.suspendedAt)
    throw new AppError({ status: 403, code: SELLER_ERROR_CODES.suspended, message: M.suspended });
}
