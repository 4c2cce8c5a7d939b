// What our couriers do for a pincode (issue 9): the directory says whether it exists, @haat/domain's pincodeService
// says whether it is served and takes cash. The delivery promise, the shipping estimate and checkout all ask here,
// so a card, the checkout page and the order agree.
import { pincodeService, type PincodeService } from '@haat/domain/shipping/delivery-promise';
import type { Db } from '../../db/client.ts';
import { findPincodePlace } from './geo.repository.ts';

export interface PincodeServiceAnswer extends PincodeService {
  /** The directory's city and state; undefined when the pincode is not in it. */
  place: { city: string; state: string } | undefined;
}

export async function findPincodeService(db: Db, pincode: string): Promise<PincodeServiceAnswer> {
  const code = pincode.trim();
  const place = await findPincodePlace(db, code);
  return { ...pincodeService(code, place !== undefined), place };
}
