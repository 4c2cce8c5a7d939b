// Seller Central's session: its token under `seller_token` in the portal's own origin
// (docs/decisions/0015-seller-portal-origin-and-sessions.md), which the storefront's origin cannot read.
import { createSession } from '@haat/staff-ui/session';

export const session = createSession('seller_token');
export const { getToken, signIn, signOut, useToken } = session;
