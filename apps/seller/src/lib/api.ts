// Seller Central's calls to the API (docs/behaviour/seller-portal.md#calls) with the portal's session, and the
// photo upload of the listing form.
import { createApiClient } from '@haat/staff-ui/api';
import { session } from './session.ts';

export const { api, download } = createApiClient(session);

/** One photo as multipart/form-data (the upload pipeline's field), with the session's bearer. */
export async function uploadPhoto(path: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('reviewImages', file, file.name);
  await api(path, { method: 'POST', body: form });
}
