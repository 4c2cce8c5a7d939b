// The operator's review of a seller who signed up (docs/behaviour/seller-portal.md#review): approve, or reject with a
// reason the seller reads in the portal. Used by `npm run seller:review` until the operator console (issue 30).
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { listSellersByStatus, setSellerReview } from './seller-portal.repository.ts';

export const REJECT_REASON_MAX = 500;

export async function reviewSeller(
  db: Db,
  sellerId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  let note: string | null = null;
  if (!decision.approve) {
    note = decision.reason.trim();
    if (!note || note.length > REJECT_REASON_MAX)
      throw AppError.badRequest({
        message: `A rejection needs a reason of 1 to ${REJECT_REASON_MAX} characters`,
        field: 'reason',
      });
  }
  const found = await setSellerReview(db, sellerId, decision.approve ? 'approved' : 'rejected', note);
  if (!found) throw new AppError({ status: 404, code: 'SELLER_NOT_FOUND', message: `No seller ${sellerId}` });
}

export function pendingSellers(db: Db) {
  return listSellersByStatus(db, 'pending_review');
}
