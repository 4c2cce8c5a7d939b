// The console's session: its token under `operator_token` in the console's own origin
// (docs/decisions/0019-operator-console.md), which the storefront's and Seller Central's origins cannot read.
import { createSession } from '@haat/staff-ui/session';

export const session = createSession('operator_token');
export const { getToken, signIn, signOut, useToken } = session;
