// GET /api/pincode/{code} (spec 3 §5, §7 "public postal lookup"): the bundled directory, answering in India Post's
// shape. The address form reads the city (the principal office's district), the state and the country from it.
import { queryOptions } from '@tanstack/react-query';
import { pincodeLookupResponseSchema } from '@haat/domain/location/pincode.schema';
import { ACCOUNT_MESSAGES } from '@haat/domain/account/account-messages';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';

export interface PincodePlace {
  city: string;
  state: string;
  country: string;
}

/** A lookup that found no place: a 404 or 400, or an answer that is not India Post's Success shape. */
export class PincodeNotFoundError extends Error {
  constructor() {
    super(ACCOUNT_MESSAGES.pincodeNotFound);
    this.name = 'PincodeNotFoundError';
  }
}

/** The first post office is the pincode's principal one: its district is the city. */
export function placeOfPincode(data: unknown): PincodePlace {
  const parsed = pincodeLookupResponseSchema.safeParse(data);
  const office = parsed.success ? parsed.data[0]?.PostOffice[0] : undefined;
  if (!office) throw new PincodeNotFoundError();
  return { city: office.District, state: office.State, country: office.Country };
}

export async function lookupPincode(code: string, signal?: AbortSignal): Promise<PincodePlace> {
  try {
    return placeOfPincode(
      await apiRequest<unknown>(`/pincode/${encodeURIComponent(code)}`, { signal, auth: false }),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      throw new PincodeNotFoundError();
    throw error;
  }
}

/** Spec 3 §5: 'No location found for this pincode.' when nothing was found, else 'Failed to fetch pincode info.' */
export function pincodeLookupMessage(error: unknown): string {
  return error instanceof PincodeNotFoundError
    ? ACCOUNT_MESSAGES.pincodeNotFound
    : ACCOUNT_MESSAGES.pincodeLookupFailed;
}

export function pincodeQueryOptions(code: string) {
  return queryOptions({
    // A pincode's place does not change while the page is open.
    queryKey: ['pincode', code],
    queryFn: ({ signal }) => lookupPincode(code, signal),
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof PincodeNotFoundError) && count < 1,
  });
}
